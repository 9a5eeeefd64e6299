/**
 * Process-wide link between the outbox worker (started by server/index.ts) and the request handlers
 * (the /contact action and the chat endpoint, in the React Router server bundle, a separate module
 * graph): a registry under a global symbol. While a worker is registered, new enquiries get a job for
 * each of its channels, chat leads get e-mail jobs when it sends e-mail, and each write wakes it.
 */
import type { OutboxChannel } from "./outbox.server";

const KEY = Symbol.for("aiva.enquiries.outbox");

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
type Holder = { [KEY]?: RegisteredOutbox };

export function registerOutboxWorker(worker: RegisteredOutbox): () => void {
  (globalThis as Holder)[KEY] = worker;
  return () => {
    if ((globalThis as Holder)[KEY] === worker) delete (globalThis as Holder)[KEY];
  };
}

/** The running outbox worker, if a webhook or e-mail is configured. */
export function activeOutboxWorker(): RegisteredOutbox | undefined {
  return (globalThis as Holder)[KEY];
}
