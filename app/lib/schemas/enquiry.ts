/**
 * The enquiry schemas (SPEC 5, DESIGN 2 "one zod schema per live call"): the same code validates in the
 * browser (loaded on first use) and in the /contact action, which has the final say.
 * zod/mini keeps the browser's share small; the messages come from app/content.
 */
import * as z from "zod/mini";
import { contactValidation, enquiryBoundsMessages, helpCategoryValues } from "~/content/enquiry";
import { assessmentForm } from "~/content/assessment-form";
import type { HelpCategoryValue } from "~/content/types";
import {
  assessmentFieldNames,
  contactFieldNames,
  ENQUIRY_LIMITS,
  type EnquiryField,
  type EnquirySource,
  type FieldErrors,
  fieldNamesOf,
  MESSAGE_MIN_LENGTH,
} from "./enquiry-fields";

export * from "./enquiry-fields";

const email = (message: string) =>
  z.string().check(z.trim(), z.maxLength(ENQUIRY_LIMITS.email, message), z.regex(z.regexes.email, message));

const optionalText = (max: number, message: string) => z.string().check(z.trim(), z.maxLength(max, message));

/** Contact form (SPEC 5): exact messages; the server additionally bounds lengths and the category values. */
export const ContactSchema = z.object({
  fullName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, contactValidation.fullName),
      z.maxLength(ENQUIRY_LIMITS.fullName, enquiryBoundsMessages.fullName),
    ),
  email: email(contactValidation.email),
  company: optionalText(ENQUIRY_LIMITS.company, enquiryBoundsMessages.company),
  helpCategory: z.string().check(
    z.trim(),
    z.minLength(1, contactValidation.helpCategory),
    z.refine((v) => v === "" || (helpCategoryValues as readonly string[]).includes(v), contactValidation.helpCategory),
  ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(MESSAGE_MIN_LENGTH, contactValidation.message),
      z.maxLength(ENQUIRY_LIMITS.message, enquiryBoundsMessages.message),
    ),
});

/** Flagship assessment form (DESIGN 3): name and a valid e-mail required; company and phone optional. */
export const AssessmentSchema = z.object({
  fullName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, assessmentForm.validation.name),
      z.maxLength(ENQUIRY_LIMITS.fullName, enquiryBoundsMessages.fullName),
    ),
  email: email(assessmentForm.validation.email),
  company: optionalText(ENQUIRY_LIMITS.company, enquiryBoundsMessages.company),
  phone: z
    .string()
    .check(
      z.trim(),
      z.maxLength(ENQUIRY_LIMITS.phone, enquiryBoundsMessages.phone),
      z.regex(/^(?:|[0-9+()./\s-]*[0-9][0-9+()./\s-]*(?:\s*(?:x|ext\.?)\s*\d{1,6})?)$/i, enquiryBoundsMessages.phone),
    ),
});

/** A browser-generated idempotency key (crypto.randomUUID() or similar). */
export const IdempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,100}$/));

export type ContactInput = z.infer<typeof ContactSchema> & { helpCategory: HelpCategoryValue | "" };
export type AssessmentInput = z.infer<typeof AssessmentSchema>;

export type Validated =
  | { success: true; source: "contact"; data: ContactInput }
  | { success: true; source: "assessment"; data: AssessmentInput }
  | { success: false; source: EnquirySource; errors: FieldErrors };

/** Reads the source's fields as strings ("" when missing); null when a field is not text (a file upload). */
export function readValues(
  source: EnquirySource,
  get: (name: string) => FormDataEntryValue | null,
): Record<EnquiryField, string> | null {
  const values: Partial<Record<EnquiryField, string>> = {};
  for (const name of fieldNamesOf(source)) {
    const value = get(name) ?? "";
    if (typeof value !== "string") return null;
    values[name] = value;
  }
  return values as Record<EnquiryField, string>;
}

/** Validates one form's values; on failure, the first message of each invalid field, in field order. */
export function validateEnquiry(source: EnquirySource, values: Record<string, string>): Validated {
  if (source === "assessment") {
    const result = AssessmentSchema.safeParse(values);
    if (result.success) return { success: true, source, data: result.data };
    return { success: false, source, errors: firstErrors(result.error.issues, assessmentFieldNames) };
  }
  const result = ContactSchema.safeParse(values);
  if (result.success) return { success: true, source, data: result.data as ContactInput };
  return { success: false, source, errors: firstErrors(result.error.issues, contactFieldNames) };
}

function firstErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  order: readonly EnquiryField[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of order) {
    const issue = issues.find((i) => i.path[0] === name);
    if (issue) errors[name] = issue.message;
  }
  return errors;
}
