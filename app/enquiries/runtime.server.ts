/**
 * Process-wide link between the outbox worker (started by server/index.ts) and the /contact action
 * (in the React Router server bundle, a separate module graph): a registry under a global symbol.
 * While a worker is registered, new enquiries get an outbox row and wake it.
 */
const KEY = Symbol.for("aiva.enquiries.outbox");

type Registered = { wake(): void };
type Holder = { [KEY]?: Registered };

export function registerOutboxWorker(worker: Registered): () => void {
  (globalThis as Holder)[KEY] = worker;
  return () => {
    if ((globalThis as Holder)[KEY] === worker) delete (globalThis as Holder)[KEY];
  };
}

/** The running outbox worker, if ENQUIRY_WEBHOOK_URL is set. */
export function activeOutboxWorker(): Registered | undefined {
  return (globalThis as Holder)[KEY];
}
