/**
 * The benchmark's baseline: the least a Node.js server can do to serve a page. It answers every
 * request with one pre-compressed body from memory and a fixed header set (the site's own headers
 * for that page, captured by bench/load.ts), with node:http and nothing else.
 *
 * Env: PORT, HOST (127.0.0.1), BASELINE_BODY (path of the .br file), BASELINE_HEADERS (path of a
 * JSON object of response headers). Prints "listening" when ready; exits on SIGTERM.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const body = readFileSync(process.env.BASELINE_BODY ?? "");
const headers = {
  ...(JSON.parse(readFileSync(process.env.BASELINE_HEADERS ?? "", "utf8")) as Record<string, string>),
  "Content-Length": body.length,
};

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
// The same keep-alive as the site's server (server/index.ts).
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1", () => console.log("listening"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
