import type * as React from "react";
import type { FormField } from "~/content/types";
import { ENQUIRY_LIMITS, type EnquiryField, type FieldErrors, type FieldValues } from "~/lib/schemas/enquiry-fields";
import { cn } from "~/lib/utils";

/** Styling of inputs, selects and textareas on a light surface; invalid state from aria-invalid. */
export const controlClass =
  "block w-full rounded-md border border-line bg-white px-3.5 text-[0.9375rem] text-ink shadow-[0_1px_2px_--alpha(var(--color-ink)/4%)] transition-[border-color,box-shadow] duration-150 placeholder:text-slate-500 hover:border-slate-300 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-600/15 aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/15 disabled:cursor-not-allowed disabled:bg-subtle";

export type FieldProps = {
  /** id of the control; the label, hint and error ids derive from it. */
  id: string;
  label: string;
  error?: string;
  /** Focus on load: the first invalid field of a page answered to a post without JavaScript. */
  autoFocus?: boolean;
  className?: string;
  children: (control: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
    autoFocus: boolean | undefined;
  }) => React.ReactNode;
};

/** One labelled form field with its error message right under the control (linked with aria-describedby). */
export function Field({ id, label, error, autoFocus, className, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div data-slot="field" className={cn("flex flex-col gap-2", className)}>
      <label htmlFor={id} className="w-fit text-sm font-medium text-ink">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
        autoFocus: autoFocus || undefined,
      })}
      <p id={errorId} data-slot="field-error" className={cn("text-sm font-medium text-danger", !error && "hidden")}>
        {error}
      </p>
    </div>
  );
}

/** What every field of a form shares: its id prefix, the values and errors to show, the field to focus on load. */
export type FormState = { formId: string; values: FieldValues; errors: FieldErrors; autoFocusField?: EnquiryField };

type TextFieldName = "fullName" | "email" | "company" | "phone";

/** The same in both forms: name and e-mail are required, company and phone optional. */
const textInputs = {
  fullName: { type: "text", required: true },
  email: { type: "email", inputMode: "email", required: true },
  company: { type: "text" },
  phone: { type: "tel" },
} as const satisfies Record<TextFieldName, React.ComponentProps<"input">>;

/** A labelled one-line input of an enquiry form; its label, placeholder and autocomplete come from content. */
export function TextField({
  state,
  name,
  copy,
  id = `${state.formId}-${name}`,
  className,
}: {
  state: FormState;
  name: TextFieldName;
  copy: FormField;
  id?: string;
  className?: string;
}) {
  return (
    <Field id={id} label={copy.label} error={state.errors[name]} autoFocus={state.autoFocusField === name}>
      {(a) => (
        <input
          {...a}
          {...textInputs[name]}
          name={name}
          autoComplete={copy.autoComplete}
          placeholder={copy.placeholder}
          maxLength={ENQUIRY_LIMITS[name]}
          defaultValue={state.values[name]}
          className={cn(controlClass, className)}
        />
      )}
    </Field>
  );
}
