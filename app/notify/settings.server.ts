/**
 * E-mail notification settings (issue 25), checked at start with the rest of the environment
 * (server/env.ts spreads `emailEnvShape` into its schema and adds `checkEmailEnv`). Unset: no e-mail.
 */
import { z } from "zod";
import type { ChatFollowUpTiming } from "../outbox/runtime.server";

export type Mailbox = { name: string; address: string };

/** A plain address (what z.email() accepts: no spaces, no control characters, no angle brackets). */
export function isPlainAddress(value: string): boolean {
  return z.email().safeParse(value).success;
}

/** `owner@example.com` or `Display Name <owner@example.com>`; null when neither. */
export function parseMailbox(value: string): Mailbox | null {
  const trimmed = value.trim();
  const named = /^(.*?)\s*<([^<>]*)>$/.exec(trimmed);
  const name = (named ? (named[1] ?? "") : "").replace(/^"(.*)"$/, "$1").trim();
  const address = named ? (named[2] ?? "").trim() : trimmed;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a display name must not carry them into a header
  if (!isPlainAddress(address) || /[\u0000-\u001f\u007f-\u009f"<>]/.test(name)) return null;
  return { name, address };
}

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const emailEnvShape = {
  SMTP_URL: z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
      } catch {
        return false;
      }
    }, "must be smtp://[user:pass@]host[:port] or smtps://[user:pass@]host[:port]")
    .optional(),
  NOTIFY_EMAIL_TO: z
    .string()
    .refine(
      (value) => value.split(",").every((part) => parseMailbox(part) !== null),
      "must be one or more e-mail addresses separated by commas",
    )
    .optional(),
  NOTIFY_EMAIL_FROM: z
    .string()
    .refine((value) => parseMailbox(value) !== null, "must be an e-mail address, optionally as 'Name <address>'")
    .optional(),
  NOTIFY_EMAIL_TIMEOUT_MS: positiveInt(30_000),
  NOTIFY_EMAIL_RETRY_BASE_MS: positiveInt(5_000),
  NOTIFY_EMAIL_RETRY_MAX_MS: positiveInt(3_600_000),
  NOTIFY_CHAT_FOLLOW_UP_QUIET_MS: positiveInt(600_000),
};

const emailEnvSchema = z.object(emailEnvShape);
type EmailEnv = z.infer<typeof emailEnvSchema>;

const REQUIRED_TOGETHER = ["SMTP_URL", "NOTIFY_EMAIL_TO", "NOTIFY_EMAIL_FROM"] as const;

/** SMTP_URL, NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM come together or not at all. */
export function checkEmailEnv(env: Pick<EmailEnv, (typeof REQUIRED_TOGETHER)[number]>, ctx: z.RefinementCtx): void {
  const set = REQUIRED_TOGETHER.filter((key) => env[key] !== undefined);
  if (set.length === 0 || set.length === REQUIRED_TOGETHER.length) return;
  for (const key of REQUIRED_TOGETHER.filter((k) => env[k] === undefined)) {
    ctx.addIssue({ code: "custom", path: [key], message: `is required when ${set.join(" and ")} is set` });
  }
}

export type EmailSettings = {
  smtpUrl: string;
  from: Mailbox;
  to: Mailbox[];
  timeoutMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  chatFollowUp: ChatFollowUpTiming;
};

/** The e-mail settings of a parsed environment; undefined when e-mail is not configured. */
export function emailSettings(env: EmailEnv): EmailSettings | undefined {
  if (!env.SMTP_URL || !env.NOTIFY_EMAIL_TO || !env.NOTIFY_EMAIL_FROM) return undefined;
  const quietMs = env.NOTIFY_CHAT_FOLLOW_UP_QUIET_MS;
  return {
    smtpUrl: env.SMTP_URL,
    from: parseMailbox(env.NOTIFY_EMAIL_FROM) as Mailbox,
    to: env.NOTIFY_EMAIL_TO.split(",").map((part) => parseMailbox(part) as Mailbox),
    timeoutMs: env.NOTIFY_EMAIL_TIMEOUT_MS,
    retryBaseMs: env.NOTIFY_EMAIL_RETRY_BASE_MS,
    retryMaxMs: env.NOTIFY_EMAIL_RETRY_MAX_MS,
    chatFollowUp: { quietMs, maxDelayMs: quietMs * 6 },
  };
}

/** SMTP_URL without its password, for log lines. */
export function redactedSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (url.password) url.password = "***";
  return url.toString();
}
