/**
 * What the request handlers (the /contact action, the chat endpoint) know of the outbox worker that
 * server/index.ts starts: it reaches them through `AppServices.outbox` (app/context.server.ts). While a
 * worker runs, new enquiries get a job for each of its channels, chat leads get e-mail jobs when it
 * sends e-mail, and each write wakes it.
 */
import type { OutboxChannel } from "./outbox.server";

export type ChatFollowUpTiming = {
  /** A follow-up is sent once the session has been quiet this long... */
  quietMs: number;
  /** ...or at the latest this long after the first turn it reports. */
  maxDelayMs: number;
};

export type RegisteredOutbox = {
  wake(): void;
  /** The channels a transport runs for: every new enquiry gets one job per channel. */
  channels: readonly OutboxChannel[];
  /** Set when e-mail runs: when a chat lead's follow-up e-mail is due. */
  chatFollowUp?: ChatFollowUpTiming;
};
