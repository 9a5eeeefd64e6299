/**
 * The zod schema of the visitor's details on the booking form (SPEC 5's messages where they apply: name,
 * e-mail, message), checked by the /schedule action.
 */
import { z } from "zod";
import { bookingMessages as m } from "../content/booking";
import {
  BOOKING_LIMITS,
  BOOKING_MESSAGE_MIN,
  type BookingErrors,
  type BookingField,
  type bookingFieldNames,
} from "./form";

export const BookingDetailsSchema = z.object({
  fullName: z.string().trim().min(1, m.fullName).max(BOOKING_LIMITS.fullName, m.fullNameTooLong),
  email: z.string().trim().max(BOOKING_LIMITS.email, m.email).pipe(z.email(m.email)),
  company: z.string().trim().max(BOOKING_LIMITS.company, m.companyTooLong),
  message: z.string().trim().min(BOOKING_MESSAGE_MIN, m.message).max(BOOKING_LIMITS.message, m.messageTooLong),
});

export type BookingDetails = z.infer<typeof BookingDetailsSchema>;

export function validateDetails(
  values: Record<(typeof bookingFieldNames)[number], string>,
): { success: true; data: BookingDetails } | { success: false; errors: BookingErrors } {
  const result = BookingDetailsSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: BookingErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as BookingField;
    errors[name] ??= issue.message;
  }
  return { success: false, errors };
}
