import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { writeReadableStreamToWritable } from "@react-router/node";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { deferHydration, HYDRATION_MARKER } from "./defer-hydration";
import { requestOrigin } from "./request-guard";

/**
 * Hands an Express request to React Router. Unlike @react-router/express it takes the body that
 * Express already read (so the body limit holds for every route) instead of the raw stream.
 */
export function reactRouterHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: string,
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext,
  /** Production: the text of server/after-first-paint.js (see scriptsAfterFirstPaint). */
  afterFirstPaint?: string,
) {
  const handle = createRequestHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const request = toFetchRequest(req, res);
      const response = await handle(request, getLoadContext(req, res));
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [key, value] of response.headers.entries()) {
        if (key.toLowerCase() === "set-cookie") continue;
        res.setHeader(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) res.setHeader("Set-Cookie", cookies);
      if (response.body && req.method !== "HEAD" && afterFirstPaint && isHtml(response)) {
        res.removeHeader("Content-Length");
        res.end(scriptsAfterFirstPaint(await response.text(), afterFirstPaint));
      } else if (response.body && req.method !== "HEAD") {
        await writeReadableStreamToWritable(response.body, res);
      } else {
        await response.body?.cancel();
        res.end();
      }
    } catch (error) {
      // The client went away mid-response: nothing to answer and nothing went wrong on our side.
      if (res.destroyed || res.writableEnded || req.socket.destroyed) return;
      next(error);
    }
  };
}

function isHtml(response: Response): boolean {
  return response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
}

/**
 * A page rendered for this request (not-found, a form's answer without JavaScript) loads its scripts
 * after the first paint, as the pre-rendered pages do (ADRs 008 and 041; not in development, where
 * Vite's scripts have another shape). A document without React Router's hydration script is sent as
 * it is; one that has it in a shape deferHydration does not know (a React Router upgrade) is an error,
 * answered 500 and caught by tests/server/http.test.ts, never sent unchanged in silence.
 */
function scriptsAfterFirstPaint(html: string, afterFirstPaint: string): string {
  if (!html.includes(HYDRATION_MARKER)) return html;
  return deferHydration(html, afterFirstPaint);
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // Joined, not resolved: a target of "//host/x" stays a path on our origin.
  const url = new URL(`${requestOrigin(req, req.protocol)}${req.originalUrl}`);
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array();
  }
  return new Request(url, init);
}
