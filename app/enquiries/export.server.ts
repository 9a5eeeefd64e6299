/**
 * Formats for `npm run enquiries`: a terminal table, CSV that is safe to open in a
 * spreadsheet, and JSON. Every stored value is visitor input: the table strips control characters
 * (no terminal escape sequences), the CSV neutralises formulas, JSON escapes by construction.
 */
import type { StoredEnquiry } from "./store.server";

export type ExportFormat = "table" | "csv" | "json";

export const EXPORT_COLUMNS = [
  "id",
  "created_at",
  "source",
  "full_name",
  "work_email",
  "company_name",
  "phone",
  "operational_challenge",
  "situation_and_goals",
] as const;

type Column = (typeof EXPORT_COLUMNS)[number];
type ExportRow = Record<Column, string | number | null>;

/** A stored enquiry as export columns (snake_case, as in the table; dates in ISO 8601 UTC). */
export function toExportRow(row: StoredEnquiry): ExportRow {
  return {
    id: row.id,
    created_at: new Date(row.createdAt).toISOString(),
    source: row.source,
    full_name: row.fullName,
    work_email: row.workEmail,
    company_name: row.companyName,
    phone: row.phone,
    operational_challenge: row.operationalChallenge,
    situation_and_goals: row.situationAndGoals,
  };
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab/CR first, also after leading
 * spaces, and their full-width forms) gets a leading apostrophe, so it is shown as text (OWASP).
 */
export function neutraliseFormula(value: string): string {
  return /^[\s]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? `'${value}` : value;
}

export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  const text = typeof value === "number" ? String(value) : neutraliseFormula(value);
  return `"${text.replaceAll('"', '""')}"`;
}

/** RFC 4180 CSV (CRLF, every cell quoted) with a UTF-8 byte order mark so Excel reads accents right. */
export function toCsv(rows: readonly StoredEnquiry[]): string {
  const lines = [EXPORT_COLUMNS.map((c) => csvCell(c)).join(",")];
  for (const row of rows) {
    const r = toExportRow(row);
    lines.push(EXPORT_COLUMNS.map((c) => csvCell(r[c])).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export function toJson(rows: readonly StoredEnquiry[]): string {
  return `${JSON.stringify(rows.map(toExportRow), null, 2)}\n`;
}

/**
 * Control characters (C0, DEL, C1) would let a message drive the terminal: shown as spaces. Also used
 * by `npm run chats` for the visitor's text.
 */
export function printable(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
}

export function padTo(value: string, width: number): string {
  const chars = Array.from(value);
  if (chars.length <= width) return value + " ".repeat(width - chars.length);
  return `${chars.slice(0, width - 1).join("")}…`;
}

const TABLE: { column: Column; title: string; width: number }[] = [
  { column: "id", title: "ID", width: 5 },
  { column: "created_at", title: "Created (UTC)", width: 16 },
  { column: "source", title: "Source", width: 10 },
  { column: "full_name", title: "Name", width: 22 },
  { column: "work_email", title: "Email", width: 28 },
  { column: "company_name", title: "Company", width: 18 },
  { column: "phone", title: "Phone", width: 16 },
  { column: "operational_challenge", title: "Category", width: 24 },
  { column: "situation_and_goals", title: "Message", width: 48 },
];

export function toTable(rows: readonly StoredEnquiry[]): string {
  const out = tableLines(
    TABLE,
    rows.map((row) => toExportRow(row)),
    "created_at",
  );
  out.push("", `${rows.length} ${rows.length === 1 ? "enquiry" : "enquiries"}`);
  return `${out.join("\n")}\n`;
}

/**
 * A fixed-width text table: a header, a rule, one line per row. Values are made printable and cut or
 * padded to their column; null is "—" and the date column shows its minute (ISO, "T" as a space).
 */
export function tableLines<Row extends Record<string, string | number | null>>(
  columns: readonly { column: keyof Row & string; title: string; width: number }[],
  rows: readonly Row[],
  dateColumn: keyof Row & string,
): string[] {
  const line = (cells: string[]) => cells.join("  ").trimEnd();
  const cell = (row: Row, column: keyof Row & string) => {
    const value = row[column];
    if (value === null || value === undefined) return "—";
    return column === dateColumn ? String(value).slice(0, 16).replace("T", " ") : String(value);
  };
  return [
    line(columns.map((c) => padTo(c.title, c.width))),
    line(columns.map((c) => "─".repeat(c.width))),
    ...rows.map((row) => line(columns.map((c) => padTo(printable(cell(row, c.column)), c.width)))),
  ];
}

export function formatEnquiries(rows: readonly StoredEnquiry[], format: ExportFormat): string {
  return format === "csv" ? toCsv(rows) : format === "json" ? toJson(rows) : toTable(rows);
}
