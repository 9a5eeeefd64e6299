/**
 * Prints the chat assistant's conversations for the business:
 *
 *   npm run chats -- [--since 7d|24h|30m|2026-01-31|2026-01-31T09:00Z] [--format table|csv|json] [--leads]
 *
 * Reads the same database as the server (DATABASE_URL, or the PGlite folder DATA_DIR, default ./data).
 * PGlite allows one process per folder: stop the server first, or use PostgreSQL.
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type Conversation, listConversations } from "../app/chat/storage.server";
import { openDatabase } from "../app/db/client.server";
import { parseEnv } from "../server/env";

export type Format = "table" | "csv" | "json";
export type Options = { since: Date | null; format: Format; leadsOnly: boolean };

const USAGE = `Usage: npm run chats -- [--since 7d|24h|30m|YYYY-MM-DD|ISO time] [--format table|csv|json] [--leads]

  --since   only conversations active since then (relative: m, h, d; or a date/time)
  --format  table (default, for reading), csv (one row per message) or json (one object per conversation)
  --leads   only conversations in which the visitor left an e-mail address`;

/** Parses "7d", "24h", "30m" (before `now`) or an ISO date/time. */
export function parseSince(value: string, now: Date = new Date()): Date {
  const relative = /^(\d+)\s*([mhd])$/i.exec(value.trim());
  if (relative) {
    const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 }[relative[2]?.toLowerCase() as "m" | "h" | "d"];
    return new Date(now.getTime() - Number(relative[1]) * unit);
  }
  if (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim())) {
    const date = new Date(value.trim());
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new Error(`--since: "${value}" is neither a duration (30m, 24h, 7d) nor a date (2026-01-31)`);
}

export function parseArgs(argv: readonly string[], now: Date = new Date()): Options | "help" {
  const options: Options = { since: null, format: "table", leadsOnly: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const [name, inline] = arg.startsWith("--") && arg.includes("=") ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === "") throw new Error(`${name} needs a value`);
      return v;
    };
    switch (name) {
      case "--since":
        options.since = parseSince(value(), now);
        break;
      case "--format": {
        const format = value();
        if (format !== "table" && format !== "csv" && format !== "json") {
          throw new Error(`--format: "${format}" is not one of table, csv, json`);
        }
        options.format = format;
        break;
      }
      case "--leads":
        options.leadsOnly = true;
        break;
      case "-h":
      case "--help":
        return "help";
      default:
        throw new Error(`unknown option "${arg}"`);
    }
  }
  return options;
}

const iso = (date: Date) => date.toISOString();

export function formatTable(conversations: readonly Conversation[]): string {
  if (conversations.length === 0) return "No conversations.\n";
  const blocks = conversations.map((c) => {
    const head = [
      `Session ${c.sessionId}`,
      `  started ${iso(c.createdAt)} · last seen ${iso(c.lastSeenAt)} · ${c.messages.length} messages`,
      `  lead: ${c.leadEmail ?? "-"} · first page: ${c.firstPage ?? "-"} · referrer: ${c.ref ?? "-"}`,
      `  browser: ${c.ua ?? "-"}`,
    ];
    const lines = c.messages.map((m) => {
      const who = m.sender === "user" ? "Visitor" : "AIVA   ";
      const text = m.content.replace(/\s*\n\s*/g, " ⏎ ");
      return `  ${iso(m.createdAt).slice(0, 19).replace("T", " ")}  ${who}  ${text}`;
    });
    return [...head, "", ...lines].join("\n");
  });
  const leads = conversations.filter((c) => c.leadEmail).length;
  return `${blocks.join(`\n\n${"─".repeat(80)}\n\n`)}\n\n${conversations.length} conversations, ${leads} with a lead e-mail.\n`;
}

function csvCell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  // Cells starting with = + - @ are prefixed so spreadsheets do not run them as formulas.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function formatCsv(conversations: readonly Conversation[]): string {
  const header = [
    "session_id",
    "session_created_at",
    "lead_email",
    "first_page",
    "ref",
    "ua",
    "message_id",
    "sender",
    "content",
    "page",
    "created_at",
  ];
  const rows = conversations.flatMap((c) =>
    c.messages.map((m) =>
      [
        c.sessionId,
        iso(c.createdAt),
        c.leadEmail,
        c.firstPage,
        c.ref,
        c.ua,
        m.id,
        m.sender,
        m.content,
        m.page,
        iso(m.createdAt),
      ]
        .map(csvCell)
        .join(","),
    ),
  );
  return `${[header.join(","), ...rows].join("\r\n")}\r\n`;
}

export function formatJson(conversations: readonly Conversation[]): string {
  return `${JSON.stringify(conversations, null, 2)}\n`;
}

export function format(conversations: readonly Conversation[], kind: Format): string {
  return kind === "csv"
    ? formatCsv(conversations)
    : kind === "json"
      ? formatJson(conversations)
      : formatTable(conversations);
}

async function main(argv: readonly string[]): Promise<number> {
  let options: Options | "help";
  try {
    options = parseArgs(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (options === "help") {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const env = parseEnv();
  const root = fileURLToPath(new URL("..", import.meta.url));
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(root, env.DATA_DIR),
    migrationsFolder: path.join(root, "drizzle"),
  });
  try {
    const conversations = await listConversations(database.db, { since: options.since, leadsOnly: options.leadsOnly });
    process.stdout.write(format(conversations, options.format));
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      process.stderr.write(`chats: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
