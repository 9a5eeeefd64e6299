import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";

export type CspOptions = {
  /** Extra script sources: 'sha256-…' hashes of a pre-rendered page, or a request's 'nonce-…'. */
  scriptSources: string[];
  /** Google Analytics configured at build: allow its script and beacons. */
  analytics: boolean;
  /** Development (Vite): no CSP, the dev server injects inline scripts. */
  development?: boolean;
};

const GA_SCRIPT = "https://www.googletagmanager.com";
const GA_CONNECT = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

/** Browser features the site never uses, denied to the page and anything it could embed. */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * helmet with our strict policy (scripts only from our origin plus the given hashes or nonce; no
 * framing at all, by CSP and X-Frame-Options alike), and the Permissions-Policy.
 */
export function securityMiddleware({ scriptSources, analytics, development }: CspOptions) {
  const headers = helmet({
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            "default-src": ["'self'"],
            "script-src": ["'self'", ...scriptSources, ...(analytics ? [GA_SCRIPT] : [])],
            "script-src-attr": ["'none'"],
            "style-src": ["'self'", "'unsafe-inline'"],
            "img-src": ["'self'", "data:", ...(analytics ? ["https://*.google-analytics.com", GA_SCRIPT] : [])],
            "font-src": ["'self'"],
            "connect-src": ["'self'", ...(analytics ? GA_CONNECT : [])],
            "manifest-src": ["'self'"],
            "frame-src": ["'none'"],
            "object-src": ["'none'"],
            "base-uri": ["'self'"],
            "form-action": ["'self'"],
            "frame-ancestors": ["'none'"],
          },
        },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
    xFrameOptions: { action: "deny" },
  });
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}

/** Runs helmet once against a stand-in response and returns the headers it set (for precomputed static responses). */
export function captureSecurityHeaders(options: CspOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
    getHeader(name: string) {
      return headers[name];
    },
  } as unknown as ServerResponse;
  securityMiddleware(options)({} as IncomingMessage, res, () => {});
  return headers;
}
