// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Conversation } from "../app/chat/storage.server";
import {
  format,
  formatCsv,
  formatJson,
  formatTable,
  parseArgs,
  parseSince,
  reviveConversation,
  socketRoute,
} from "./chats";

const now = new Date("2026-03-10T12:00:00Z");

const conversation: Conversation = {
  sessionId: "3f2b8c1e-1111-4a4a-9b9b-0123456789ab",
  createdAt: new Date("2026-03-10T09:00:00Z"),
  lastSeenAt: new Date("2026-03-10T09:05:00Z"),
  ua: "Mozilla/5.0",
  ref: null,
  firstPage: "/about",
  leadEmail: "jane@example.com",
  messages: [
    {
      id: 1,
      sender: "user",
      content: 'Hi, "quick" question,\nsecond line',
      page: "/about",
      createdAt: new Date("2026-03-10T09:00:00Z"),
    },
    { id: 2, sender: "bot", content: "=HYPERLINK(1)", page: "/about", createdAt: new Date("2026-03-10T09:00:01Z") },
  ],
};

describe("npm run chats", () => {
  it("reads --since as a duration or a date", () => {
    expect(parseSince("30m", now).toISOString()).toBe("2026-03-10T11:30:00.000Z");
    expect(parseSince("24h", now).toISOString()).toBe("2026-03-09T12:00:00.000Z");
    expect(parseSince("7d", now).toISOString()).toBe("2026-03-03T12:00:00.000Z");
    expect(parseSince("2026-01-31", now).toISOString()).toBe("2026-01-31T00:00:00.000Z");
    expect(parseSince("2026-01-31T09:30:00Z", now).toISOString()).toBe("2026-01-31T09:30:00.000Z");
    expect(() => parseSince("yesterday", now)).toThrow(/--since/);
    expect(() => parseSince("2026-13-45", now)).toThrow(/--since/);
  });

  it("parses options, with defaults and errors that name the option", () => {
    expect(parseArgs([], now)).toEqual({ since: null, format: "table", leadsOnly: false });
    expect(parseArgs(["--since", "1d", "--format", "csv", "--leads"], now)).toEqual({
      since: new Date("2026-03-09T12:00:00Z"),
      format: "csv",
      leadsOnly: true,
    });
    expect(parseArgs(["--format=json"], now)).toMatchObject({ format: "json" });
    expect(parseArgs(["--help"], now)).toBe("help");
    expect(() => parseArgs(["--format", "xml"], now)).toThrow(/--format/);
    expect(() => parseArgs(["--since"], now)).toThrow(/--since needs a value/);
    expect(() => parseArgs(["--verbose"], now)).toThrow(/unknown option/);
  });

  it("shows the assistant's links as their words in every format", () => {
    const linked: Conversation = {
      ...conversation,
      messages: [
        { ...conversation.messages[0], id: 1, content: "See [x](/schedule) and /contact" } as never,
        {
          ...conversation.messages[0],
          id: 2,
          sender: "bot",
          content: "You can [book a free consultation](/schedule). Details at /services/aiva-lead-os",
        } as never,
      ],
    };
    const words = "You can book a free consultation. Details at the AIVA Lead OS page";
    for (const kind of ["table", "csv", "json"] as const) {
      const out = format([linked], kind);
      expect(out).toContain(words);
      expect(out).not.toContain("[book a free consultation](/schedule)");
      // What the visitor typed is shown as typed.
      expect(out).toContain("See [x](/schedule) and /contact");
    }
  });

  it("prints a readable table with the lead and every message", () => {
    const table = formatTable([conversation]);
    expect(table).toContain(`Session ${conversation.sessionId}`);
    expect(table).toContain("lead: jane@example.com · first page: /about · referrer: -");
    expect(table).toContain('2026-03-10 09:00:00  Visitor  Hi, "quick" question, ⏎ second line');
    expect(table).toContain("1 conversations, 1 with a lead e-mail.");
    expect(formatTable([])).toBe("No conversations.\n");
  });

  it("writes CSV with one row per message, quoted safely and without spreadsheet formulas", () => {
    const lines = formatCsv([conversation]).split("\r\n");
    expect(lines[0]).toBe(
      "session_id,session_created_at,lead_email,first_page,ref,ua,message_id,sender,content,page,created_at",
    );
    expect(lines[1]).toContain(',user,"Hi, ""quick"" question,\nsecond line",/about,');
    expect(lines[2]).toContain(",bot,'=HYPERLINK(1),/about,");
  });

  it("shows no control characters of visitor text in the table (no terminal escape sequences)", () => {
    const hostile: Conversation = {
      ...conversation,
      ua: "Evil\u001b]0;owned\u0007UA",
      ref: "https://x.example/\u009b2J",
      firstPage: "/\u001b[2Jabout",
      leadEmail: null,
      messages: [
        {
          id: 3,
          sender: "user",
          content: "Red \u001b[31malert\u001b[0m\r\nnext\u0008\u007f line\u2028end",
          page: "/",
          createdAt: new Date("2026-03-10T09:00:00Z"),
        },
      ],
    };
    const table = formatTable([hostile]);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting their absence
    expect(table).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(table).toMatch(/Visitor {2}Red +\[31malert \[0m ⏎ next +line end/);
    expect(table).toContain("browser: Evil ]0;owned UA");
    expect(table).toContain("first page: / [2Jabout · referrer: https://x.example/ 2J");
  });

  it("neutralises every formula the enquiries export does, in every visitor column", () => {
    const cells = ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "  =1+1", "\uFF1D1+1", "\uFF20x"];
    const csv = formatCsv([
      {
        ...conversation,
        ua: "=ua()",
        ref: "+ref",
        firstPage: "@page",
        leadEmail: "-lead@example.com",
        messages: cells.map((content, i) => ({ ...conversation.messages[0], id: i + 1, content, page: "=p" }) as never),
      },
    ]);
    const rows = csv.trim().split("\r\n").slice(1);
    expect(rows).toHaveLength(cells.length);
    for (const [i, row] of rows.entries()) {
      expect(row).toContain(",'-lead@example.com,'@page,'+ref,'=ua(),");
      expect(row).toContain(`,user,'${cells[i]},'=p,`);
    }
  });

  it("asks the export socket with the same filters and reads its JSON back into dates", () => {
    expect(socketRoute({ since: null, leadsOnly: false })).toBe("/chats");
    expect(socketRoute({ since: new Date("2026-01-31T00:00:00Z"), leadsOnly: true })).toBe(
      "/chats?since=2026-01-31T00%3A00%3A00.000Z&leads=1",
    );
    const back = reviveConversation(JSON.parse(JSON.stringify(conversation)));
    expect(back).toEqual(conversation);
    expect(back.messages[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("writes JSON that reads back", () => {
    const [back] = JSON.parse(formatJson([conversation]));
    expect(back.sessionId).toBe(conversation.sessionId);
    expect(back.messages).toHaveLength(2);
    expect(back.leadEmail).toBe("jane@example.com");
  });
});
