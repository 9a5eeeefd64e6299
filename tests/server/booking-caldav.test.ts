/**
 * The owner's own calendar over CalDAV (issue 35, ADR 050), against a real CalDAV server (Radicale, started
 * here) and the built server: events in the owner's calendar are not offered on /schedule (a recurring one
 * on every day, a free one not at all), a time taken there is refused, a booking is written into the calendar
 * by the outbox, and `npm run bookings -- --cancel` removes it again and e-mails the owner the cancellation (a real
 * SMTP server, tests/support/smtp-sink.ts).
 */
import { spawnSync } from "node:child_process";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/http";
import { type Radicale, startRadicale } from "../support/radicale";
import { freePort } from "../support/postgres";
import { repoRoot, type TestServer } from "../support/server";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { databasesUnderTest, newKey, sleep, startOn } from "./contact-support";

const SLOW = 300_000;
const ZONE = "Europe/Berlin";
const OWNER = "owner@aiva.example";
// PostgreSQL when the harness has it: the cancel command then runs beside the server, as an owner would.
const db = databasesUnderTest().at(-1) as ReturnType<typeof databasesUnderTest>[number];

/** The open times of a /schedule page (each radio's value). */
const offered = (html: string) =>
  [...html.matchAll(/<input type="radio" aria-label="[^"]+"[^>]*name="start" value="([^"]+)"/g)].map(
    (m) => m[1] as string,
  );

const utc = (t: DateTime) => t.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");

function event(uid: string, start: DateTime, end: DateTime, extra: string[] = []): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//test//owner calendar//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTAMP:${utc(DateTime.utc())}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    "SUMMARY:Owner's own appointment",
    ...extra,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** Posts the booking form as a browser without JavaScript does. */
function book(server: TestServer, fields: Record<string, string>) {
  return rawRequest(`${server.url}/schedule?type=discovery`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({
      type: "discovery",
      tz: ZONE,
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      message: "We answer every lead by hand and it takes hours.",
      idempotencyKey: newKey(),
      ...fields,
    }).toString(),
  });
}

async function waitFor<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

