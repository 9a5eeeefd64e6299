/**
 * Booking a meeting on /schedule (issue 35) over real parts: the built server on PGlite and on a throwaway
 * PostgreSQL, and a real SMTP server (tests/support/smtp-sink.ts). The open times come from the page, a booking
 * is a plain form post (as without JavaScript), two posts race for one time (one wins, on one instance and on
 * two instances sharing PostgreSQL), a resent form books once, bad input is refused with a message and stores
 * nothing, and the owner's e-mail carries an iCalendar invitation that is parsed here.
 */
import { PGlite } from "@electric-sql/pglite";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { rawRequest } from "../support/http";
import { startServer, type TestServer } from "../support/server";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { databasesUnderTest, freshPostgresUrl, newKey, pgQuery, sleep, startOn } from "./contact-support";
import { outboxSettled } from "./outbox-support";

const SLOW = 300_000;
const OWNER = "owner@aiva.example";
const FROM = "notify@aiva.example";

type Offered = { start: string; name: string };

/** The open times of a /schedule page: each radio's value and accessible name. */
function offered(html: string): Offered[] {
  return [...html.matchAll(/<input type="radio" aria-label="([^"]+)"[^>]*name="start" value="([^"]+)"/g)].map((m) => ({
    name: m[1] as string,
    start: m[2] as string,
  }));
}

async function schedulePage(server: TestServer, query: string) {
  const response = await rawRequest(`${server.url}/schedule${query}`);
  expect(response.status).toBe(200);
  return { html: response.text, slots: offered(response.text) };
}

function fields(start: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    type: "discovery",
    tz: "Asia/Tokyo",
    start,
    fullName: "Ada Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines Ltd",
    message: "We answer every lead by hand and it takes hours.",
    idempotencyKey: newKey(),
    ...overrides,
  };
}

