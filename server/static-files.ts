import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import fresh from "fresh";
import Negotiator from "negotiator";

/** negotiator 1.x takes an order of preference among encodings of equal quality (its @types, 0.6, do not know it). */
type PreferringNegotiator = Negotiator & {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
};

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".data": "text/x-script",
};

/** One encoding of a file, with its complete response headers (built once: the hot path copies nothing). */
type Variant = { body: Buffer; headers: Readonly<Record<string, string | number>> };

type Encoding = "br" | "gzip" | "identity";

type StaticFile = {
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  /** The encodings it has, smallest first (the order of preference among encodings a client accepts equally). */
  encodings: Encoding[];
  etag: string;
  notModified: Readonly<Record<string, string>>;
};

/** A built file or pre-rendered page a request names. */
export type StaticMatch = {
  /** Its path in build/client (a page: `/about/index.html`), the key of its CSP hashes. */
  file: string;
  /** A pre-rendered page (its inline scripts are allowed by the hashes of that file). */
  page: boolean;
  entry: StaticFile;
};

export type StaticSite = {
  /** The built file or pre-rendered page a GET or HEAD request names, if any. */
  find(req: IncomingMessage): StaticMatch | undefined;
  /** Serves a found file from memory (the security headers are already on `res`: server/security.ts). */
  send(req: IncomingMessage, res: ServerResponse, match: StaticMatch): void;
  /** find, then send: true when it answered. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
};

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** The path a file is served at: a pre-rendered page's `about/index.html` at `/about`. */
function urlPathOf(file: string): string {
  if (file === "/index.html") return "/";
  return file.endsWith("/index.html") ? file.slice(0, -"/index.html".length) : file;
}

function cacheControlFor(urlPath: string, ext: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (ext === ".html" || ext === ".data") return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

/**
 * Loads build/client into memory once: every file with its brotli and gzip variants (written at build)
 * and its content headers computed once.
 */
export function loadStaticSite(clientDir: string): StaticSite {
  const files = new Map<string, StaticMatch>();
  if (!existsSync(clientDir)) throw new Error(`No build found at ${clientDir}: run "npm run build" first.`);

  for (const full of walk(clientDir)) {
    if (full.endsWith(".br") || full.endsWith(".gz")) continue;
    const rel = `/${path.relative(clientDir, full).split(path.sep).join("/")}`;
    const ext = path.extname(full).toLowerCase();
    const identity = readFileSync(full);
    const br = existsSync(`${full}.br`) ? readFileSync(`${full}.br`) : undefined;
    const gzip = existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`) : undefined;
    const etag = `"${createHash("sha1").update(identity).digest("base64url").slice(0, 22)}"`;
    const headers: Record<string, string> = {
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      "Cache-Control": cacheControlFor(rel, ext),
      ETag: etag,
    };
    if (br || gzip) headers.Vary = "Accept-Encoding";
    const variant = (body: Buffer, encoding?: string): Variant => ({
      body,
      headers: { ...headers, "Content-Length": body.length, ...(encoding ? { "Content-Encoding": encoding } : {}) },
    });
    const variants: StaticFile["variants"] = { identity: variant(identity) };
    if (br) variants.br = variant(br, "br");
    if (gzip) variants.gzip = variant(gzip, "gzip");
    const entry: StaticFile = {
      variants,
      encodings: (["br", "gzip", "identity"] as const).filter((encoding) => variants[encoding]),
      etag,
      notModified: { ETag: etag, "Cache-Control": headers["Cache-Control"] ?? "" },
    };
    files.set(urlPathOf(rel), { file: rel, page: ext === ".html", entry });
  }

  function find(req: IncomingMessage): StaticMatch | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    let pathname = q === -1 ? url : url.slice(0, q);
    if (pathname.includes("%")) {
      try {
        pathname = decodeURIComponent(pathname);
      } catch {
        return undefined;
      }
    }
    return files.get(pathname);
  }

  function send(req: IncomingMessage, res: ServerResponse, { entry: file }: StaticMatch): void {
    if (fresh(req.headers, { etag: file.etag })) {
      res.writeHead(304, file.notModified);
      res.end();
      return;
    }
    // No Accept-Encoding header: identity (negotiator reads it as an empty list).
    const negotiator = new Negotiator(req) as PreferringNegotiator;
    const encoding = negotiator.encoding(file.encodings, { preferred: file.encodings }) as Encoding | undefined;
    const variant = file.variants[encoding ?? "identity"] ?? file.variants.identity;
    res.writeHead(200, variant.headers as Record<string, string | number>);
    res.end(req.method === "HEAD" ? undefined : variant.body);
  }

  return {
    find,
    send,
    handle(req, res) {
      const match = find(req);
      if (match) send(req, res, match);
      return match !== undefined;
    },
  };
}
