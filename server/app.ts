import { bookingAvailability } from "../app/booking/settings";
import { isUtf8 } from "node:buffer";
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { ChatSessionTokens } from "../app/chat/session-token.server";
import type { AppServices } from "../app/context.server";
import { legacyRedirects } from "../app/content/pages";
import { isFileRequestPath } from "../app/lib/file-requests";
import { FIRST_TAP_SCRIPT } from "../app/lib/first-tap";
import type { DatabaseHandle } from "../app/db/client.server";
import type { Env } from "./env";
import { createRequestLog, type Logger } from "./logger";
import { reactRouterHandler } from "./react-router-handler";
import { refusalOf, sendRefusal } from "./request-guard";
import { securityMiddleware } from "./security";
import { loadStaticSite } from "./static-files";

/**
 * Form posts (the enquiry forms): the largest valid enquiry must fit. A 5,000-character message in
 * Japanese or Chinese is 15 KB of UTF-8 and 45 KB once form-encoded (every byte becomes %XX), about
 * 53 KB with the other fields.
 */
export const FORM_BODY_LIMIT = 64 * 1024;
/** JSON (the chat endpoint): 2,000 characters of message and three 512-character meta strings fit many times. */
export const JSON_BODY_LIMIT = 16 * 1024;

export type BuildInfo = { analytics: boolean; cspHashes: Record<string, string[]> };

export type SiteServerOptions = {
  env: Env;
  log: Logger;
  database: DatabaseHandle;
  /** The clock the loaders and actions read (AppServices.now); default: the system's. */
  now?: () => Date;
  /** The running outbox worker, handed to the loaders and actions (AppServices.outbox). */
  outbox?: AppServices["outbox"];
  /** The owner's CalDAV calendar (CALDAV_URL), whose busy times are not offered. */
  ownerCalendar?: AppServices["ownerCalendar"];
  /** Production: the built server bundle and build/client. Development: Vite supplies both. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir?: string;
  /** Signs and checks the chat session ids (CHAT_SESSION_SECRET or the database's stored key). */
  chatSessions: ChatSessionTokens;
  /** Production: the text of server/after-first-paint.js, for the pages rendered per request. */
  afterFirstPaint?: string;
  buildInfo: BuildInfo;
  /** Development only: Vite's middlewares, mounted before React Router. */
  viteMiddlewares?: RequestHandler;
};

/** The first-tap script (ADR 031) is the same inline script in every page: pages rendered per request allow it by hash. */
const FIRST_TAP_HASH = `'sha256-${createHash("sha256").update(FIRST_TAP_SCRIPT, "utf8").digest("base64")}'`;

const redirectMap = new Map<string, string>(legacyRedirects.map((r) => [r.from, r.to]));