function book(server: TestServer, body: Record<string, string>) {
  return rawRequest(`${server.url}/schedule?type=${body.type ?? "discovery"}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams(body).toString(),
  });
}

async function waitFor<T>(what: string, fn: () => T | undefined | false, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = fn();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** The stored bookings: from PostgreSQL while the server runs, from the PGlite folder after it stopped. */
async function storedBookings(server: TestServer & { database: Record<string, string> }) {
  const query = "select id, session_type, starts_at, cancelled_at from bookings order by id";
  if (server.database.DATABASE_URL)
    return pgQuery<{ id: number; starts_at: Date }>(server.database.DATABASE_URL, query);
  await server.stop();
  const pglite = await PGlite.create(server.database.DATA_DIR as string);
  try {
    return (await pglite.query<{ id: number; starts_at: Date }>(query)).rows;
  } finally {
    await pglite.close();
  }
}

/** One unfolded iCalendar property line, e.g. `METHOD:REQUEST`. */
function icsLines(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, "").split("\r\n");
}

for (const db of databasesUnderTest()) {
  describe(`booking on ${db.name}`, () => {
    let sink: SmtpSink;
    let server: TestServer & { database: Record<string, string> };

    beforeAll(async () => {
      sink = await startSmtpSink();
      server = await startOn(db, {
        label: `booking ${db.name}`,
        env: {
          SMTP_URL: sink.url,
          NOTIFY_EMAIL_TO: OWNER,
          NOTIFY_EMAIL_FROM: `AIVA Website <${FROM}>`,
          NOTIFY_EMAIL_RETRY_BASE_MS: "300",
          BOOKING_TIME_ZONE: "Europe/Berlin",
          BOOKING_HOURS: "mon-sun 09:00-17:00",
          BOOKING_MIN_NOTICE_HOURS: "1",
          // The outbox worker's rounds, for `outboxSettled`.
          LOG_LEVEL: "debug",
        },
      });
    }, SLOW);
    afterAll(async () => {
      await server?.stop();
      await sink?.close();
    });

    it(
      "books a time without JavaScript, once against a racing post and a resent form, and e-mails the owner an invitation",
      async () => {
        const { html, slots } = await schedulePage(server, "?tz=Asia/Tokyo");
        expect(html).toContain("Times are shown in Asia/Tokyo.");
        expect(slots.length).toBeGreaterThan(10);
        // Every time is named with its date, time and zone.
        for (const slot of slots)
          expect(slot.name).toMatch(/^\w+day, \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \(Asia\/Tokyo\)$/);
        const slot = slots[3] as Offered;

        // Two visitors post the same time at once: one booking, the other is told and keeps their input.
        const ada = fields(slot.start);
        const grace = fields(slot.start, { fullName: "Grace Hopper", email: "grace@example.com" });
        const [a, b] = await Promise.all([book(server, ada), book(server, grace)]);
        const statuses = [a.status, b.status].sort();
        expect(statuses).toEqual([303, 409]);
        const [winner, loser] = a.status === 303 ? [a, b] : [b, a];
        expect(loser.text).toContain("That time was just taken");
        expect(loser.text).toContain("These are the nearest open times; your details are kept.");
        const loserName = a.status === 303 ? "Grace Hopper" : "Ada Lovelace";
        expect(loser.text).toContain(`value="${loserName}"`);
        // The nearest open times are offered instead, not the taken one.
        const nearest = offered(loser.text);
        expect(nearest.length).toBeGreaterThan(0);
        expect(nearest.map((s) => s.start)).not.toContain(slot.start);

        // The confirmation: the time in the visitor's zone, the .ics and the calendar links.
        const location = winner.headers.location as string;
        expect(location).toMatch(/^\/schedule\/booked\/[A-Za-z0-9_-]{20,}$/);
        const confirmation = await rawRequest(`${server.url}${location}`);
        expect(confirmation.status).toBe(200);
        expect(confirmation.text).toContain("You&#x27;re Booked");
        expect(confirmation.text).toContain(
          slot.name
            .replace(/ \(Asia\/Tokyo\)$/, "")
            .split(", ")
            .slice(0, 3)
            .join(", "),
        );
        expect(confirmation.text).toContain("Asia/Tokyo");
        expect(confirmation.text).toContain("https://calendar.google.com/calendar/render?action=TEMPLATE");
        expect(confirmation.text).toContain("https://outlook.live.com/calendar/0/action/compose");
        const ics = await rawRequest(`${server.url}${location}/invite.ics`);
        expect(ics.status).toBe(200);
        expect(ics.headers["content-type"]).toBe("text/calendar; charset=utf-8");
        const compact = slot.start.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
        expect(icsLines(ics.text)).toContain(`DTSTART:${compact}`);

        // The winner's form sent again (the same key) books nothing new and leads to the same confirmation.
        const winnerName = a.status === 303 ? "Ada Lovelace" : "Grace Hopper";
        const resent = await book(server, a.status === 303 ? ada : grace);
        expect(resent.status).toBe(303);
        expect(resent.headers.location).toBe(location);

        // The time is no longer offered.
        const after = await schedulePage(server, "?tz=Asia/Tokyo");
        expect(after.slots.map((s) => s.start)).not.toContain(slot.start);

        // A 60-minute session overlapping it (or within the buffer) is refused as taken.
        const overlapping = new Date(Date.parse(slot.start) - 30 * 60_000).toISOString();
        const strategy = await book(server, fields(overlapping, { type: "strategy" }));
        expect([400, 409]).toContain(strategy.status);

        // The owner's e-mail: to the owner only, with an invitation the owner's calendar can accept.
        const mail = await waitFor("the owner's booking e-mail", () =>
          sink.messages.find((m) => m.parsed.subject?.startsWith("New booking")),
        );
        expect(mail.rcptTo).toEqual([OWNER]);
        expect(mail.raw).not.toMatch(/^RCPT TO:.*example\.com/m);
        const attachment = mail.parsed.attachments.find((f) => f.contentType === "text/calendar");
        expect(attachment?.filename).toBe("invitation.ics");
        const lines = icsLines(attachment?.content.toString("utf8") ?? "");
        expect(lines).toContain("METHOD:REQUEST");
        expect(lines).toContain(`DTSTART:${compact}`);
        expect(lines.find((l) => l.startsWith("ORGANIZER"))).toMatch(/mailto:owner@aiva\.example$/i);
        const winnerEmail = a.status === 303 ? "ada@example.com" : "grace@example.com";
        expect(lines.find((l) => l.startsWith("ATTENDEE"))).toMatch(new RegExp(`mailto:${winnerEmail}$`, "i"));
        expect(mail.parsed.text).toContain(winnerName);
        await outboxSettled(server, Date.now());
        expect(sink.messages.filter((m) => m.parsed.subject?.startsWith("New booking"))).toHaveLength(1);
      },
      SLOW,
    );

    it(
      "refuses bad input with a clear message, never a 5xx, and stores nothing",
      async () => {
        const { slots } = await schedulePage(server, "?tz=Europe/Berlin");
        const good = slots[slots.length - 1] as Offered;
        const goodMs = Date.parse(good.start);
        const cases: [string, Record<string, string>, string][] = [
          ["a past time", fields("2020-01-06T09:00:00.000Z"), "That time cannot be booked"],
          [
            "outside the hours",
            fields(
              DateTime.fromISO(good.start)
                .setZone("Europe/Berlin")
                .set({ hour: 3, minute: 0 })
                .toUTC()
                .toISO() as string,
            ),
            "That time cannot be booked",
          ],
          ["off the grid", fields(new Date(goodMs + 7 * 60_000).toISOString()), "That time cannot be booked"],
          ["not a time", fields("tomorrow at nine"), "That time cannot be booked"],
          [
            "a forged end",
            fields(good.start, { end: new Date(goodMs + 90 * 60_000).toISOString() }),
            "The session length does not match",
          ],
          ["a forged duration", fields(good.start, { duration: "240" }), "The session length does not match"],
          ["an unknown session type", fields(good.start, { type: "lunch" }), "Please choose a session"],
          ["no time", fields(""), "Please choose a time"],
          ["no name", fields(good.start, { fullName: " " }), "Full name is required"],
          ["a bad e-mail", fields(good.start, { email: "ada@" }), "Please enter a valid email address"],
          [
            "a short message",
            fields(good.start, { message: "hi" }),
            "Please provide a detailed message (minimum 10 characters)",
          ],
        ];
        for (const [what, body, message] of cases) {
          const response = await book(server, body);
          expect(response.status, what).toBe(400);
          expect(response.text, what).toContain(message);
        }
        const notAForm = await rawRequest(`${server.url}/schedule`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: "{}",
        });
        expect(notAForm.status).toBe(400);
        // Still offered: nothing was stored.
        const after = await schedulePage(server, "?tz=Europe/Berlin");
        expect(after.slots.map((s) => s.start)).toContain(good.start);
      },
      SLOW,
    );

    it(
      "keeps one booking in the database for the race",
      async () => {
        const rows = await storedBookings(server);
        expect(rows).toHaveLength(1);
      },
      SLOW,
    );
  });
}

describe.runIf(inject("postgresUrl"))("two server instances on one PostgreSQL", () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
  });

  it(
    "race for one time: exactly one booking",
    async () => {
      const url = await freshPostgresUrl();
      servers.push(await startServer({ env: { DATABASE_URL: url } }));
      servers.push(await startServer({ env: { DATABASE_URL: url } }));
      const [one, two] = servers as [TestServer, TestServer];
      const { slots } = await schedulePage(one, "?tz=America/New_York");
      // A start both sessions offer: the first 30-minute time can be too late in its day for 60 minutes.
      const strategy = await schedulePage(one, "?type=strategy&tz=America/New_York");
      const strategyStarts = new Set(strategy.slots.map((s) => s.start));
      const slot = slots.find((s) => strategyStarts.has(s.start)) as Offered;
      expect(slot).toBeDefined();
      const results = await Promise.all([
        book(one, fields(slot.start, { type: "discovery" })),
        book(two, fields(slot.start, { type: "discovery", email: "grace@example.com" })),
        // A 60-minute session from the same start overlaps it too.
        book(two, fields(slot.start, { type: "strategy", email: "alan@example.com" })),
      ]);
      expect(results.filter((r) => r.status === 303)).toHaveLength(1);
      for (const r of results) expect([303, 409]).toContain(r.status);
      const rows = await pgQuery<{ n: number }>(url, "select count(*)::int as n from bookings");
      expect(rows[0]?.n).toBe(1);
    },
    SLOW,
  );
});

// The week of Europe's change to summer time in 2027 (Sunday, March 28): the clock stands on the Friday before.
describe("a week across a daylight-saving change, and the booking rate limit", () => {
  const db = databasesUnderTest().at(-1) as ReturnType<typeof databasesUnderTest>[number];
  const VISITOR_ZONE = "America/Sao_Paulo"; // UTC-3 all year: only the owner's zone changes.
  let sink: SmtpSink;
  let server: TestServer & { database: Record<string, string> };

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startOn(db, {
      label: `booking across a daylight-saving change ${db.name}`,
      env: {
        TEST_HOOKS: "1",
        TEST_CLOCK: "2027-03-26T10:00:00Z",
        RATE_LIMIT_DISABLED: "",
        CONTACT_RATE_LIMIT_PER_MINUTE: "2",
        CONTACT_RATE_LIMIT_PER_HOUR: "100",
        SMTP_URL: sink.url,
        NOTIFY_EMAIL_TO: OWNER,
        NOTIFY_EMAIL_FROM: `AIVA Website <${FROM}>`,
        BOOKING_TIME_ZONE: "Europe/Berlin",
        BOOKING_HOURS: "mon-sun 09:00-17:00",
        BOOKING_MIN_NOTICE_HOURS: "1",
      },
    });
  }, SLOW);
  afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  it(
    "keeps the owner's 9:00 on both sides of the change, in the visitor's zone, the confirmation and the invitation",
    async () => {
      const { slots } = await schedulePage(server, `?tz=${VISITOR_ZONE}&from=2027-03-27`);
      const first = (date: string) => slots.find((s) => s.start.startsWith(date));
      // 9:00 in Berlin is 08:00 UTC on Saturday (winter time) and 07:00 UTC on Sunday (summer time).
      expect(first("2027-03-27")?.start).toBe("2027-03-27T08:00:00.000Z");
      expect(first("2027-03-27")?.name).toBe("Saturday, March 27, 2027, 5:00 AM (America/Sao_Paulo)");
      expect(first("2027-03-28")?.start).toBe("2027-03-28T07:00:00.000Z");
      expect(first("2027-03-28")?.name).toBe("Sunday, March 28, 2027, 4:00 AM (America/Sao_Paulo)");
      // The last start of the day, 16:30 in Berlin, moves by the same hour.
      expect(slots.filter((s) => s.start.startsWith("2027-03-27")).at(-1)?.start).toBe("2027-03-27T15:30:00.000Z");
      expect(slots.filter((s) => s.start.startsWith("2027-03-28")).at(-1)?.start).toBe("2027-03-28T14:30:00.000Z");

      const booked = await book(server, fields("2027-03-28T07:00:00.000Z", { tz: VISITOR_ZONE }));
      expect(booked.status).toBe(303);
      const confirmation = await rawRequest(`${server.url}${booked.headers.location as string}`);
      expect(confirmation.text).toContain("Sunday, March 28, 2027");
      expect(confirmation.text).toContain("4:00 AM");
      expect(confirmation.text).toContain(VISITOR_ZONE);
      const mail = await waitFor("the owner's booking e-mail", () =>
        sink.messages.find((m) => m.parsed.subject?.startsWith("New booking")),
      );
      // The owner reads it in their own zone, and the invitation holds the one instant.
      expect(mail.parsed.subject).toContain("9:00 AM");
      const attachment = mail.parsed.attachments.find((f) => f.contentType === "text/calendar");
      expect(icsLines(attachment?.content.toString("utf8") ?? "")).toContain("DTSTART:20270328T070000Z");
    },
    SLOW,
  );

  it(
    "limits bookings per client per minute (429, Retry-After, the message), storing nothing more",
    async () => {
      const { slots } = await schedulePage(server, `?tz=${VISITOR_ZONE}&from=2027-03-29`);
      // Hours apart, so the booking made here leaves the other time open.
      const [second, third] = [slots[0], slots.at(-1)];
      expect(third).toBeDefined();
      // The first booking above counts: the limit of 2 a minute lets one more through.
      expect((await book(server, fields((second as Offered).start))).status).toBe(303);
      const limited = await book(server, fields((third as Offered).start));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited.text).toContain("Too many bookings from your network. Please try again in a few minutes.");
      const after = await schedulePage(server, `?tz=${VISITOR_ZONE}&from=2027-03-29`);
      expect(after.slots.map((s) => s.start)).toContain((third as Offered).start);
    },
    SLOW,
  );
});
