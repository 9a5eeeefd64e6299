/**
 * `npm run bookings`: the upcoming bookings (soonest first); `npm run bookings -- --cancel <id>` cancels one,
 * which frees its time and, with SMTP_URL set, e-mails the owner a METHOD:CANCEL update, with CALDAV_URL set
 * removes it from the owner's calendar (issue 35).
 *
 * Reads DATABASE_URL, else the PGlite folder DATA_DIR (default ./data). PGlite allows one process per folder:
 * stop the server first (or use PostgreSQL), else this stops with a message rather than waiting on the folder.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { bookingAvailability, calDavSettings } from "../app/booking/settings";
import { formatRange } from "../app/booking/slots";
import { cancelBooking, type StoredBooking, upcomingBookings } from "../app/booking/store.server";
import { sessionTypes, type SessionTypeId } from "../app/content/booking";
import type { Database } from "../app/db/client.server";
import * as schema from "../app/db/schema.server";
import { askExportSocket, exportSocketPath } from "../server/export-socket";
import { parseEnv } from "../server/env";

const root = fileURLToPath(new URL("..", import.meta.url));
const USAGE = "usage: npm run bookings [-- --cancel <id>]";

async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 10_000 });
    try {
      return await work(drizzlePg(pool, { schema }) as Database);
    } finally {
      await pool.end();
    }
  }
  const dataDir = path.resolve(root, process.env.DATA_DIR || "./data");
  if (await askExportSocket(exportSocketPath(dataDir), "/enquiries")) {
    throw new Error(`a server is running on the PGlite folder ${dataDir}: stop it first (one process per folder)`);
  }
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new Error(`no database in ${dataDir}: start the server once (npm start) or set DATA_DIR / DATABASE_URL`);
  }
  const client = await PGlite.create(dataDir);
  try {
    return await work(drizzlePglite(client, { schema }) as Database);
  } finally {
    await client.close();
  }
}

function line(b: StoredBooking, ownerZone: string): string {
  const title = sessionTypes[b.sessionType as SessionTypeId]?.title ?? b.sessionType;
  const when = formatRange(new Date(b.startsAt), new Date(b.endsAt), ownerZone);
  return `#${b.id}  ${when} (${ownerZone})  ${title}  ${b.fullName} <${b.workEmail}>${b.companyName ? `, ${b.companyName}` : ""}`;
}

async function main() {
  const args = process.argv.slice(2);
  const env = parseEnv(process.env);
  const availability = bookingAvailability(env);
  if (args.length === 0) {
    const rows = await withDatabase((db) => upcomingBookings(db));
    if (rows.length === 0) console.log("No upcoming bookings.");
    for (const row of rows) console.log(line(row, availability.timeZone));
    return;
  }
  if (args[0] !== "--cancel" || args.length !== 2 || !/^\d+$/.test(args[1] ?? "")) {
    console.error(USAGE);
    process.exit(2);
  }
  const id = Number(args[1]);
  const email = Boolean(env.SMTP_URL && env.NOTIFY_EMAIL_TO && env.NOTIFY_EMAIL_FROM);
  const calendar = calDavSettings(env) !== null;
  const channels = [...(email ? (["email"] as const) : []), ...(calendar ? (["calendar"] as const) : [])];
  const cancelled = await withDatabase((db) =>
    cancelBooking(db, id, { ownerTimeZone: availability.timeZone, channels }),
  );
  if (!cancelled) {
    console.error(`bookings: no upcoming booking #${id}`);
    process.exit(1);
  }
  console.log(`Cancelled ${line(cancelled, availability.timeZone)}`);
  console.log(
    email
      ? "The owner's cancellation e-mail is queued; the running server's outbox sends it."
      : "SMTP_URL is not set: no e-mail.",
  );
  if (calendar)
    console.log("Its removal from the owner's calendar (CALDAV_URL) is queued for the running server's outbox.");
}

main().catch((error) => {
  console.error(`bookings: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
