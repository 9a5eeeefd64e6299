import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.server";
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from "./timeouts";

export { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts };

export type Database = ReturnType<typeof drizzlePg<typeof schema>> | ReturnType<typeof drizzlePglite<typeof schema>>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  timeouts: DatabaseTimeouts;
  /** Resolves when the database answers a trivial query within `timeoutMs` (default: the query timeout). */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * `work`, or a DatabaseTimeoutError once it has run for `timeoutMs` (default: the query timeout),
   * on both drivers: a frozen PostgreSQL or a PGlite held by another transaction cannot hold a request
   * longer. The work itself runs on: it may still commit, which a retry's idempotency key then finds.
   */
  withinTimeout<T>(work: Promise<T>, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
};

/** The script that creates a new PGlite folder in a child process, from the project folder (ADR 018). */
export const PGLITE_INITDB_SCRIPT = "app/db/pglite-initdb.mjs";

/** PGlite's PostgreSQL buffer pool (ADR 018). */
export const PGLITE_SHARED_BUFFERS = "16MB";

export class DatabaseTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`the database did not answer within ${timeoutMs} ms`);
    this.name = "DatabaseTimeoutError";
  }
}

export type DatabaseOptions = {
  /** postgres://… selects node-postgres; unset selects the embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data folder. */
  dataDir: string;
  migrationsFolder: string;
  timeouts?: Partial<DatabaseTimeouts>;
};

function withinTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(timeoutMs)), timeoutMs);
  });
  // The work may settle after the answer went out: its late rejection is nobody's to handle.
  work.catch(() => {});
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/** Opens the database chosen by the options and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts };
  const bounded = {
    timeouts,
    withinTimeout: <T>(work: Promise<T>, timeoutMs = timeouts.queryMs) => withinTimeout(work, timeoutMs),
  };

  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: timeouts.connectMs,
      query_timeout: timeouts.queryMs,
      statement_timeout: timeouts.statementMs,
    });
    // An idle client losing its connection must not crash the process; the next query reports it.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema });
    try {
      await migratePg(db, { migrationsFolder: options.migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      ...bounded,
      db,
      kind: "postgres",
      ping: async (timeoutMs = timeouts.queryMs) => {
        await withinTimeout(db.execute(sql`select 1`), timeoutMs);
      },
      close: () => pool.end(),
    };
  }

  // PGlite creates its folder non-recursively.
  mkdirSync(options.dataDir, { recursive: true });
  if (!existsSync(path.join(options.dataDir, "PG_VERSION"))) {
    await promisify(execFile)(process.execPath, [path.resolve(PGLITE_INITDB_SCRIPT), options.dataDir]);
  }
  const client = await PGlite.create(options.dataDir, {
    // PostgreSQL's default buffer pool (128 MB) lives in PGlite's WebAssembly memory, which is this
    // process's memory; 16 MB holds this site's tables many times over (ADR 018).
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: options.migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    ...bounded,
    db,
    kind: "pglite",
    ping: async (timeoutMs = timeouts.queryMs) => {
      if (client.closed) throw new Error("database is closed");
      await withinTimeout(client.query("select 1"), timeoutMs);
    },
    close: () => client.close(),
  };
}
