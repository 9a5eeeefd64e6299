/**
 * Export of enquiries and chat conversations while the server runs on PGlite (docs/decisions/004):
 * PGlite allows one process per data folder, so `npm run enquiries` and `npm run chats` cannot open
 * the folder while the server has it. Instead the server answers them over a Unix socket that only
 * its own user can connect to (mode 0600, owner checked by the client). Nothing listens on a network
 * port. Routes: `GET /enquiries?since=ISO`, `GET /chats?since=ISO&leads=1` and `GET /failed?since=ISO`
 * (outbox jobs rejected for good).
 */
import { createHash } from "node:crypto";
import { chmodSync, lstatSync, realpathSync, unlinkSync } from "node:fs";
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { listConversations } from "../app/chat/storage.server";
import type { Database } from "../app/db/client.server";
import { listFailedJobs } from "../app/enquiries/failed-jobs.server";
import { listEnquiries } from "../app/enquiries/store.server";

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

type Route = (db: Database, since: Date | null, url: URL) => Promise<Record<string, unknown>>;

/** What the socket answers, by path: each route gets the parsed `since` and answers a JSON object. */
const ROUTES = new Map<string, Route>([
  ["/enquiries", async (db, since) => ({ database: "pglite", rows: await listEnquiries(db, since) })],
  ["/failed", async (db, since) => ({ database: "pglite", jobs: await listFailedJobs(db, since) })],
  [
    "/chats",
    async (db, since, url) => ({
      database: "pglite",
      conversations: await listConversations(db, { since, leadsOnly: url.searchParams.get("leads") === "1" }),
    }),
  ],
]);

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

async function answer(db: Database, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://socket");
  const route = ROUTES.get(url.pathname);
  if (req.method !== "GET" || !route) {
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
    sendJson(res, 200, await route(db, sinceDate, url));
  } catch (error) {
    sendJson(res, 503, { error: String(error) });
  }
}

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
  const server: Server = createServer((req, res) => {
    answer(options.db, req, res).catch(() => {
      // Only a request the parser let through but URL cannot read gets here.
      if (!res.headersSent) res.writeHead(400);
      res.end();
    });
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

/** True when `socketPath` is a socket owned by this user (another user's file in the temp folder is not our server). */
function isOwnSocket(socketPath: string): boolean {
  try {
    const stat = lstatSync(socketPath);
    return stat.isSocket() && stat.uid === process.getuid?.();
  } catch {
    return false;
  }
}

/**
 * The client side, for the CLIs: asks the server running on a PGlite folder for `route` (path and
 * query, e.g. "/chats?leads=1") and resolves with the parsed JSON answer, or null when no server
 * listens there (then the folder is free to open). Rejects when the server answers with an error.
 */
export function askExportSocket(socketPath: string, route: string, timeoutMs = 30_000): Promise<unknown | null> {
  if (!isOwnSocket(socketPath)) return Promise.resolve(null);
  return new Promise((done, fail) => {
    const req = request({ socketPath, path: route, method: "GET", timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        if (res.statusCode !== 200) {
          fail(new Error(`the running server could not answer ${route} (${res.statusCode} ${body})`));
          return;
        }
        try {
          done(JSON.parse(body));
        } catch {
          fail(new Error(`the running server answered ${route} with something that is not JSON`));
        }
      });
    });
    req.on("timeout", () => req.destroy(new Error(`the running server did not answer within ${timeoutMs / 1000} s`)));
    req.on("error", (error: NodeJS.ErrnoException) => {
      // A socket file left by a killed server: nobody listens, so the folder is free.
      if (error.code === "ECONNREFUSED" || error.code === "ENOENT") done(null);
      else fail(error);
    });
    req.end();
  });
}
