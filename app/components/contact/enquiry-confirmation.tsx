import { CircleCheck } from "lucide-react";
import type { Ref } from "react";
import { enquiryConfirmation } from "~/content/enquiry";
import { ENQUIRY_OUTCOME_ID, type EnquirySource } from "~/lib/schemas/enquiry-fields";
import { cn } from "~/lib/utils";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/**
 * What the visitor sees in the page once an enquiry is stored: SPEC 8's success message, the address we
 * will reply to (the one they entered) and what happens next. It takes the keyboard focus: after a post
 * without JavaScript through `autoFocus` (rendered as the `autofocus` attribute), after a fetcher's
 * success through the form hook's ref.
 */
export function EnquiryConfirmation({
  source,
  email,
  id = ENQUIRY_OUTCOME_ID,
  autoFocus,
  ref,
  className,
}: {
  source: EnquirySource;
  email: string;
  id?: string;
  autoFocus?: boolean;
  ref?: Ref<HTMLDivElement>;
  className?: string;
}) {
  const copy = enquiryConfirmation;
  return (
    <div
      ref={ref}
      id={id}
      role="status"
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the page answered to a post without JavaScript opens on its outcome.
      autoFocus={autoFocus}
      data-outcome="success"
      data-slot="enquiry-confirmation"
      className={cn(
        // Scrolled to clear of the sticky header above and the toast region below (its offset and one toast).
        "scroll-mt-28 scroll-mb-48 rounded-xl bg-green-50 p-5 text-green-950 ring-1 ring-green-200 focus-visible:outline-offset-4 sm:p-6",
        className,
      )}
    >
      <div className="flex gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
        <div className="min-w-0">
          <p className="text-lg font-semibold tracking-tight">{keepCompoundsIn(copy.title)}</p>
          <p className="mt-1 text-sm text-pretty">{keepCompoundsIn(copy.text)}</p>
          <p className="mt-3 text-sm">
            {`${copy.replyTo} `}
            <strong data-slot="enquiry-reply-to" className="font-semibold break-all">
              {email}
            </strong>
            .
          </p>
          <p className="mt-4 text-sm font-semibold">{keepCompoundsIn(copy.nextTitle)}</p>
          <ol className="mt-2 grid list-decimal gap-1.5 pl-5 text-sm marker:font-semibold marker:text-success">
            {copy.next[source].map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}
