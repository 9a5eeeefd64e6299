import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.server";

export type Database = ReturnType<typeof drizzlePg<typeof schema>> | ReturnType<typeof drizzlePglite<typeof schema>>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://… selects node-postgres; unset selects the embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data folder. */
  dataDir: string;
  migrationsFolder: string;
};

/** Opens the database chosen by the options and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
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
      db,
      kind: "postgres",
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  // PGlite creates its folder non-recursively.
  mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir);
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: options.migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    kind: "pglite",
    ping: async () => {
      if (client.closed) throw new Error("database is closed");
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}
