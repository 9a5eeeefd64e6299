import { useState } from "react";
import { Link, PrefetchPageLinks } from "react-router";
import { Button } from "~/components/ui/button";
import { assessmentForm } from "~/content/assessment-form";
import { ENQUIRY_ACTION, type FieldErrors, type FieldValues } from "~/lib/schemas/enquiry-fields";
import { cn } from "~/lib/utils";
import { EnquiryConfirmation } from "./enquiry-confirmation";
import { TextField } from "./field";
import { Honeypot } from "./honeypot";
import { useEnquiryForm } from "./use-enquiry-form";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/**
 * The flagship page's assessment form (SPEC 2.6, DESIGN 3): name and a valid e-mail required, company
 * and phone optional. It posts to the /contact action as an enquiry with source=assessment (category
 * aiva-lead-os) and shows the contact toasts; without JavaScript the contact page shows the outcome.
 */
export function AssessmentForm({
  id = assessmentForm.id,
  className,
  values = {},
  errors: serverErrors,
}: {
  id?: string;
  className?: string;
  /** Posted values and errors (the contact page after a post without JavaScript). */
  values?: FieldValues;
  errors?: FieldErrors;
}) {
  const { formRef, errors, pending, onSubmit, onInput, onFocus, autoFocusField, sentTo, confirmationRef } =
    useEnquiryForm({ source: "assessment", initialErrors: serverErrors });
  // Loads the contact route's code once the visitor starts filling in the form, so the submit does not
  // depend on one more download.
  const [warm, setWarm] = useState(false);
  const f = assessmentForm.fields;
  const state = { formId: id, values, errors, autoFocusField };
  return (
    <div
      data-slot="assessment-form"
      // From sm to xl the card reaches the chat launcher's column: its fields end short of it (ADR 051).
      className={cn(
        "relative rounded-xl bg-white p-6 text-ink shadow-lift ring-1 ring-line sm:p-8 sm:max-xl:pr-16",
        className,
      )}
    >
      {/* On a phone the card's title and description end short of the chat launcher's column: on the flagship's first
          screen they reach its corner (ADR 051). */}
      <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight text-balance text-ink max-sm:pr-10">
        {assessmentForm.title}
      </h2>
      <p className="mt-2 text-sm text-pretty text-ink-muted max-sm:pr-10">
        {keepCompoundsIn(assessmentForm.description)}
      </p>
      {sentTo !== null ? (
        <EnquiryConfirmation
          ref={confirmationRef}
          id={`${id}-confirmation`}
          source="assessment"
          email={sentTo}
          className="mt-6"
        />
      ) : null}
      <form
        ref={formRef}
        id={id}
        method="post"
        action={ENQUIRY_ACTION}
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={onSubmit}
        onInput={onInput}
        onFocus={() => {
          onFocus();
          setWarm(true);
        }}
        className="mt-6 grid gap-4"
      >
        <TextField state={state} name="fullName" id={`${id}-name`} copy={f.name} className="h-11" />
        <TextField state={state} name="email" copy={f.email} className="h-11" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField state={state} name="company" copy={f.company} className="h-11" />
          <TextField state={state} name="phone" copy={f.phone} className="h-11" />
        </div>
        {/* After the visible fields, so the form's first input is the name field. */}
        <input type="hidden" name="source" value="assessment" />
        <Honeypot formId={id} />
        {warm ? <PrefetchPageLinks page={ENQUIRY_ACTION} /> : null}
        <Button type="submit" size="lg" loading={pending} className="mt-2 w-full">
          {pending ? assessmentForm.submittingLabel : assessmentForm.submitLabel}
        </Button>
        <p className="text-center text-xs text-ink-muted">
          {assessmentForm.privacyNote}{" "}
          <Link to={assessmentForm.privacyLink.to} className="font-medium text-brand-600 underline underline-offset-2">
            {assessmentForm.privacyLink.label}
          </Link>
        </p>
      </form>
    </div>
  );
}
