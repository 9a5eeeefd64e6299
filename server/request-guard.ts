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

function answer(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { ...PLAIN_HEADERS, ...headers, "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

/**
 * Answers the requests the site cannot serve, before anything else reads them: a method it does not
 * answer (405 with Allow), a malformed Host header or request target (400). Returns true when
 * it answered. A request target in absolute form (`GET http://host/path`) is reduced to its path: the
 * Host header names the site.
 */
export function refuseUnservable(req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? "GET";
  if (!SITE_METHODS.has(method)) {
    answer(res, 405, "Method Not Allowed", { Allow: ALLOWED_METHODS });
    return true;
  }
  const host = req.headers.host;
  if (host !== undefined && !isValidHost(host)) {
    answer(res, 400, "Bad Request: invalid Host header");
    return true;
  }
  const target = req.url ?? "/";
  if (!target.startsWith("/")) {
    const url = URL.canParse(target) ? new URL(target) : null;
    if (url?.protocol !== "http:" && url?.protocol !== "https:") {
      answer(res, 400, "Bad Request: invalid request target");
      return true;
    }
    req.url = url.pathname + url.search;
  }
  return false;
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
