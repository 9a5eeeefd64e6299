import { isUtf8 } from "node:buffer";
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { AppServices } from "../app/context.server";
import { legacyRedirects } from "../app/content/pages";
import { isFileRequestPath } from "../app/lib/file-requests";
import { FIRST_TAP_SCRIPT } from "../app/lib/first-tap";
import type { DatabaseHandle } from "../app/db/client.server";
import type { Env } from "./env";
import { createRequestLog, type Logger } from "./logger";
import { reactRouterHandler } from "./react-router-handler";
import { refuseUnservable } from "./request-guard";
import { captureSecurityHeaders, securityMiddleware } from "./security";
import { loadStaticSite } from "./static-files";

/**
 * Form posts (the enquiry forms): the largest valid enquiry must fit. A 5,000-character message in
 * Japanese or Chinese is 15 KB of UTF-8 and 45 KB once form-encoded (every byte becomes %XX), about
 * 53 KB with the other fields.
 */
export const FORM_BODY_LIMIT = "64kb";
/** JSON (the chat endpoint): 2,000 characters of message and three 512-character meta strings fit many times. */
export const JSON_BODY_LIMIT = "16kb";

export type BuildInfo = { analytics: boolean; cspHashes: Record<string, string[]> };

export type SiteServerOptions = {
  env: Env;
  log: Logger;
  database: DatabaseHandle;
  /** The clock the loaders and actions read (AppServices.now); default: the system's. */
  now?: () => Date;
  /** The running outbox worker, handed to the loaders and actions (AppServices.outbox). */
  outbox?: AppServices["outbox"];
  /** Production: the built server bundle and build/client. Development: Vite supplies both. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir?: string;
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

  const staticSite = options.clientDir
    ? loadStaticSite(
        options.clientDir,
        (file) =>
          captureSecurityHeaders({ scriptSources: buildInfo.cspHashes[file] ?? [], analytics: buildInfo.analytics }),
        captureSecurityHeaders({ scriptSources: [], analytics: buildInfo.analytics }),
      )
    : undefined;

  const requestLog = createRequestLog(log);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(env.TRUST_PROXY));

  // Every answer from here on has the security headers and is not cached, unless it says otherwise.
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  app.use(
    securityMiddleware({
      scriptSources: [`'nonce-${"{{nonce}}"}'`, FIRST_TAP_HASH],
      analytics: buildInfo.analytics,
      development,
    }) as RequestHandler,
  );
  app.use(applyNonce);

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
  app.use(compression());
  app.use(sameOriginWrites);
  app.use(express.raw({ type: isJson, limit: JSON_BODY_LIMIT }));
  app.use(utf8Json);
  app.use(express.raw({ type: (req) => !isJson(req), limit: FORM_BODY_LIMIT }));

  app.all(
    "/{*splat}",
    reactRouterHandler(
      options.build,
      development ? "development" : "production",
      (req, res) => {
        const services: AppServices = {
          database,
          outbox: options.outbox,
          now,
          log,
          clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
          cspNonce: res.locals.cspNonce as string,
          config: {
            rateLimitDisabled: env.RATE_LIMIT_DISABLED,
            contactPerMinute: env.CONTACT_RATE_LIMIT_PER_MINUTE,
            contactPerHour: env.CONTACT_RATE_LIMIT_PER_HOUR,
            chatPerSessionPerMinute: env.CHAT_RATE_LIMIT_PER_SESSION_PER_MINUTE,
            chatPerIpPerMinute: env.CHAT_RATE_LIMIT_PER_IP_PER_MINUTE,
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

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    requestLog(req, res);
    if (refuseUnservable(req, res)) return;
    if (staticSite?.handle(req, res)) return;
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

/** helmet cannot read res.locals, so the CSP carries a marker that is swapped for this request's nonce. */
const applyNonce: RequestHandler = (_req, res, next) => {
  const csp = res.getHeader("Content-Security-Policy");
  if (typeof csp === "string") {
    res.setHeader("Content-Security-Policy", csp.replace("{{nonce}}", res.locals.cspNonce as string));
  }
  next();
};

/**
 * Refuses writes whose Origin names a different host than the one the request came to
 * (cross-site form posts and scripted calls). Requests without Origin (curl, old browsers) pass.
 */
const sameOriginWrites: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
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
    reason: `bodies are limited to ${JSON_BODY_LIMIT} of JSON and ${FORM_BODY_LIMIT} of form data`,
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
