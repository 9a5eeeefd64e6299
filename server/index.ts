import { existsSync, readFileSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { ownerCalendar } from "../app/booking/caldav.server";
import { bookingAvailability, calDavSettings } from "../app/booking/settings";
import { chatSessionTokens, storedSessionSecret } from "../app/chat/session-token.server";
import { openDatabase } from "../app/db/client.server";
import { startEnquiryBackground } from "./background";
import { emailSettings } from "../app/notify/settings.server";
import { pruneRateLimits } from "../app/lib/rate-limit.server";
import { type BuildInfo, createSiteServer } from "./app";
import { AFTER_FIRST_PAINT_FILE } from "./defer-hydration";
import { trackConnections } from "./connections";
import { parseEnv } from "./env";
import { refuseConnect } from "./request-guard";
import { createLogger } from "./logger";

/**
 * The project folder: `npm run dev` runs this file through tsx, `npm run serve` its compiled copy in
 * the build folder (`npm run build:server`); both from the project folder, which holds drizzle/ and data/.
 */
const root = process.cwd();
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
/** After SIGTERM, a connection with no request for this long is closed (a busy client asks again sooner). */
const QUIET_BEFORE_CLOSE_MS = 1_000;
/**
 * After SIGTERM, connections are still accepted for this long (and answered with `Connection: close`):
 * closing the listener at once resets every connection the kernel has completed but Node has not yet
 * accepted, and their clients see ECONNRESET for a request they already wrote.
 */
const ACCEPT_AFTER_SIGNAL_MS = 500;
/** How often Node checks the header and request timeouts (its default, 30 s, would let a slow client stay twice as long). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

async function main() {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const log = createLogger(env.LOG_LEVEL);
  const development = env.NODE_ENV === "development";

  if (!env.DATABASE_URL && !existsSync(path.join(root, env.DATA_DIR, "PG_VERSION"))) {
    log.info({ dataDir: env.DATA_DIR }, "creating the PGlite data folder (initdb: once, 10-30 s)");
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(root, env.DATA_DIR),
    migrationsFolder: path.join(root, "drizzle"),
    timeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      queryMs: env.DATABASE_QUERY_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    },
  });
  log.info({ database: database.kind }, "database ready, migrations applied");
  const dataDir = path.resolve(root, env.DATA_DIR);
  const chatSessions = chatSessionTokens(env.CHAT_SESSION_SECRET ?? (await storedSessionSecret(database.db)));
  const calDav = calDavSettings(env);
  const ownerCalendarHandle = calDav ? ownerCalendar(calDav, bookingAvailability(env).timeZone) : undefined;
  // Outbox worker (ENQUIRY_WEBHOOK_URL, SMTP_URL, CALDAV_URL) and, on PGlite, the export socket for `npm run enquiries`.
  const enquiries = await startEnquiryBackground({
    database,
    log,
    dataDir,
    webhook: env.ENQUIRY_WEBHOOK_URL
      ? {
          url: env.ENQUIRY_WEBHOOK_URL,
          secret: env.ENQUIRY_WEBHOOK_SECRET,
          timeoutMs: env.ENQUIRY_WEBHOOK_TIMEOUT_MS,
          retryBaseMs: env.ENQUIRY_WEBHOOK_RETRY_BASE_MS,
          retryMaxMs: env.ENQUIRY_WEBHOOK_RETRY_MAX_MS,
        }
      : undefined,
    email: emailSettings(env),
    calendar:
      calDav && ownerCalendarHandle
        ? { calendar: ownerCalendarHandle, url: calDav.url, timeoutMs: calDav.timeoutMs }
        : undefined,
  });

  // Rate-limit counters are only needed for their window (an hour at most): clear old ones hourly.
  const prune = () =>
    pruneRateLimits(database.db).catch((error) => log.warn({ err: error }, "could not prune rate-limit counters"));
  void prune();
  setInterval(prune, 3_600_000).unref();

  const testClock = env.TEST_CLOCK ? new Date(env.TEST_CLOCK) : undefined;
  const now = testClock ? () => new Date(testClock) : () => new Date();

  let siteServer: ReturnType<typeof createSiteServer>;
  let closeVite: (() => Promise<void>) | undefined;
  if (development) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    closeVite = () => devServer.close();
    siteServer = createSiteServer({
      env,
      log,
      database,
      chatSessions,
      outbox: enquiries.outbox,
      ownerCalendar: ownerCalendarHandle,
      now,
      build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      buildInfo: { analytics: false, cspHashes: {} },
      viteMiddlewares: devServer.middlewares as never,
    });
  } else {
    const serverBuildPath = path.join(buildDir, "server/index.js");
    if (!existsSync(serverBuildPath)) {
      log.fatal("No production build found: run `npm run build` first (or use `npm start`, which builds).");
      await enquiries.stop();
      await database.close();
      process.exit(1);
    }
    const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
    const buildInfo = JSON.parse(readFileSync(path.join(buildDir, "build-info.json"), "utf8")) as BuildInfo;
    siteServer = createSiteServer({
      env,
      log,
      database,
      chatSessions,
      outbox: enquiries.outbox,
      ownerCalendar: ownerCalendarHandle,
      now,
      build,
      buildInfo,
      clientDir: path.join(buildDir, "client"),
      afterFirstPaint: readFileSync(path.join(root, AFTER_FIRST_PAINT_FILE), "utf8"),
    });
  }

  // Responses not yet finished, so that a shutdown can tell them to close their connection.
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  const server = createServer({ connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS }, (req, res) => {
    if (draining) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
    siteServer.listener(req, res);
  });
  server.on("connect", refuseConnect);
  const connections = trackConnections(server);
  server.keepAliveTimeout = 65_000;
  // A client that sends its headers or its body slowly is cut off with 408 (a body announced larger than the
  // route takes is refused at once: server/app.ts).
  server.headersTimeout = env.HEADERS_TIMEOUT_MS;
  server.requestTimeout = env.REQUEST_TIMEOUT_MS;
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    log.info(
      { host: env.HOST, port, mode: env.NODE_ENV },
      `AIVA site listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`,
    );
  });

  /**
   * Stops accepting connections; every answer from now on, and every one in flight whose headers are not
   * out yet, carries `Connection: close`, so busy keep-alive clients let go after their current request,
   * and a request that arrives on a connection after the signal is answered (with `Connection: close`),
   * never reset. A connection with no request for QUIET_BEFORE_CLOSE_MS (one whose answer went out as
   * keep-alive before the signal and whose client has gone quiet) is closed. Exits 0 when the last
   * connection has closed, 1 after SHUTDOWN_TIMEOUT_MS.
   */
  const shutdown = (signal: string) => {
    if (draining) return;
    draining = true;
    log.info({ signal, inFlight: inFlight.size }, "shutting down: finishing open requests");
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    const force = setTimeout(() => {
      log.error({ inFlight: inFlight.size }, "shutdown timed out; exiting");
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    const closeIdle = setInterval(() => connections.closeQuiet(QUIET_BEFORE_CLOSE_MS), 100);
    closeIdle.unref();
    connections.closeQuiet(QUIET_BEFORE_CLOSE_MS);
    // net.Server's close, not http.Server's: http's also destroys every connection idle at that instant,
    // and a keep-alive client may have just written its next request to one of them (it would be reset).
    // This one only stops accepting; the callback runs once the last connection has closed (ADR 038).
    // It runs after ACCEPT_AFTER_SIGNAL_MS, so the connections waiting to be accepted are accepted first.
    const stopAccepting = setTimeout(() => {
      NetServer.prototype.close.call(server, async () => {
        clearInterval(closeIdle);
        await closeVite?.();
        await enquiries.stop();
        await database.close();
        log.info("shutdown complete");
        process.exit(0);
      });
    }, ACCEPT_AFTER_SIGNAL_MS);
    stopAccepting.unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
