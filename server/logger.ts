import pino from "pino";

export function createLogger(level: string) {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: ["req.headers.cookie", "req.headers.authorization"], remove: true },
    },
    // Asynchronous stdout: a line is written at once when the process is idle, and lines queued
    // behind a write in flight go out together under load (one syscall for many request logs).
    // pino flushes what is queued when the process exits.
    pino.destination({ dest: 1, sync: false }),
  );
}

export type Logger = ReturnType<typeof createLogger>;
