/**
 * npm run enquiries -- [--since YYYY-MM-DD] [--format table|csv|json] [--failed]
 *
 * Prints the stored enquiries (contact and assessment forms), oldest first, to stdout; a summary of
 * where they came from goes to stderr. With --failed it prints the notifications the receiver rejected
 * for good instead (e-mails answered with an SMTP 5xx), each with the enquiry or chat lead it was about. The database is the server's: DATABASE_URL (PostgreSQL), or
 * else the PGlite folder DATA_DIR (default ./data). PGlite allows one process per folder, so while a
 * server runs on that folder the CLI asks it over its export socket (docs/decisions/004); with no
 * server running it opens the folder itself.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../app/db/schema.server";
import { askExportSocket, exportSocketPath } from "../server/export-socket";
import { type ExportFormat, formatEnquiries } from "../app/enquiries/export.server";
import { type FailedJob, formatFailedJobs, listFailedJobs } from "../app/enquiries/failed-jobs.server";
import { listEnquiries, type StoredEnquiry } from "../app/enquiries/store.server";

const root = fileURLToPath(new URL("..", import.meta.url));
const USAGE = "usage: npm run enquiries -- [--since YYYY-MM-DD] [--format table|csv|json] [--failed]";

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): { since: Date | null; format: ExportFormat; failed: boolean } {
  let since: Date | null = null;
  let format: ExportFormat = "table";
  let failed = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [name, inline] = arg.startsWith("--") && arg.includes("=") ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new UsageError(`${name} needs a value`);
      return v;
    };
    if (name === "--since") {
      const v = value();
      const date = /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : null;
      if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== v) {
        throw new UsageError(`--since must be a date as YYYY-MM-DD, not "${v}"`);
      }
      since = date;
    } else if (name === "--format") {
      const v = value();
      if (v !== "table" && v !== "csv" && v !== "json")
        throw new UsageError(`--format must be table, csv or json, not "${v}"`);
      format = v;
    } else if (name === "--failed" && inline === undefined) {
      failed = true;
    } else if (name === "--help" || name === "-h") {
      throw new UsageError("");
    } else {
      throw new UsageError(`unknown argument "${arg}"`);
    }
  }
  return { since, format, failed };
}

type Database = Parameters<typeof listEnquiries>[0];

/** What to read: from the database itself, or the same through the running server's export socket. */
type Query<T> = { read(db: Database): Promise<T[]>; route: string; key: string; revive(row: T): T };

/** Runs `query` on the server's database: DATABASE_URL, or the PGlite folder (through its server when one runs). */
async function readRows<T>(query: Query<T>): Promise<{ rows: T[]; from: string }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 10_000 });
    try {
      const rows = await query.read(drizzlePg(pool, { schema }));
      return { rows, from: `PostgreSQL ${new URL(url).host}${new URL(url).pathname}` };
    } finally {
      await pool.end();
    }
  }
  const dataDir = path.resolve(root, process.env.DATA_DIR || "./data");
  const answer = (await askExportSocket(exportSocketPath(dataDir), query.route)) as Record<string, T[]> | null;
  if (answer) {
    const rows = (answer[query.key] ?? []).map(query.revive);
    return { rows, from: `PGlite ${dataDir} (through the running server)` };
  }
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new Error(`no database in ${dataDir}: start the server once (npm start) or set DATA_DIR / DATABASE_URL`);
  }
  const client = await PGlite.create(dataDir);
  try {
    const rows = await query.read(drizzlePglite(client, { schema }));
    return { rows, from: `PGlite ${dataDir}` };
  } finally {
    await client.close();
  }
}

function enquiriesQuery(since: Date | null): Query<StoredEnquiry> {
  const q = since ? `?since=${encodeURIComponent(since.toISOString())}` : "";
  return {
    read: (db) => listEnquiries(db, since),
    route: `/enquiries${q}`,
    key: "rows",
    revive: (r) => ({ ...r, createdAt: new Date(r.createdAt) }),
  };
}

function failedQuery(since: Date | null): Query<FailedJob> {
  const q = since ? `?since=${encodeURIComponent(since.toISOString())}` : "";
  return {
    read: (db) => listFailedJobs(db, since),
    route: `/failed${q}`,
    key: "jobs",
    revive: (r) => ({ ...r, createdAt: new Date(r.createdAt), failedAt: new Date(r.failedAt) }),
  };
}

async function main() {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      if (error.message) console.error(`enquiries: ${error.message}`);
      console.error(USAGE);
      process.exit(error.message ? 2 : 0);
    }
    throw error;
  }
  const range = args.since ? ` since ${args.since.toISOString().slice(0, 10)}` : "";
  if (args.failed) {
    const { rows, from } = await readRows(failedQuery(args.since));
    process.stdout.write(formatFailedJobs(rows, args.format));
    console.error(`enquiries: ${rows.length} failed notifications${range} from ${from}`);
    return;
  }
  const { rows, from } = await readRows(enquiriesQuery(args.since));
  process.stdout.write(formatEnquiries(rows, args.format));
  console.error(`enquiries: ${rows.length}${range} from ${from}`);
}

main().catch((error) => {
  console.error(`enquiries: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
