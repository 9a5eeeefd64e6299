import { ChevronDown } from "lucide-react";
import { Button } from "~/components/ui/button";
import { contactForm } from "~/content/contact";
import { helpCategories } from "~/content/enquiry";
import {
  ENQUIRY_ACTION,
  ENQUIRY_LIMITS,
  type FieldErrors,
  type FieldValues,
  MESSAGE_MIN_LENGTH,
} from "~/lib/schemas/enquiry-fields";
import { cn } from "~/lib/utils";
import { EnquiryConfirmation } from "./enquiry-confirmation";
import { controlClass, Field, TextField } from "./field";
import { Honeypot } from "./honeypot";
import { useEnquiryForm } from "./use-enquiry-form";

export const CONTACT_FORM_ID = "contact-form";

/**
 * The contact form (SPEC 2.9, 5, 7.1, 8). With JavaScript it validates and submits in place; without,
 * it posts to /contact and the page shows the outcome (`values`/`errors` carry the posted state back).
 */
export function ContactForm({
  values = {},
  errors: serverErrors,
  className,
}: {
  values?: FieldValues;
  errors?: FieldErrors;
  className?: string;
}) {
  const { formRef, errors, pending, onSubmit, onInput, onFocus, autoFocusField, sentTo, confirmationRef } =
    useEnquiryForm({ source: "contact", initialErrors: serverErrors });
  const f = contactForm.fields;
  const id = CONTACT_FORM_ID;
  const state = { formId: id, values, errors, autoFocusField };
  return (
    <>
      {sentTo !== null ? (
        <EnquiryConfirmation
          ref={confirmationRef}
          id={`${id}-confirmation`}
          source="contact"
          email={sentTo}
          className={className}
        />
      ) : null}
      <form
        ref={formRef}
        id={id}
        method="post"
        action={ENQUIRY_ACTION}
        noValidate
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-note`}
        onSubmit={onSubmit}
        onInput={onInput}
        onFocus={onFocus}
        className={cn("grid gap-5", className)}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField state={state} name="fullName" copy={f.fullName} className="h-12" />
          <TextField state={state} name="email" copy={f.email} className="h-12" />
        </div>
        <TextField state={state} name="company" copy={f.company} className="h-12" />
        <Field
          id={`${id}-helpCategory`}
          label={f.helpCategory.label}
          error={errors.helpCategory}
          autoFocus={autoFocusField === "helpCategory"}
        >
          {(a) => (
            <div className="relative">
              <select
                {...a}
                name="helpCategory"
                required
                defaultValue={values.helpCategory ?? ""}
                className={cn(
                  controlClass,
                  "h-12 cursor-pointer appearance-none pr-11 has-[option[value='']:checked]:text-slate-500",
                )}
              >
                <option value="" disabled>
                  {f.helpCategory.placeholder}
                </option>
                {helpCategories.map((c) => (
                  <option key={c.value} value={c.value} className="text-ink">
                    {c.label}
                  </option>
                ))}
              </select>
              <ChevronDown
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-muted"
              />
            </div>
          )}
        </Field>
        <Field
          id={`${id}-message`}
          label={f.message.label}
          error={errors.message}
          autoFocus={autoFocusField === "message"}
        >
          {(a) => (
            <textarea
              {...a}
              name="message"
              rows={5}
              required
              minLength={MESSAGE_MIN_LENGTH}
              maxLength={ENQUIRY_LIMITS.message}
              placeholder={f.message.placeholder}
              defaultValue={values.message}
              className={cn(controlClass, "min-h-36 resize-y py-3 leading-relaxed")}
            />
          )}
        </Field>
        <input type="hidden" name="source" value="contact" />
        <Honeypot formId={id} />
        <div className="flex flex-col-reverse gap-4 pt-1 sm:flex-row sm:items-center sm:justify-between">
          <p id={`${id}-note`} className="text-sm text-ink-muted">
            {contactForm.requiredNote}
          </p>
          <Button type="submit" size="lg" loading={pending} className="w-full sm:w-auto sm:min-w-44">
            {pending ? contactForm.submittingLabel : contactForm.submitLabel}
          </Button>
        </div>
      </form>
    </>
  );
}
