/**
 * Names, limits and result types of the enquiry forms, without zod: the form components import these
 * statically, and the zod schemas (./enquiry.ts) are loaded only when a form is first used.
 */

/** Server bounds. Inputs carry the same values as maxLength. */
export const ENQUIRY_LIMITS = { fullName: 200, company: 200, email: 320, message: 5000, phone: 40 } as const;

/** Minimum length of the message (SPEC 5). */
export const MESSAGE_MIN_LENGTH = 10;

/** The hidden field that people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

/** The form field carrying the browser's idempotency key. */
export const IDEMPOTENCY_FIELD = "idempotencyKey";

/** Where both forms post (the contact route's action). */
export const ENQUIRY_ACTION = "/contact";

/**
 * id of the outcome shown on /contact after a post without JavaScript. (The forms' action URL has no
 * fragment pointing at it: a fragment would stop the browser from focusing the first invalid field.)
 */
export const ENQUIRY_OUTCOME_ID = "enquiry-outcome";

export const contactFieldNames = ["fullName", "email", "company", "helpCategory", "message"] as const;
export const assessmentFieldNames = ["fullName", "email", "company", "phone"] as const;

export type ContactField = (typeof contactFieldNames)[number];
export type AssessmentField = (typeof assessmentFieldNames)[number];
export type EnquiryField = ContactField | AssessmentField;
export type EnquirySource = "contact" | "assessment";

export type FieldErrors = Partial<Record<EnquiryField, string>>;
export type FieldValues = Partial<Record<EnquiryField, string>>;

/** What the /contact action answers (the form, the toasts and the no-JS page read it). */
export type EnquiryResult =
  /** `email`: the address the visitor entered, which the confirmation names as the one we reply to. */
  | { status: "success"; source: EnquirySource; email: string }
  | { status: "invalid"; source: EnquirySource; errors: FieldErrors; values: FieldValues }
  | {
      status: "error";
      /** Absent when the answer never came (network failure, unreadable answer). */
      source?: EnquirySource;
      reason: "unavailable" | "rate-limited" | "malformed" | "network";
      values?: FieldValues;
      /** With "rate-limited": when another enquiry from this network is accepted (the Retry-After header). */
      retryAfterSeconds?: number;
    };

export function fieldNamesOf(source: EnquirySource): readonly EnquiryField[] {
  return source === "assessment" ? assessmentFieldNames : contactFieldNames;
}
