import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";

export type SecurityOptions = {
  /**
   * The script sources of this response besides 'self': a pre-rendered page's 'sha256-…' hashes, or a
   * page rendered for this request's 'nonce-…' (helmet asks for them per response: a function directive).
   */
  scriptSources: (req: IncomingMessage, res: ServerResponse) => readonly string[];
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
 * helmet with our strict policy (scripts only from our origin plus the response's hashes or nonce; no
 * framing at all, by CSP and X-Frame-Options alike), and the Permissions-Policy. It runs on every
 * response, the request guard's refusals and the files served from memory included.
 */
export function securityMiddleware({ scriptSources, analytics, development }: SecurityOptions) {
  const headers = helmet({
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            "default-src": ["'self'"],
            "script-src": [
              "'self'",
              (req, res) => scriptSources(req, res as ServerResponse).join(" "),
              ...(analytics ? [GA_SCRIPT] : []),
            ],
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
