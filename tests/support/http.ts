import http from "node:http";

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };

export type RawRequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The request target exactly as sent (`/\evil.example/`, `//x`), instead of the URL's normalised path. */
  target?: string;
};

/** A plain HTTP request with no automatic decompression, redirects or extra headers. */
export function rawRequest(url: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const { hostname, port, pathname, search } = new URL(url);
    const req = http.request(
      {
        hostname,
        port,
        path: options.target ?? pathname + search,
        method: options.method ?? "GET",
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString("utf8") });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}
