import pino from "pino";

export function createLogger(level: string) {
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization"], remove: true },
  });
}

export type Logger = ReturnType<typeof createLogger>;
