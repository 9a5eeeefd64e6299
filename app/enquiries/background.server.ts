/**
 * What the server runs beside requests for enquiries (started by server/index.ts after the database
 * is open, stopped before it is closed): the webhook outbox worker when ENQUIRY_WEBHOOK_URL is set,
 * and on PGlite the export socket for `npm run enquiries`.
 */
import type { DatabaseHandle } from "../db/client.server";
import { type ExportSocket, startExportSocket } from "./export-socket.server";
import { type OutboxLog, type OutboxWorker, startOutboxWorker } from "./outbox.server";
import { registerOutboxWorker } from "./runtime.server";

export type EnquiryBackgroundOptions = {
  database: DatabaseHandle;
  log: OutboxLog;
  /** PGlite data folder (for the export socket). */
  dataDir: string;
  webhook?: {
    url: string;
    secret?: string;
    timeoutMs: number;
    retryBaseMs: number;
    retryMaxMs: number;
  };
};

export async function startEnquiryBackground(options: EnquiryBackgroundOptions): Promise<{ stop(): Promise<void> }> {
  const { database, log, webhook } = options;
  let worker: OutboxWorker | undefined;
  let unregister = () => {};
  if (webhook) {
    worker = startOutboxWorker({ db: database.db, log, ...webhook });
    unregister = registerOutboxWorker(worker);
    log.info({ retryBaseMs: webhook.retryBaseMs, retryMaxMs: webhook.retryMaxMs }, "enquiry webhook outbox running");
  }
  let socket: ExportSocket | null = null;
  if (database.kind === "pglite") socket = await startExportSocket({ db: database.db, dataDir: options.dataDir, log });
  return {
    async stop() {
      unregister();
      await worker?.stop();
      await socket?.close();
    },
  };
}