/** The request listener of the site: the request log, the request guard, pre-rendered files from memory, then Express. */
export function createSiteServer(options: SiteServerOptions): {
  listener: (req: IncomingMessage, res: ServerResponse) => void;
} {
  const { env, log, database, buildInfo } = options;
  const now = options.now ?? (() => new Date());
  const development = env.NODE_ENV === "development";

  const staticSite = options.clientDir ? loadStaticSite(options.clientDir) : undefined;

  // The script sources of each response's CSP (helmet reads them through a function directive), and the
  // nonce of a page rendered for the request.
  const scriptSourcesOf = new WeakMap<ServerResponse, readonly string[]>();
  const nonceOf = new WeakMap<ServerResponse, string>();
  const securityHeaders = securityMiddleware({
    scriptSources: (_req, res) => scriptSourcesOf.get(res) ?? [],
    analytics: buildInfo.analytics,
    development,
  });

  const requestLog = createRequestLog(log);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(env.TRUST_PROXY));

  // Every answer from here on is not cached, unless it says otherwise (the security headers are on already).
  app.use((_req, res, next) => {
    res.locals.cspNonce = nonceOf.get(res);
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  app.get("/healthz", async (_req, res) => {
    try {
      await database.ping(env.HEALTH_CHECK_TIMEOUT_MS);
      res.json({ status: "ok", database: database.kind });
    } catch (error) {
      log.error({ err: error }, "health check: database unavailable");
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.use((req, res, next) => {
    const target = redirectMap.get(req.path);
    if (target) return permanentRedirect(res, target + queryOf(req.originalUrl));
    if (req.path.length > 1 && req.path.endsWith("/") && (req.method === "GET" || req.method === "HEAD")) {
      return permanentRedirect(res, originPath(req.path.replace(/\/+$/, "")) + queryOf(req.originalUrl));
    }
    if (isFileRequestPath(req.path)) {
      log.warn({ path: req.path }, "not found (file)");
      return res.status(404).type("text/plain").send("Not Found");
    }
    next();
  });

  if (options.viteMiddlewares) app.use(options.viteMiddlewares);
  app.use(sameOriginWrites);
  app.use(refuseLargeBodies);
  app.use(compression());
  app.use(express.raw({ type: isJson, limit: JSON_BODY_LIMIT }));
  app.use(utf8Json);
  app.use(express.raw({ type: (req) => !isJson(req), limit: FORM_BODY_LIMIT }));

  const booking = bookingAvailability(env);
  app.all(
    "/{*splat}",
    reactRouterHandler(
      options.build,
      development ? "development" : "production",
      (req, res) => {
        const services: AppServices = {
          database,
          outbox: options.outbox,
          ownerCalendar: options.ownerCalendar,
          now,
          log,
          clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
          cspNonce: res.locals.cspNonce as string,
          chatSessions: options.chatSessions,
          config: {
            rateLimitDisabled: env.RATE_LIMIT_DISABLED,
            contactPerMinute: env.CONTACT_RATE_LIMIT_PER_MINUTE,
            contactPerHour: env.CONTACT_RATE_LIMIT_PER_HOUR,
            chatPerSessionPerMinute: env.CHAT_RATE_LIMIT_PER_SESSION_PER_MINUTE,
            chatPerIpPerMinute: env.CHAT_RATE_LIMIT_PER_IP_PER_MINUTE,
            booking,
            chatLeadEmailsPerHour: env.CHAT_LEAD_EMAILS_PER_HOUR,
            llm:
              env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL
                ? {
                    baseUrl: env.LLM_BASE_URL,
                    apiKey: env.LLM_API_KEY,
                    model: env.LLM_MODEL,
                    timeoutMs: env.LLM_TIMEOUT_MS,
                  }
                : null,
          },
        };
        return { services };
      },
      options.afterFirstPaint,
    ),
  );

  app.use(errorHandler(log));

  /**
   * Every response gets the security headers first (the guard's refusals and the files from memory
   * too): a pre-rendered page's CSP allows its inline scripts by their hashes, a page rendered for this
   * request by its nonce and the first-tap script's hash.
   */
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    requestLog(req, res);
    const refusal = refusalOf(req);
    const file = refusal ? undefined : staticSite?.find(req);
    if (file?.page) scriptSourcesOf.set(res, buildInfo.cspHashes[file.file] ?? []);
    else if (!refusal && !file) {
      const nonce = randomBytes(16).toString("base64");
      nonceOf.set(res, nonce);
      scriptSourcesOf.set(res, [`'nonce-${nonce}'`, FIRST_TAP_HASH]);
    }
    securityHeaders(req, res, () => {});
    if (refusal) return sendRefusal(res, refusal);
    if (file && staticSite) return staticSite.send(req, res, file);
    app(req as express.Request, res as express.Response);
  };
  return { listener };
}

function isJson(req: IncomingMessage): boolean {
  return /\bjson\b/i.test(req.headers["content-type"] ?? "");
}

/**
 * A path as a redirect target that can only name our own origin: leading slashes and backslashes, raw
 * or percent-encoded, become one "/" (browsers read `//host` and `/\host` as another host).
 */
export function originPath(path: string): string {
  return path.replace(/^(?:[/\\]|%2f|%5c)+/i, "/");
}

function permanentRedirect(res: express.Response, location: string) {
  res.set("Cache-Control", "public, max-age=3600").redirect(301, location);
}

function queryOf(url: string): string {
  const q = url.indexOf("?");
  return q === -1 ? "" : url.slice(q);
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "" || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** JSON is UTF-8 (RFC 8259): other bytes would reach the handler as U+FFFD and be stored so. */
const utf8Json: RequestHandler = (req, res, next) => {
  if (Buffer.isBuffer(req.body) && isJson(req) && !isUtf8(req.body)) {
    res.status(400).json({ error: "Malformed request", reason: "the body is not UTF-8 text" });
    return;
  }
  next();
};

/**
 * A body announced larger than its route takes is refused before a byte of it is read (body-parser
 * would read it all first, to keep the connection usable): 413, and the connection closed after it.
 */
const refuseLargeBodies: RequestHandler = (req, res, next) => {
  const length = Number(req.get("content-length"));
  if (length > (isJson(req) ? JSON_BODY_LIMIT : FORM_BODY_LIMIT)) {
    res.setHeader("Connection", "close");
    res.status(413).json(ERROR_ANSWERS[413]);
    return;
  }
  next();
};

/**
 * Refuses writes whose Origin names a different host than the one the request came to, or that the
 * browser says come from another site (`Sec-Fetch-Site: cross-site`, sent even where Origin is not):
 * cross-site form posts and scripted calls. Requests without either (curl, old browsers) pass.
 */
const sameOriginWrites: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  if (req.get("sec-fetch-site")?.trim().toLowerCase() === "cross-site") {
    res.status(403).json({ error: "Cross-origin request refused" });
    return;
  }
  const origin = req.get("origin");
  if (!origin) return next();
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = "";
  }
  const host =
    req.get("x-forwarded-host") && req.app.get("trust proxy") ? req.get("x-forwarded-host") : req.get("host");
  if (originHost && host && originHost.toLowerCase() === host.toLowerCase()) return next();
  res.status(403).json({ error: "Cross-origin request refused" });
};

/** What the error handler answers, by status: a JSON error and its reason. */
const ERROR_ANSWERS: Record<number, { error: string; reason: string }> = {
  400: { error: "Malformed request", reason: "the request's path, headers or body could not be read" },
  413: {
    error: "Request body too large",
    reason: `bodies are limited to ${JSON_BODY_LIMIT / 1024} KB of JSON and ${FORM_BODY_LIMIT / 1024} KB of form data`,
  },
  500: { error: "Internal Server Error", reason: "the server failed; please try again" },
};

function errorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status >= 500) log.error({ err: error, path: req.path }, "unhandled error");
    if (res.headersSent) return res.end();
    res.status(status).json(ERROR_ANSWERS[status] ?? { error: "Request refused", reason: `status ${status}` });
  };
}
