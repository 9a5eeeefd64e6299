/**
 * The browser side of an enquiry form (contact and assessment): validates with the shared zod schema (loaded
 * on the first focus, so it costs the first paint nothing), submits in place through a fetcher to the
 * /contact action, and turns every answer into the SPEC 8 toasts; a success also shows the in-page
 * confirmation, which takes the focus. Without JavaScript the same <form> posts natively and the contact
 * page shows the outcome. Why this is not Conform: ADR 020.
 *
 * Idempotency: one key per form fill, made on the first submit and kept while the values stay the same (a
 * retry after a failure cannot store a second row); other values or a success start a new one.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { contactToasts } from "~/content/enquiry";
import { rateLimited, rateLimitedText } from "~/content/messages";
import {
  ENQUIRY_ACTION,
  type EnquiryField,
  type EnquiryResult,
  type EnquirySource,
  type FieldErrors,
  fieldNamesOf,
  IDEMPOTENCY_FIELD,
} from "~/lib/schemas/enquiry-fields";
import { notify } from "~/lib/toast";

type Schema = typeof import("~/lib/schemas/enquiry");
let schema: Promise<Schema> | undefined;

/** The validator, loaded once; a failed load is tried again next time. */
function loadSchema(): Promise<Schema> {
  schema ??= import("~/lib/schemas/enquiry").catch((error: unknown) => {
    schema = undefined;
    throw error;
  });
  return schema;
}

/** crypto.randomUUID where available (secure contexts), else 128 random bits from getRandomValues. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

function valuesOf(form: HTMLFormElement, names: readonly EnquiryField[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? "")]));
}

function focusFirstError(form: HTMLFormElement | null, names: readonly EnquiryField[], errors: FieldErrors) {
  const first = names.find((name) => errors[name]);
  const field = first ? form?.elements.namedItem(first) : null;
  if (field instanceof HTMLElement) field.focus();
}

export function useEnquiryForm({ source, initialErrors = {} }: { source: EnquirySource; initialErrors?: FieldErrors }) {
  const names = fieldNamesOf(source);
  const fetcher = useFetcher<EnquiryResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [validating, setValidating] = useState(false);
  // The address of the enquiry just sent: set, the form shows its confirmation and focuses it.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const attempt = useRef<{ key: string; values: string } | null>(null);
  const handled = useRef<EnquiryResult | undefined>(undefined);
  // After a failed attempt, the errors follow the visitor's corrections as they type.
  const revalidate = useRef(Object.keys(initialErrors).length > 0);
  const pending = validating || fetcher.state !== "idle";

  // The action's answer (or clientAction's, when the request failed).
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.status === "success") {
      formRef.current?.reset();
      setSentTo(result.email);
      setErrors({});
      attempt.current = null;
      revalidate.current = false;
      void notify.success(contactToasts.success.title, contactToasts.success.description);
    } else if (result.status === "invalid") {
      setErrors(result.errors);
      revalidate.current = true;
      focusFirstError(formRef.current, fieldNamesOf(source), result.errors);
    } else if (result.reason === "rate-limited") {
      void notify.error(rateLimited.title, rateLimitedText(result.retryAfterSeconds));
    } else {
      void notify.error(contactToasts.failure.title, contactToasts.failure.description);
    }
  }, [fetcher.state, fetcher.data, source]);

  useEffect(() => {
    const confirmation = confirmationRef.current;
    if (sentTo === null || !confirmation) return;
    // In view clear of the success toast below it (its scroll margin), not merely in view: on a phone the toast
    // would cover its last lines for the seconds it shows.
    confirmation.focus({ preventScroll: true });
    confirmation.scrollIntoView({ block: "nearest" });
  }, [sentTo]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (pending) return;
    const data = new FormData(form);
    const values = valuesOf(form, names);
    setValidating(true);
    setSentTo(null);
    try {
      // Without the validator (offline?) the server validates alone.
      const result = (await loadSchema().catch(() => null))?.validateEnquiry(source, values);
      if (result && !result.success) {
        setErrors(result.errors);
        revalidate.current = true;
        focusFirstError(form, names, result.errors);
        return;
      }
      setErrors({});
      const fingerprint = JSON.stringify(values);
      if (attempt.current?.values !== fingerprint) attempt.current = { key: newIdempotencyKey(), values: fingerprint };
      data.set(IDEMPOTENCY_FIELD, attempt.current.key);
      await fetcher.submit(data, { method: "post", action: ENQUIRY_ACTION });
    } finally {
      setValidating(false);
    }
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    if (!revalidate.current) return;
    const values = valuesOf(event.currentTarget, names);
    void loadSchema().then((loaded) => {
      const result = loaded.validateEnquiry(source, values);
      setErrors(result.success ? {} : result.errors);
    });
  }

  const onFocus = () => void loadSchema().catch(() => {});

  // Without JavaScript the page itself carries the errors: the first invalid field gets `autofocus`.
  const autoFocusField = names.find((name) => initialErrors[name]);

  return { formRef, errors, pending, onSubmit, onInput, onFocus, autoFocusField, sentTo, confirmationRef };
}
