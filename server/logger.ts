import type { IncomingMessage, ServerResponse } from "node:http";
import pino from "pino";
import { pinoHttp } from "pino-http";

export function createLogger(level: string) {
  return pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
    // Asynchronous stdout: lines queued behind a write in flight go out together under load. pino
    // flushes what is queued when the process exits.
    pino.destination({ dest: 1, sync: false }),
  );
}

export type Logger = ReturnType<typeof createLogger>;

/**
 * The request log: one line per request, pre-rendered pages and assets included, with the method,
 * the path (without the query, which may carry what a visitor typed), the status and the time taken.
 * 5xx at error level, 404 at warn, the rest at info.
 */
export function createRequestLog(log: Logger) {
  return pinoHttp({
    logger: log,
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage) => ({ method: req.method, path: (req.url ?? "").split("?", 1)[0] }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? "error" : res.statusCode === 404 ? "warn" : "info",
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request",
  });
}
