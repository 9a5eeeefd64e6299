/**
 * Outbox jobs the receiver rejected for good (an SMTP 5xx): never retried, kept for
 * `npm run enquiries -- --failed`, so the owner can still see every enquiry or chat lead whose e-mail
 * did not arrive and answer it. Each row names what the job was about.
 */
import { and, asc, eq, gte, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { chatSessions, contacts, outboxJobs } from "../db/schema.server";
import { csvCell, type ExportFormat, tableLines } from "./export.server";

export type FailedJob = {
  id: number;
  channel: string;
  kind: string;
  createdAt: Date;
  failedAt: Date;
  attempts: number;
  lastError: string | null;
  enquiryId: number | null;
  fullName: string | null;
  workEmail: string | null;
  chatSessionId: string | null;
  leadEmail: string | null;
};

/** Failed jobs created at or after `since` (all when null), oldest first. */
export async function listFailedJobs(db: Database, since: Date | null): Promise<FailedJob[]> {
  const failed = isNotNull(outboxJobs.failedAt);
  const rows = await db
    .select({
      id: outboxJobs.id,
      channel: outboxJobs.channel,
      kind: outboxJobs.kind,
      createdAt: outboxJobs.createdAt,
      failedAt: outboxJobs.failedAt,
      attempts: outboxJobs.attempts,
      lastError: outboxJobs.lastError,
      enquiryId: contacts.id,
      fullName: contacts.fullName,
      workEmail: contacts.workEmail,
      chatSessionId: outboxJobs.chatSessionId,
      leadEmail: chatSessions.leadEmail,
    })
    .from(outboxJobs)
    .leftJoin(contacts, eq(contacts.id, outboxJobs.contactId))
    .leftJoin(chatSessions, eq(chatSessions.id, outboxJobs.chatSessionId))
    .where(since ? and(failed, gte(outboxJobs.createdAt, since)) : failed)
    .orderBy(asc(outboxJobs.id));
  return rows.map((r) => ({ ...r, failedAt: r.failedAt as Date }));
}

const COLUMNS = [
  "job_id",
  "channel",
  "kind",
  "created_at",
  "failed_at",
  "attempts",
  "last_error",
  "enquiry_id",
  "full_name",
  "work_email",
  "chat_session_id",
  "lead_email",
] as const;
type Column = (typeof COLUMNS)[number];

function toRow(job: FailedJob): Record<Column, string | number | null> {
  return {
    job_id: job.id,
    channel: job.channel,
    kind: job.kind,
    created_at: new Date(job.createdAt).toISOString(),
    failed_at: new Date(job.failedAt).toISOString(),
    attempts: job.attempts,
    last_error: job.lastError,
    enquiry_id: job.enquiryId,
    full_name: job.fullName,
    work_email: job.workEmail,
    chat_session_id: job.chatSessionId,
    lead_email: job.leadEmail,
  };
}

const TABLE: { column: Column; title: string; width: number }[] = [
  { column: "job_id", title: "Job", width: 5 },
  { column: "kind", title: "About", width: 14 },
  { column: "failed_at", title: "Failed (UTC)", width: 16 },
  { column: "enquiry_id", title: "Enquiry", width: 7 },
  { column: "full_name", title: "Name", width: 22 },
  { column: "work_email", title: "Email", width: 28 },
  { column: "lead_email", title: "Chat lead", width: 28 },
  { column: "last_error", title: "Rejection", width: 60 },
];

export function formatFailedJobs(jobs: readonly FailedJob[], format: ExportFormat): string {
  const rows = jobs.map(toRow);
  if (format === "json") return `${JSON.stringify(rows, null, 2)}\n`;
  if (format === "csv") {
    const lines = [
      COLUMNS.map((c) => csvCell(c)).join(","),
      ...rows.map((r) => COLUMNS.map((c) => csvCell(r[c])).join(",")),
    ];
    return `\uFEFF${lines.join("\r\n")}\r\n`;
  }
  const out = tableLines(TABLE, rows, "failed_at");
  out.push("", `${rows.length} failed ${rows.length === 1 ? "notification" : "notifications"}`);
  return `${out.join("\n")}\n`;
}
