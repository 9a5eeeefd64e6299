/**
 * Prints the chat assistant's conversations for the business:
 *
 *   npm run chats -- [--since 7d|24h|30m|2026-01-31|2026-01-31T09:00Z] [--format table|csv|json] [--leads]
 *
 * Reads the same database as the server (DATABASE_URL, or the PGlite folder DATA_DIR, default ./data).
 * PGlite allows one process per folder, so while a server runs on that folder the CLI asks it over its
 * export socket (docs/decisions/004, like `npm run enquiries`); with no server running it opens the
 * folder itself. Conversations go to stdout, a one-line summary of where they came from to stderr.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { replyAsWords } from "../app/chat/links";
import { type Conversation, listConversations, type StoredMessage } from "../app/chat/storage.server";
import { openDatabase } from "../app/db/client.server";
import { neutraliseFormula, printable } from "../app/enquiries/export.server";
import { askExportSocket, exportSocketPath } from "../server/export-socket";
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

/** Visitor text for the terminal: line breaks as ⏎, control characters (escape sequences) as spaces. */
function shown(value: string | null): string {
  return value === null ? "-" : printable(value.replace(/\s*\n\s*/g, " ⏎ ")) || "-";
}

export function formatTable(conversations: readonly Conversation[]): string {
  if (conversations.length === 0) return "No conversations.\n";
  const blocks = conversations.map((c) => {
    const head = [
      `Session ${shown(c.sessionId)}`,
      `  started ${iso(c.createdAt)} · last seen ${iso(c.lastSeenAt)} · ${c.messages.length} messages`,
      `  lead: ${shown(c.leadEmail)} · first page: ${shown(c.firstPage)} · referrer: ${shown(c.ref)}`,
      `  browser: ${shown(c.ua)}`,
    ];
    const lines = c.messages.map((m) => {
      const who = m.sender === "user" ? "Visitor" : "AIVA   ";
      return `  ${iso(m.createdAt).slice(0, 19).replace("T", " ")}  ${who}  ${shown(m.content)}`;
    });
    return [...head, "", ...lines].join("\n");
  });
  const leads = conversations.filter((c) => c.leadEmail).length;
  return `${blocks.join(`\n\n${"─".repeat(80)}\n\n`)}\n\n${conversations.length} conversations, ${leads} with a lead e-mail.\n`;
}

/** A CSV cell, formulas neutralised as in the enquiries export, quoted only when it must be. */
function csvCell(value: string | number | null): string {
  if (value === null) return "";
  const text = typeof value === "number" ? String(value) : neutraliseFormula(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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

/** The conversation as the visitor read it: the assistant's links as their words, never as markup or paths. */
export function asRead(conversation: Conversation): Conversation {
  return {
    ...conversation,
    messages: conversation.messages.map((m) => (m.sender === "bot" ? { ...m, content: replyAsWords(m.content) } : m)),
  };
}

export function format(conversations: readonly Conversation[], kind: Format): string {
  const read = conversations.map(asRead);
  return kind === "csv" ? formatCsv(read) : kind === "json" ? formatJson(read) : formatTable(read);
}

type Source = { conversations: Conversation[]; from: string };

type ConversationJson = Omit<Conversation, "createdAt" | "lastSeenAt" | "messages"> & {
  createdAt: string;
  lastSeenAt: string;
  messages: (Omit<StoredMessage, "createdAt"> & { createdAt: string })[];
};

/** A conversation as the export socket sends it (JSON), with its dates back as Dates. */
export function reviveConversation(c: ConversationJson): Conversation {
  return {
    ...c,
    createdAt: new Date(c.createdAt),
    lastSeenAt: new Date(c.lastSeenAt),
    messages: c.messages.map((m) => ({ ...m, createdAt: new Date(m.createdAt) })),
  };
}

/** The socket route for these options, e.g. "/chats?since=2026-01-31T00%3A00%3A00.000Z&leads=1". */
export function socketRoute(options: Pick<Options, "since" | "leadsOnly">): string {
  const query = new URLSearchParams();
  if (options.since) query.set("since", options.since.toISOString());
  if (options.leadsOnly) query.set("leads", "1");
  const text = query.toString();
  return text ? `/chats?${text}` : "/chats";
}

/** Asks the server running on this PGlite folder; null when none listens on its export socket. */
async function viaSocket(dataDir: string, options: Options): Promise<Conversation[] | null> {
  const answer = (await askExportSocket(exportSocketPath(dataDir), socketRoute(options))) as {
    conversations: ConversationJson[];
  } | null;
  if (!answer) return null;
  return answer.conversations.map(reviveConversation);
}

/** Opens the database itself: PostgreSQL, or a PGlite folder no server is using. */
async function viaDatabase(
  env: ReturnType<typeof parseEnv>,
  dataDir: string,
  options: Options,
): Promise<Conversation[]> {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir,
    migrationsFolder: path.join(root, "drizzle"),
  });
  try {
    return await listConversations(database.db, { since: options.since, leadsOnly: options.leadsOnly });
  } finally {
    await database.close();
  }
}

async function readConversations(options: Options): Promise<Source> {
  const env = parseEnv();
  const root = fileURLToPath(new URL("..", import.meta.url));
  const dataDir = path.resolve(root, env.DATA_DIR);
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    return { conversations: await viaDatabase(env, dataDir, options), from: `PostgreSQL ${url.host}${url.pathname}` };
  }
  const fromServer = await viaSocket(dataDir, options);
  if (fromServer) return { conversations: fromServer, from: `PGlite ${dataDir} (through the running server)` };
  return { conversations: await viaDatabase(env, dataDir, options), from: `PGlite ${dataDir}` };
}

/** Run by scripts/with-vite.ts (the articles need Vite's transforms). */
export async function main(argv: readonly string[]): Promise<number> {
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
  const { conversations, from } = await readConversations(options);
  process.stdout.write(format(conversations, options.format));
  process.stderr.write(`chats: ${conversations.length} conversations from ${from}\n`);
  return 0;
}
