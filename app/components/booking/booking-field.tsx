import type { ReactNode } from "react";

/** Inputs of the booking form on a light surface; invalid state from aria-invalid (as the contact form's). */
export const inputClass =
  "block w-full rounded-md border border-line bg-white px-3.5 text-[0.9375rem] text-ink placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-600/15 aria-invalid:border-danger";

type Control = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  autoFocus?: true;
};

/** A labelled field with its error right under the control (aria-describedby). */
export function BookingField(props: {
  id: string;
  label: string;
  error?: string;
  autoFocus?: boolean;
  className?: string;
  children: (control: Control) => ReactNode;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className={`flex flex-col gap-2 ${props.className ?? ""}`}>
      <label htmlFor={props.id} className="w-fit text-sm font-medium text-ink">
        {props.label}
      </label>
      {props.children({
        id: props.id,
        "aria-invalid": props.error ? true : undefined,
        "aria-describedby": props.error ? errorId : undefined,
        autoFocus: props.autoFocus || undefined,
      })}
      {props.error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