describe(`the owner's CalDAV calendar, bookings on ${db.name}`, () => {
  let radicale: Radicale;
  let sink: SmtpSink;
  let calendarUrl: string;
  let server: TestServer & { database: Record<string, string> };
  let env: Record<string, string>;
  // Tomorrow and the day after in the owner's zone: far enough ahead for the minimum notice.
  const tomorrow = DateTime.now().setZone(ZONE).plus({ days: 1 }).startOf("day");
  const at = (day: DateTime, hour: number, minute = 0) => day.set({ hour, minute });
  const iso = (t: DateTime) => t.toUTC().toISO({ suppressMilliseconds: false }) as string;

  beforeAll(async () => {
    radicale = await startRadicale();
    sink = await startSmtpSink();
    await radicale.makeCalendar("Personal");
    calendarUrl = await radicale.makeCalendar("Work");
    // Busy tomorrow 10:00-11:00; free (TRANSP) tomorrow 12:00-13:00; busy every day 15:00-15:30.
    await radicale.putEvent(calendarUrl, "dentist.ics", event("dentist@test", at(tomorrow, 10), at(tomorrow, 11)));
    await radicale.putEvent(
      calendarUrl,
      "focus.ics",
      event("focus@test", at(tomorrow, 12), at(tomorrow, 13), ["TRANSP:TRANSPARENT"]),
    );
    await radicale.putEvent(
      calendarUrl,
      "standup.ics",
      event("standup@test", at(tomorrow, 15), at(tomorrow, 15, 30), ["RRULE:FREQ=DAILY;COUNT=30"]),
    );
    env = {
      CALDAV_URL: radicale.url,
      CALDAV_USERNAME: radicale.username,
      CALDAV_PASSWORD: radicale.password,
      CALDAV_CALENDAR: "Work",
      BOOKING_TIME_ZONE: ZONE,
      BOOKING_HOURS: "mon-sun 09:00-17:00",
      BOOKING_MIN_NOTICE_HOURS: "1",
      BOOKING_BUFFER_MINUTES: "0",
      SMTP_URL: sink.url,
      NOTIFY_EMAIL_TO: OWNER,
      NOTIFY_EMAIL_FROM: "AIVA Website <notify@aiva.example>",
      NOTIFY_EMAIL_RETRY_BASE_MS: "300",
    };
    server = await startOn(db, { label: `booking CalDAV ${db.name}`, env });
  }, SLOW);
  afterAll(async () => {
    await server?.stop();
    await radicale?.stop();
    await sink?.close();
  });

  it(
    "offers no time that is busy in the owner's calendar and refuses one posted anyway",
    async () => {
      const page = await rawRequest(`${server.url}/schedule?tz=${ZONE}&type=discovery&from=${tomorrow.toISODate()}`);
      expect(page.status).toBe(200);
      const starts = offered(page.text);
      expect(starts).not.toContain(iso(at(tomorrow, 10)));
      expect(starts).not.toContain(iso(at(tomorrow, 10, 30)));
      // Free time in the calendar, and the hours around the busy event, stay open.
      expect(starts).toContain(iso(at(tomorrow, 9)));
      expect(starts).toContain(iso(at(tomorrow, 11)));
      expect(starts).toContain(iso(at(tomorrow, 12)));
      // The daily event, on each of the next days.
      for (let d = 0; d < 3; d++) {
        const day = tomorrow.plus({ days: d });
        expect(starts).not.toContain(iso(at(day, 15)));
        expect(starts).toContain(iso(at(day, 14, 30)));
        expect(starts).toContain(iso(at(day, 15, 30)));
      }

      const refused = await book(server, { start: iso(at(tomorrow, 10)) });
      expect(refused.status).toBe(409);
      expect(refused.text).toContain("That time was just taken");
    },
    SLOW,
  );

  it(
    "writes a booking into the owner's calendar, and npm run bookings -- --cancel removes it and e-mails the owner",
    async () => {
      const start = at(tomorrow, 12);
      const booked = await book(server, {
        tz: "America/New_York",
        start: iso(start),
        fullName: "Grace Hopper",
        email: "grace@example.com",
        company: "Compilers Inc",
        message: "Our sales team answers web leads a day late.",
      });
      expect(booked.status).toBe(303);

      const entry = await waitFor("the booking in the owner's calendar", async () => {
        const events = await radicale.events(calendarUrl);
        return [...events].find(([name]) => name.startsWith("booking-"));
      });
      const [file, ics] = entry;
      const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
      expect(lines).toContain(`DTSTART:${utc(start)}`);
      expect(lines).toContain(`DTEND:${utc(start.plus({ minutes: 30 }))}`);
      expect(lines.find((l) => l.startsWith("SUMMARY"))).toContain("Grace Hopper");
      expect(lines.find((l) => l.startsWith("DESCRIPTION"))).toContain("grace@example.com");
      // A stored event, not an invitation: no METHOD, and the visitor is not an attendee to be e-mailed.
      expect(lines.some((l) => l.startsWith("METHOD"))).toBe(false);
      expect(lines.some((l) => l.startsWith("ATTENDEE"))).toBe(false);

      // PGlite is one process per folder: the owner stops the server to use the command.
      const pglite = !server.database.DATABASE_URL;
      if (pglite) await server.stop();
      const listing = spawnSync(process.execPath, ["--import", "tsx", "scripts/bookings.ts"], {
        cwd: repoRoot,
        env: { ...process.env, ...server.database, ...env },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(listing.status, listing.stderr).toBe(0);
      const id = /#(\d+) .*Grace Hopper <grace@example\.com>, Compilers Inc/.exec(listing.stdout)?.[1];
      expect(id, listing.stdout).toBeDefined();
      const cancel = spawnSync(process.execPath, ["--import", "tsx", "scripts/bookings.ts", "--cancel", id as string], {
        cwd: repoRoot,
        env: { ...process.env, ...server.database, ...env },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(cancel.status, cancel.stderr).toBe(0);
      expect(cancel.stdout).toContain(`Cancelled #${id}`);
      expect(cancel.stdout).toContain("removal from the owner's calendar");
      if (pglite) server = await startOn({ ...db, fresh: async () => server.database }, { label: "after cancel", env });

      await waitFor("the booking removed from the owner's calendar", async () => {
        const events = await radicale.events(calendarUrl);
        return events.has(file) ? undefined : true;
      });
      // The owner is e-mailed the cancellation, with an update that removes the invitation from their calendar.
      const mail = await waitFor("the owner's cancellation e-mail", async () =>
        sink.messages.find((m) => m.parsed.subject?.startsWith("Cancelled:")),
      );
      expect(mail.rcptTo).toEqual([OWNER]);
      expect(mail.parsed.subject).toContain("Grace Hopper");
      const update = mail.parsed.attachments.find((f) => f.contentType === "text/calendar");
      const updateLines = (update?.content.toString("utf8") ?? "").replace(/\r\n[ \t]/g, "").split("\r\n");
      expect(updateLines).toContain("METHOD:CANCEL");
      expect(updateLines).toContain(`DTSTART:${utc(start)}`);
      // The same event as the invitation e-mailed when it was booked, so the owner's calendar matches them.
      const invitation = sink.messages.find((m) => m.parsed.subject?.startsWith("New booking"));
      const uid = (text: string | undefined) => /\r\nUID:([^\r]+)/.exec((text ?? "").replace(/\r\n[ \t]/g, ""))?.[1];
      const invitationIcs = invitation?.parsed.attachments.find((f) => f.contentType === "text/calendar");
      expect(uid(update?.content.toString("utf8"))).toBeDefined();
      expect(uid(update?.content.toString("utf8"))).toBe(uid(invitationIcs?.content.toString("utf8")));

      // The owner's own events are untouched, and the time is open again.
      expect([...(await radicale.events(calendarUrl)).keys()].sort()).toEqual([
        "dentist.ics",
        "focus.ics",
        "standup.ics",
      ]);
      const page = await rawRequest(`${server.url}/schedule?tz=${ZONE}&type=discovery&from=${tomorrow.toISODate()}`);
      expect(offered(page.text)).toContain(iso(start));
    },
    SLOW,
  );

  it(
    "still offers times and books when the owner's calendar does not answer, and logs it",
    async () => {
      const down = await startOn(db, {
        label: `booking CalDAV down ${db.name}`,
        env: { ...env, CALDAV_URL: `http://127.0.0.1:${await freePort()}/`, CALDAV_TIMEOUT_MS: "2000" },
      });
      try {
        const page = await rawRequest(`${down.url}/schedule?tz=${ZONE}&type=discovery&from=${tomorrow.toISODate()}`);
        expect(page.status).toBe(200);
        const starts = offered(page.text);
        // Without the calendar, its events cannot be known: the hours alone decide.
        expect(starts).toContain(iso(at(tomorrow, 10)));
        const booked = await book(down, { start: iso(at(tomorrow, 16)) });
        expect(booked.status).toBe(303);
        expect(down.logs()).toContain("owner's calendar (CalDAV) not read");
      } finally {
        await down.stop();
      }
    },
    SLOW,
  );
});
