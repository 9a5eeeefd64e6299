import { CircleAlert, CircleCheck } from "lucide-react";
import { contactOutcome } from "~/content/contact";
import { rateLimited, rateLimitedText } from "~/content/messages";
import { ENQUIRY_OUTCOME_ID, type EnquiryResult } from "~/lib/schemas/enquiry-fields";
import { cn } from "~/lib/utils";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/**
 * The outcome of a form posted without JavaScript, shown in the page (with JavaScript the same texts
 * appear as toasts): success, field errors, too many messages from the visitor's network, or a failure,
 * with every value kept.
 */
export function EnquiryOutcome({ result, className }: { result: EnquiryResult; className?: string }) {
  const success = result.status === "success";
  const [title, text] = success
    ? [contactOutcome.successTitle, contactOutcome.successText]
    : result.status === "invalid"
      ? result.source === "assessment"
        ? [contactOutcome.assessmentTitle, contactOutcome.invalidTitle]
        : [contactOutcome.invalidTitle, null]
      : result.reason === "rate-limited"
        ? [rateLimited.title, rateLimitedText(result.retryAfterSeconds)]
        : [contactOutcome.failureTitle, contactOutcome.failureText];
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    <div
      id={ENQUIRY_OUTCOME_ID}
      role={success ? "status" : "alert"}
      data-outcome={result.status}
      className={cn(
        "flex gap-3 rounded-lg p-4 text-sm ring-1",
        success ? "bg-green-50 text-green-900 ring-green-200" : "bg-red-50 text-red-900 ring-red-200",
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", success ? "text-success" : "text-danger")} />
      <div>
        <p className="font-semibold">{title}</p>
        {text ? <p className="mt-1">{keepCompoundsIn(text)}</p> : null}
      </div>
    </div>
  );
}
