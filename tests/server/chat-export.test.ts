/**
 * `npm run chats` against the database of a server: on PGlite while the server runs (through its
 * export socket, never opening the folder a second time) and after it stopped (opening the folder
 * itself), and on PostgreSQL. Visitor text that could drive a terminal or a spreadsheet is shown
 * harmlessly: control characters stripped from the table, formulas neutralised in the CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/http";
import type { TestServer } from "../support/server";
import { runChatsCli } from "./chat-support";
import { databasesUnderTest, startOn } from "./contact-support";

const SLOW = 300_000;

type ExportedConversation = {
  sessionId: string;
  leadEmail: string | null;
  firstPage: string | null;
  messages: { sender: string; content: string }[];
};

/** What visitors type: formulas, a C1 control sequence (CSI), DEL, a line separator, a lead. */
const VISITS: { session: string; message: string; page: string }[] = [
  { session: "formula", message: '=HYPERLINK("http://evil.example","Click")', page: "/" },
  { session: "formula", message: "@SUM(A1:A9) and +cmd|' /C calc'!A0", page: "/" },
  { session: "minus", message: "-2+3", page: "/pricing" },
  { session: "fullwidth", message: "\uFF1D1+1", page: "/" },
  { session: "terminal", message: "Red \u009b31malert\u009b0m, DEL \u007f, line\u2028separator", page: "/about" },
  { session: "lead", message: "Please call me back: jane.doe@example.com", page: "/contact" },
];

for (const db of databasesUnderTest()) {
  describe(`npm run chats on ${db.name}`, () => {
    let server: TestServer & { database: Record<string, string> };
    const run = `export-${Date.now().toString(36)}`;
    /** The signed id the server issued to each named conversation (ADR 038), and its bare id as stored. */
    const issued = new Map<string, string>();
    const sid = (name: string) => (issued.get(name) ?? "").split(".")[0] as string;

    const chat = async (session: string, message: string, page: string) => {
      const res = await rawRequest(`${server.url}/api/chat-message`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          sessionId: issued.get(session) ?? `${run}-${session}`,
          message,
          meta: { ua: "Vitest", ref: null, page },
        }),
      });
      if (res.status === 200 && !issued.has(session)) issued.set(session, JSON.parse(res.text).sessionId);
      return res;
    };

    beforeAll(async () => {
      server = await startOn(db, { label: `chats export ${db.name}` });
      for (const visit of VISITS) expect((await chat(visit.session, visit.message, visit.page)).status).toBe(200);
    }, SLOW);
    afterAll(async () => {
      await server?.stop();
    });

    it(
      "prints JSON with every message and the lead, while the server keeps answering",
      async () => {
        const json = await runChatsCli(["--format", "json"], server.database);
        expect(json.code, json.stderr).toBe(0);
        if (db.name === "PGlite") expect(json.stderr).toContain("through the running server");
        const conversations = JSON.parse(json.stdout) as ExportedConversation[];
        expect(conversations.map((c) => c.sessionId)).toEqual(
          ["formula", "minus", "fullwidth", "terminal", "lead"].map(sid),
        );
        const formula = conversations[0] as ExportedConversation;
        expect(formula.messages.map((m) => m.sender)).toEqual(["user", "bot", "user", "bot"]);
        expect(formula.messages[0]?.content).toBe(VISITS[0]?.message);
        expect(conversations.find((c) => c.sessionId === sid("terminal"))?.messages[0]?.content).toBe(
          VISITS[4]?.message,
        );
        expect(conversations.find((c) => c.sessionId === sid("lead"))).toMatchObject({
          leadEmail: "jane.doe@example.com",
          firstPage: "/contact",
        });

        // The server was not disturbed: it still answers and stores.
        expect((await chat("after", "Hello again", "/")).status).toBe(200);
        const again = await runChatsCli(["--format", "json", "--leads"], server.database);
        expect(again.code, again.stderr).toBe(0);
        expect((JSON.parse(again.stdout) as ExportedConversation[]).map((c) => c.sessionId)).toEqual([sid("lead")]);
      },
      SLOW,
    );

    it(
      "prints CSV with every formula neutralised and a table without control characters",
      async () => {
        const csv = await runChatsCli(["--format", "csv", "--since", "1h"], server.database);
        expect(csv.code, csv.stderr).toBe(0);
        const userRows = csv.stdout.split("\r\n").filter((line) => line.includes(",user,"));
        const row = (text: string) => userRows.find((line) => line.includes(text));
        expect(row("HYPERLINK")).toContain(`,user,"'=HYPERLINK(""http://evil.example"",""Click"")",`);
        expect(row("@SUM")).toContain(",user,'@SUM(A1:A9) and +cmd|' /C calc'!A0,");
        expect(row("-2+3")).toContain(",user,'-2+3,");
        expect(row("\uFF1D1+1")).toContain(",user,'\uFF1D1+1,");
        // No cell a spreadsheet reads (unquoted, or inside quotes) starts a formula.
        for (const line of userRows) expect(line).not.toMatch(/(^|,)"?\s*[=+\-@\uFF1D]/);

        const table = await runChatsCli([], server.database);
        expect(table.code, table.stderr).toBe(0);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting their absence
        expect(table.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
        expect(table.stdout).toMatch(/Visitor {2}Red +31malert +0m, DEL +, line separator/);
        expect(table.stdout).toContain("lead: jane.doe@example.com · first page: /contact");
      },
      SLOW,
    );

    // Only PGlite has a data folder a CLI could open once the server has stopped.
    (db.name === "PGlite" ? it : () => undefined)(
      "opens the PGlite folder itself once the server has stopped",
      async () => {
        await server.stop();
        const json = await runChatsCli(["--format", "json"], server.database);
        expect(json.code, json.stderr).toBe(0);
        expect(json.stderr).not.toContain("through the running server");
        expect(json.stderr).toContain(`from PGlite ${server.database.DATA_DIR}`);
        expect((JSON.parse(json.stdout) as ExportedConversation[]).map((c) => c.sessionId)).toEqual(
          ["formula", "minus", "fullwidth", "terminal", "lead", "after"].map(sid),
        );
      },
      SLOW,
    );
  });
}
