import { honeypotLabel } from "~/content/enquiry";
import { HONEYPOT_FIELD } from "~/lib/schemas/enquiry-fields";

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order) and spam bots fill in: the server then answers a normal success and stores nothing.
 */
export function Honeypot({ formId }: { formId: string }) {
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] size-px overflow-hidden opacity-0">
      <label htmlFor={id}>{honeypotLabel}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
