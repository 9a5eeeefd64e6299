/**
 * The browser side of an enquiry form (contact and assessment): validates with the shared zod schema
 * (loaded on first use, so it costs the first paint nothing), submits in place through a fetcher to the
 * /contact action, and turns every outcome into the SPEC 8 toasts. Without JavaScript the same <form>
 * posts natively and the contact page shows the outcome.
 *
 * Idempotency: one key per form fill, generated on the first submit, kept while the content stays the
 * same (a retry after a failure cannot store a second row), replaced when the content changes or after
 * a success.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { contactToasts } from "~/content/enquiry";
import {
  ENQUIRY_ACTION,
  type EnquiryResult,
  type EnquirySource,
  type FieldErrors,
  fieldNamesOf,
  IDEMPOTENCY_FIELD,
} from "~/lib/schemas/enquiry-fields";
import { notify } from "~/lib/toast";

type SchemaModule = typeof import("~/lib/schemas/enquiry");
let schemaModule: Promise<SchemaModule> | undefined;

/** Starts loading the validator (on the first focus in a form); a failed load is retried next time. */
export function loadEnquirySchema(): Promise<SchemaModule> {
  schemaModule ??= import("~/lib/schemas/enquiry").catch((error: unknown) => {
    schemaModule = undefined;
    throw error;
  });
  return schemaModule;
}

/** crypto.randomUUID where available (secure contexts), else 128 random bits from getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function focusField(form: HTMLFormElement, source: EnquirySource, errors: FieldErrors) {
  const first = fieldNamesOf(source).find((name) => errors[name]);
  if (!first) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}

export function useEnquiryForm({ source, initialErrors = {} }: { source: EnquirySource; initialErrors?: FieldErrors }) {
  const fetcher = useFetcher<EnquiryResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [validating, setValidating] = useState(false);
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const handled = useRef<EnquiryResult | undefined>(undefined);
  const revalidate = useRef(Object.keys(initialErrors).length > 0);
  const pending = validating || fetcher.state !== "idle";

  const readForm = useCallback(
    (form: HTMLFormElement) => {
      const data = new FormData(form);
      const values: Record<string, string> = {};
      for (const name of fieldNamesOf(source)) {
        const value = data.get(name);
        values[name] = typeof value === "string" ? value : "";
      }
      return { data, values };
    },
    [source],
  );

  // The answer of the action (or of clientAction when the request failed).
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    const form = formRef.current;
    if (result.status === "success") {
      form?.reset();
      setErrors({});
      attempt.current = null;
      revalidate.current = false;
      void notify.success(contactToasts.success.title, contactToasts.success.description);
    } else if (result.status === "invalid") {
      setErrors(result.errors);
      revalidate.current = true;
      if (form) focusField(form, source, result.errors);
    } else {
      void notify.error(contactToasts.failure.title, contactToasts.failure.description);
    }
  }, [fetcher.state, fetcher.data, source]);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (pending) return;
      const { data, values } = readForm(form);
      setValidating(true);
      try {
        let schema: SchemaModule | null = null;
        try {
          schema = await loadEnquirySchema();
        } catch {
          // Could not load the validator (offline?): the server validates anyway.
        }
        if (schema) {
          const result = schema.validateEnquiry(source, values);
          if (!result.success) {
            setErrors(result.errors);
            revalidate.current = true;
            focusField(form, source, result.errors);
            return;
          }
        }
        setErrors({});
        const fingerprint = JSON.stringify(values);
        if (attempt.current?.fingerprint !== fingerprint) {
          attempt.current = { key: newIdempotencyKey(), fingerprint };
        }
        data.set(IDEMPOTENCY_FIELD, attempt.current.key);
        await fetcher.submit(data, { method: "post", action: ENQUIRY_ACTION });
      } finally {
        setValidating(false);
      }
    },
    [fetcher, pending, readForm, source],
  );

  /** After a failed attempt, errors follow the visitor's corrections as they type. */
  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (!revalidate.current || !schemaModule) return;
      const form = event.currentTarget;
      void loadEnquirySchema().then((schema) => {
        const result = schema.validateEnquiry(source, readForm(form).values);
        setErrors(result.success ? {} : result.errors);
      });
    },
    [readForm, source],
  );

  const onFocus = useCallback(() => {
    void loadEnquirySchema().catch(() => {});
  }, []);

  // Without JavaScript the page itself carries the errors: the first invalid field gets `autofocus`.
  const autoFocusField = fieldNamesOf(source).find((name) => initialErrors[name]);

  return { formRef, errors, pending, onSubmit, onInput, onFocus, autoFocusField };
}
