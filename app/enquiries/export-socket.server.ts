/**
 * Export of enquiries while the server runs on PGlite (docs/decisions/004): PGlite allows one process
 * per data folder, so `npm run enquiries` cannot open the folder while the server has it. Instead the
 * server answers the CLI over a Unix socket that only its own user can connect to (mode 0600, owner
 * checked by the CLI). Nothing listens on a network port.
 */
import { createHash } from "node:crypto";
import { chmodSync, lstatSync, realpathSync, unlinkSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Database } from "../db/client.server";
import { listEnquiries } from "./store.server";

/** The socket of the server using this PGlite folder: in the temp folder, named after the folder's real path. */
export function exportSocketPath(dataDir: string): string {
  let real = resolve(dataDir);
  try {
    real = realpathSync(real);
  } catch {
    // not created yet: the resolved path is what the server will use
  }
  const hash = createHash("sha256").update(real).digest("hex").slice(0, 20);
  return join(tmpdir(), `aiva-enquiries-${hash}.sock`);
}

export type ExportSocket = { path: string; close(): Promise<void> };

export async function startExportSocket(options: {
  db: Database;
  dataDir: string;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}): Promise<ExportSocket | null> {
  const path = exportSocketPath(options.dataDir);
  // A socket left behind by a killed server: ours to replace (PGlite allows one server per folder).
  try {
    const stat = lstatSync(path);
    if (stat.isSocket() && stat.uid === process.getuid?.()) unlinkSync(path);
  } catch {
    // none there
  }
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://socket");
    if (req.method !== "GET" || url.pathname !== "/enquiries") {
      res.writeHead(404).end();
      return;
    }
    const since = url.searchParams.get("since");
    const sinceDate = since ? new Date(since) : null;
    if (sinceDate && Number.isNaN(sinceDate.getTime())) {
      res.writeHead(400).end();
      return;
    }
    try {
      const rows = await listEnquiries(options.db, sinceDate);
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ database: "pglite", rows }));
    } catch (error) {
      res.writeHead(503, { "Content-Type": "application/json" }).end(JSON.stringify({ error: String(error) }));
    }
  });
  const listening = await new Promise<boolean>((done) => {
    server.once("error", (error) => {
      options.log.warn({ err: error, path }, "enquiry export socket not available; the CLI needs the server stopped");
      done(false);
    });
    server.listen(path, () => done(true));
  });
  if (!listening) return null;
  chmodSync(path, 0o600);
  options.log.info({ path }, "enquiry export socket listening");
  return {
    path,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
