import { useState } from "react";
import { Link, PrefetchPageLinks } from "react-router";
import { Button } from "~/components/ui/button";
import { assessmentForm } from "~/content/assessment-form";
import { ENQUIRY_ACTION, ENQUIRY_LIMITS, type FieldErrors, type FieldValues } from "~/lib/schemas/enquiry-fields";
import { cn } from "~/lib/utils";
import { controlClass, Field } from "./field";
import { Honeypot } from "./honeypot";
import { useEnquiryForm } from "./use-enquiry-form";

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
  const { formRef, errors, pending, onSubmit, onInput, onFocus, autoFocusField } = useEnquiryForm({
    source: "assessment",
    initialErrors: serverErrors,
  });
  // Loads the contact route's code once the visitor starts filling in the form, so the submit does not
  // depend on one more download.
  const [warm, setWarm] = useState(false);
  const f = assessmentForm.fields;
  return (
    <div
      data-slot="assessment-form"
      className={cn("relative rounded-xl bg-white p-6 text-ink shadow-lift ring-1 ring-line sm:p-8", className)}
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight text-balance text-ink">
        {assessmentForm.title}
      </h2>
      <p className="mt-2 text-sm text-pretty text-ink-muted">{assessmentForm.description}</p>
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
        <Field id={`${id}-name`} label={f.name.label} error={errors.fullName} autoFocus={autoFocusField === "fullName"}>
          {(a) => (
            <input
              {...a}
              name="fullName"
              type="text"
              required
              autoComplete={f.name.autoComplete}
              placeholder={f.name.placeholder}
              maxLength={ENQUIRY_LIMITS.fullName}
              defaultValue={values.fullName}
              className={cn(controlClass, "h-11")}
            />
          )}
        </Field>
        <Field id={`${id}-email`} label={f.email.label} error={errors.email} autoFocus={autoFocusField === "email"}>
          {(a) => (
            <input
              {...a}
              name="email"
              type="email"
              inputMode="email"
              required
              autoComplete={f.email.autoComplete}
              placeholder={f.email.placeholder}
              maxLength={ENQUIRY_LIMITS.email}
              defaultValue={values.email}
              className={cn(controlClass, "h-11")}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={`${id}-company`}
            label={f.company.label}
            error={errors.company}
            autoFocus={autoFocusField === "company"}
          >
            {(a) => (
              <input
                {...a}
                name="company"
                type="text"
                autoComplete={f.company.autoComplete}
                placeholder={f.company.placeholder}
                maxLength={ENQUIRY_LIMITS.company}
                defaultValue={values.company}
                className={cn(controlClass, "h-11")}
              />
            )}
          </Field>
          <Field id={`${id}-phone`} label={f.phone.label} error={errors.phone} autoFocus={autoFocusField === "phone"}>
            {(a) => (
              <input
                {...a}
                name="phone"
                type="tel"
                autoComplete={f.phone.autoComplete}
                placeholder={f.phone.placeholder}
                maxLength={ENQUIRY_LIMITS.phone}
                defaultValue={values.phone}
                className={cn(controlClass, "h-11")}
              />
            )}
          </Field>
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
