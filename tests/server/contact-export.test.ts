import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server";
import { contactFields, databasesUnderTest, newKey, postEnquiry, startOn } from "./contact-support";
import { type CliResult, runScript } from "../support/cli";

const SLOW = 300_000;

function runCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  return runScript("scripts/enquiries.ts", args, env);
}

/** RFC 4180 parser (quoted fields, doubled quotes, CRLF), enough to read our own CSV back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

const tricky = {
  formula: contactFields({
    fullName: '=HYPERLINK("http://evil.example","Click")',
    company: "@SUM(A1:A9)",
    message: "+cmd|' /C calc'!A0 and a \"quote\", a comma\nand a second line",
    email: "formula@example.com",
  }),
  minus: contactFields({ fullName: "-2+3", company: "  =1+1", email: "minus@example.com" }),
  accents: contactFields({ fullName: "José Müller-Łukasz", email: "jose@example.com", company: "" }),
  terminal: contactFields({
    fullName: "Eve \u001b[31mRED\u001b[0m",
    message: "Ring the bell \u0007 and clear \u001b[2J now",
    email: "eve@example.com",
  }),
};

for (const db of databasesUnderTest()) {
  describe(`npm run enquiries on ${db.name}`, () => {
    let server: TestServer & { database: Record<string, string> };

    beforeAll(async () => {
      server = await startOn(db, { label: `export ${db.name}` });
      for (const fields of Object.values(tricky)) {
        const res = await postEnquiry(server.url, { ...fields, idempotencyKey: newKey() });
        expect(res.result).toBe("success");
      }
    }, SLOW);
    afterAll(async () => {
      await server?.stop();
    });

    it(
      "prints CSV that a spreadsheet opens safely: BOM, header, every formula neutralised, text intact",
      async () => {
        const { code, stdout, stderr } = await runCli(["--format", "csv"], server.database);
        expect(code, stderr).toBe(0);
        expect(stderr).toContain(`enquiries: 4 from ${db.name}`);
        if (db.name === "PGlite") expect(stderr).toContain("through the running server");
        expect(stdout.startsWith("\uFEFF")).toBe(true);
        const [header, ...rows] = parseCsv(stdout.slice(1));
        expect(header).toEqual([
          "id",
          "created_at",
          "source",
          "full_name",
          "work_email",
          "company_name",
          "phone",
          "operational_challenge",
          "situation_and_goals",
        ]);
        expect(rows).toHaveLength(4);
        const byEmail = new Map(rows.map((r) => [r[4], r]));
        const formula = byEmail.get("formula@example.com") as string[];
        expect(formula[3]).toBe('\'=HYPERLINK("http://evil.example","Click")');
        expect(formula[5]).toBe("'@SUM(A1:A9)");
        expect(formula[8]).toBe("'+cmd|' /C calc'!A0 and a \"quote\", a comma\nand a second line");
        const minus = byEmail.get("minus@example.com") as string[];
        expect(minus[3]).toBe("'-2+3");
        expect(minus[5]).toBe("'=1+1"); // the server trimmed "  =1+1"
        const accents = byEmail.get("jose@example.com") as string[];
        expect(accents[3]).toBe("José Müller-Łukasz");
        expect(accents[5]).toBe(""); // NULL
        // No unquoted cell can start a formula.
        for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^\s*[=+\-@\t\r]/);
      },
      SLOW,
    );

    it(
      "prints JSON with every stored field, and a table without terminal control characters",
      async () => {
        const json = await runCli(["--format=json"], server.database);
        expect(json.code, json.stderr).toBe(0);
        const rows = JSON.parse(json.stdout) as Record<string, unknown>[];
        expect(rows).toHaveLength(4);
        expect(rows[0]).toMatchObject({
          source: "contact",
          full_name: tricky.formula.fullName,
          company_name: "@SUM(A1:A9)",
        });
        expect(rows.find((r) => r.work_email === "eve@example.com")?.full_name).toBe("Eve \u001b[31mRED\u001b[0m");
        expect(new Date(rows[0]?.created_at as string).getTime()).toBeGreaterThan(Date.now() - 3_600_000);

        const table = await runCli([], server.database);
        expect(table.code, table.stderr).toBe(0);
        expect(table.stdout).toContain("José Müller-Łukasz");
        expect(table.stdout).toMatch(/Eve +\[31mRED \[0m/); // ESC shown as a space
        // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting their absence
        expect(table.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
        expect(table.stdout).toContain("4 enquiries");
      },
      SLOW,
    );

    it(
      "filters with --since and refuses bad arguments with exit code 2",
      async () => {
        const today = new Date().toISOString().slice(0, 10);
        const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
        const fromToday = await runCli(["--since", today, "--format", "json"], server.database);
        expect(JSON.parse(fromToday.stdout)).toHaveLength(4);
        const future = await runCli(["--since", tomorrow, "--format", "json"], server.database);
        expect(future.code).toBe(0);
        expect(JSON.parse(future.stdout)).toEqual([]);
        for (const args of [
          ["--since", "2024-02-30"],
          ["--since", "yesterday"],
          ["--format", "xml"],
          ["--bogus"],
          ["--since"],
        ]) {
          const bad = await runCli(args, server.database);
          expect(bad.code, args.join(" ")).toBe(2);
          expect(bad.stderr).toContain("usage: npm run enquiries");
        }
      },
      SLOW,
    );

    it(
      "reads the database itself when no server runs",
      async () => {
        await server.stop();
        const { code, stdout, stderr } = await runCli(["--format", "json"], server.database);
        expect(code, stderr).toBe(0);
        expect(JSON.parse(stdout)).toHaveLength(4);
        expect(stderr).not.toContain("through the running server");
      },
      SLOW,
    );
  });
}
