import type { OwnerCalendar } from "~/booking/caldav.server";
import type { Availability } from "~/content/booking";
import type { ChatSessionTokens } from "~/chat/session-token.server";
import type { DatabaseHandle } from "~/db/client.server";
import type { RegisteredOutbox } from "~/outbox/runtime.server";

/** What the Express server hands to every loader and action (server/app.ts getLoadContext). */
export type AppServices = {
  database: DatabaseHandle;
  /** The outbox worker (server/index.ts), when a webhook or e-mail is configured. */
  outbox?: RegisteredOutbox;
  /** The owner's CalDAV calendar (CALDAV_URL): its busy times are not offered for booking. */
  ownerCalendar?: OwnerCalendar;
  log: {
    info(obj: object, msg?: string): void;
    warn(obj: object, msg?: string): void;
    error(obj: object, msg?: string): void;
  };
  /** The server's clock (rate-limit windows); tests can stop it (TEST_CLOCK, server/env.ts). */
  now(): Date;
  /** Client address as Express resolved it (honours TRUST_PROXY). */
  clientIp: string;
  /** Per-request CSP nonce for server-rendered HTML. */
  cspNonce: string;
  /** Issues and checks the signed chat session ids (ADR 038). */
  chatSessions: ChatSessionTokens;
  config: {
    rateLimitDisabled: boolean;
    contactPerMinute: number;
    contactPerHour: number;
    chatPerSessionPerMinute: number;
    chatPerIpPerMinute: number;
    /** The owner's availability for bookings: app/content/booking.ts with the BOOKING_* variables over it. */
    booking: Availability;
    /** Chat-lead e-mails to the owner an hour per client address; the rest go into one digest (ADR 038). */
    chatLeadEmailsPerHour: number;
    /** OpenAI-compatible model for the chat assistant; null unless LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are all set. */
    llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  };
};

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
  }
}
