import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";

/**
 * The methods the site answers (pages: GET and HEAD; the enquiry and chat endpoints: POST). Any other
 * method Node's parser knows gets 405; a token it does not know never gets here (Node answers 400).
 */
export const ALLOWED_METHODS = "GET, HEAD, POST";
const SITE_METHODS = new Set(ALLOWED_METHODS.split(", "));

/** A host name, an IPv4 address or a bracketed IPv6 literal, and an optional port (RFC 9110 §7.2). */
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?)(?::(\d{1,5}))?$/i;

export function isValidHost(host: string): boolean {
  const match = HOST.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65_535) && URL.canParse(`http://${host}/`);
}

/** Headers of the plain answers of this module (and of other non-document answers). */
export const PLAIN_HEADERS = {
  "Content-Type": "text/plain; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
} as const;

/** A plain answer of the request guard: its status, text and extra headers. */
export type Refusal = { status: number; text: string; headers?: Record<string, string> };

export function sendRefusal(res: ServerResponse, { status, text, headers = {} }: Refusal): void {
  res.writeHead(status, { ...PLAIN_HEADERS, ...headers, "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

/** How many times the request named a header (Node keeps only the first Host of several). */
function headerCount(req: IncomingMessage, name: string): number {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]?.toLowerCase() === name) count++;
  return count;
}

/**
 * The requests the site cannot serve, found before anything else reads them: a method it does not
 * answer (405 with Allow), more than one Host header (RFC 9112 §3.2), a malformed Host header or
 * request target (400). Null for a request to serve. A request target in absolute form
 * (`GET http://host/path`) is reduced to its path: the Host header names the site.
 */
export function refusalOf(req: IncomingMessage): Refusal | null {
  const method = req.method ?? "GET";
  if (!SITE_METHODS.has(method)) {
    return { status: 405, text: "Method Not Allowed", headers: { Allow: ALLOWED_METHODS } };
  }
  if (headerCount(req, "host") > 1) return { status: 400, text: "Bad Request: more than one Host header" };
  const host = req.headers.host;
  if (host !== undefined && !isValidHost(host)) return { status: 400, text: "Bad Request: invalid Host header" };
  const target = req.url ?? "/";
  if (!target.startsWith("/")) {
    const url = URL.canParse(target) ? new URL(target) : null;
    if (url?.protocol !== "http:" && url?.protocol !== "https:") {
      return { status: 400, text: "Bad Request: invalid request target" };
    }
    req.url = url.pathname + url.search;
  }
  return null;
}

/** CONNECT (a proxy's method) reaches the server's "connect" event, not its request handler: refuse it there. */
export function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  );
}

/** The origin of a request that passed `refuseUnservable`, for the URL handed to React Router. */
export function requestOrigin(req: IncomingMessage, protocol: string): string {
  return `${protocol === "https" ? "https" : "http"}://${req.headers.host ?? "localhost"}`;
}
