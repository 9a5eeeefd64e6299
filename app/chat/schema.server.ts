import { z } from "zod";
import { MAX_MESSAGE_LENGTH, MAX_META_LENGTH, SESSION_ID_PATTERN } from "./limits";

/**
 * C0 control characters other than tab, line feed and carriage return. PostgreSQL cannot store NUL in
 * text at all, and the others have no place in what a visitor types (they could drive a terminal).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** A UTF-16 surrogate without its pair (JSON can carry one, `"\ud800"`): no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` is not well-formed Unicode (it could not be stored as it was sent). */
export function hasLoneSurrogates(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** True when `text` contains a control character a message may not carry. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** `text` without the control characters a message may not carry. */
export function stripControlCharacters(text: string): string {
  return text.replace(new RegExp(CONTROL_CHARACTER.source, "g"), "");
}

/**
 * A meta string, control characters removed, then cut (not refused) at MAX_META_LENGTH; anything that
 * is not a string becomes null.
 */
const metaString = z
  .string()
  .transform((value) =>
    // Cut, a pair can be split: what is left of it goes.
    stripControlCharacters(value).slice(0, MAX_META_LENGTH).replace(new RegExp(LONE_SURROGATE.source, "g"), ""),
  )
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);

/** POST /api/chat-message body (SPEC 3, 7.2). */
export const ChatRequestSchema = z.object({
  sessionId: z
    .string({ error: "sessionId is required" })
    .regex(SESSION_ID_PATTERN, "sessionId must be 8-128 characters of letters, digits, '_', '-' or '.'"),
  message: z
    .string({ error: "message is required" })
    // Checked before trimming: a vertical tab or form feed at either end is a control character
    // too, not whitespace to drop quietly.
    .refine(
      (value) => !hasControlCharacters(value),
      "message must not contain control characters such as NUL (only tabs and line breaks are allowed)",
    )
    .refine((value) => !hasLoneSurrogates(value), "message must be well-formed Unicode text (a lone surrogate is not)")
    .trim()
    .min(1, "message must not be empty")
    .max(MAX_MESSAGE_LENGTH, `message must be at most ${MAX_MESSAGE_LENGTH} characters`),
  meta: z
    .object({ ua: metaString, ref: metaString, page: metaString })
    .nullish()
    .catch(null)
    .transform((meta) => ({ ua: meta?.ua ?? null, ref: meta?.ref ?? null, page: meta?.page ?? null })),
});

export type ValidChatRequest = z.infer<typeof ChatRequestSchema>;

/** Validates a parsed JSON body; on failure returns the first problem as a sentence. */
export function parseChatRequest(
  body: unknown,
): { success: true; data: ValidChatRequest } | { success: false; reason: string } {
  const result = ChatRequestSchema.safeParse(body);
  if (result.success) return { success: true, data: result.data };
  const issue = result.error.issues[0];
  if (!issue || issue.path.length === 0) return { success: false, reason: "body must be a JSON object" };
  return { success: false, reason: issue.message };
}
