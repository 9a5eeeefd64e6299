/**
 * E-mail notifications to the owner (issue 25) over real parts: the built server, PGlite and a
 * throwaway PostgreSQL, and a real SMTP server on a local port (tests/support/smtp-sink.ts) whose
 * messages are parsed with mailparser. Every e-mail goes through the outbox: written in the enquiry's
 * (or chat exchange's) transaction, sent by the worker, retried while SMTP is down or answers 4xx,
 * kept for `npm run enquiries -- --failed` after a 5xx, sent once even by two instances on one database.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { runScript } from "../support/cli";
import { rawRequest } from "../support/http";
import { runChatsCli } from "./chat-support";
import { outboxSettled } from "./outbox-support";
import type { AddressObject } from "mailparser";
import { type SinkMessage, type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { startServer, type TestServer } from "../support/server";
import {
  assessmentFields,
  contactFields,
  databasesUnderTest,
  freshPostgresUrl,
  newKey,
  pgQuery,
  postEnquiry,
  sleep,
  startOn,
  storedEnquiries,
} from "./contact-support";

const SLOW = 300_000;
const OWNERS = ["owner@aiva.example", "sales@aiva.example"];
const FROM = "notify@aiva.example";

function emailEnv(sink: SmtpSink, extra: Record<string, string> = {}): Record<string, string> {
  return {
    SMTP_URL: sink.url,
    NOTIFY_EMAIL_TO: OWNERS.join(", "),
    NOTIFY_EMAIL_FROM: `AIVA Website <${FROM}>`,
    NOTIFY_EMAIL_RETRY_BASE_MS: "300",
    NOTIFY_EMAIL_RETRY_MAX_MS: "2000",
    NOTIFY_EMAIL_TIMEOUT_MS: "3000",
    NOTIFY_CHAT_FOLLOW_UP_QUIET_MS: "1500",
    // The outbox worker logs each round at debug: `outboxSettled` waits for one.
    LOG_LEVEL: "debug",
    ...extra,
  };
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

/** The raw header section of a message, its folded lines unfolded. */
function headerLines(raw: string): string[] {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
  return head.replace(/\r\n[ \t]+/g, " ").split("\r\n");
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address));

const tagged = (sink: SmtpSink, tag: string) => sink.messages.filter((m) => m.raw.includes(tag));

/** The signed id the server issued to each named conversation (its first message sends the name). */
const issued = new Map<string, string>();
/** The conversation's id as stored and named in the owner's e-mails. */
const bare = (session: string) => (issued.get(session) ?? session).split(".")[0] as string;

async function chat(server: TestServer, session: string, message: string, headers: Record<string, string> = {}) {
  const res = await rawRequest(`${server.url}/api/chat-message`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({
      sessionId: issued.get(session) ?? session,
      message,
      meta: { ua: "Vitest", ref: "https://search.example/", page: "/about" },
    }),
  });
  if (res.status === 200 && !issued.has(session)) issued.set(session, JSON.parse(res.text).sessionId);
  return res;
}

for (const db of databasesUnderTest()) {
  describe(`owner e-mail on ${db.name}`, () => {
    let sink: SmtpSink;
    let server: TestServer & { database: Record<string, string> };

    beforeAll(async () => {
      sink = await startSmtpSink();
      server = await startOn(db, { label: `e-mail ${db.name}`, env: emailEnv(sink) });
    }, SLOW);
    afterAll(async () => {
      await server?.stop();
      await sink?.close();
    });

    it(
      "sends one e-mail per enquiry, to the owner only, with every field, the source, the UTC time, Reply-To and escaped HTML",
      async () => {
        const tag = `t${Date.now()}`;
        const contact = contactFields({
          company: `Analytical Engines Ltd ${tag}`,
          message: `We answer <b>every</b> lead by hand & it takes hours.\n<script>alert("${tag}")</script>`,
          idempotencyKey: newKey(),
        });
        const assessment = assessmentFields({ company: `Hopper & Co ${tag}`, idempotencyKey: newKey() });
        expect((await postEnquiry(server.url, contact)).result).toBe("success");
        expect((await postEnquiry(server.url, assessment)).result).toBe("success");
        // A retry of the same enquiry (same key) is no new enquiry: no second e-mail.
        expect((await postEnquiry(server.url, contact)).result).toBe("success");

        await waitFor("two e-mails", () => tagged(sink, tag).length >= 2);
        await outboxSettled(server, Date.now());
        const mails = tagged(sink, tag);
        expect(mails).toHaveLength(2);
        const stored = (await storedEnquiries(server)).filter((r) => r.companyName?.includes(tag));
        const contactRow = stored.find((r) => r.source === "contact");
        const contactMail = mails.find((m) => m.parsed.subject?.includes("Ada")) as SinkMessage;
        const assessmentMail = mails.find((m) => m.parsed.subject?.includes("Grace")) as SinkMessage;

        // No spam relay: the envelope names the owners and nobody else, never the visitor's address.
        for (const mail of mails) {
          expect(mail.rcptTo.sort()).toEqual([...OWNERS].sort());
          expect(mail.mailFrom).toBe(FROM);
          expect(mail.user).toBe("notify"); // the SMTP_URL credentials were used
          expect(addresses(mail.parsed.to).sort()).toEqual([...OWNERS].sort());
          expect(mail.parsed.cc).toBeUndefined();
          expect(mail.parsed.bcc).toBeUndefined();
          expect(mail.parsed.headers.get("auto-submitted")).toBe("auto-generated");
          expect(mail.parsed.messageId).toMatch(/^<outbox-\d+\.\d+@aiva\.example>$/);
        }
        expect(new Set(mails.map((m) => m.parsed.messageId)).size).toBe(2);

        const c = contactMail.parsed;
        expect(c.subject).toBe(`New enquiry: Revenue Growth AI System — Ada Lovelace (Analytical Engines Ltd ${tag})`);
        expect(addresses(c.replyTo)).toEqual(["ada@example.com"]);
        expect(addresses(c.from)).toEqual([FROM]);
        const time = `${new Date(contactRow?.createdAt as string).toISOString().slice(0, 19).replace("T", " ")} UTC`;
        for (const line of [
          "Name: Ada Lovelace",
          "E-mail: ada@example.com",
          `Company: Analytical Engines Ltd ${tag}`,
          "Phone: —",
          "How can we help: Revenue Growth AI System",
          "Form: Contact form (/contact)",
          `Received: ${time}`,
          `Enquiry: #${contactRow?.id}`,
          `<script>alert("${tag}")</script>`,
        ]) {
          expect(c.text).toContain(line);
        }
        const html = c.html as string;
        expect(html).toContain("We answer &lt;b&gt;every&lt;/b&gt; lead by hand &amp; it takes hours.");
        expect(html).toContain(`&lt;script&gt;alert(&quot;${tag}&quot;)&lt;/script&gt;`);
        expect(html).not.toContain("<script");
        expect(html).not.toContain("<b>every");
        expect(html).toContain(time);

        const a = assessmentMail.parsed;
        expect(a.subject).toBe(`New enquiry: AIVA Lead OS — Grace Hopper (Hopper & Co ${tag})`);
        expect(addresses(a.replyTo)).toEqual(["grace@example.com"]);
        expect(a.text).toContain("Phone: +1 (555) 010-0123");
        expect(a.text).toContain("Form: Lead Engine Assessment form (/services/aiva-lead-os)");
        expect(a.html).toContain("Hopper &amp; Co");
      },
      SLOW,
    );

    it(
      "CR/LF in a name or company cannot add a header or a recipient",
      async () => {
        const tag = `inj${Date.now()}`;
        const fields = contactFields({
          fullName: "Ada\r\nBcc: victim@example.org\r\nX-Injected: yes",
          company: `Evil\nSubject: Free money\r\nTo: other@example.org ${tag}`,
          idempotencyKey: newKey(),
        });
        expect((await postEnquiry(server.url, fields)).result).toBe("success");
        const [mail] = await waitFor("the e-mail", () => {
          const found = tagged(sink, tag);
          return found.length > 0 ? found : undefined;
        });
        const m = mail as SinkMessage;
        expect(m.rcptTo.sort()).toEqual([...OWNERS].sort());
        const lines = headerLines(m.raw);
        expect(lines.filter((l) => /^bcc:/i.test(l))).toEqual([]);
        expect(lines.filter((l) => /^x-injected:/i.test(l))).toEqual([]);
        expect(lines.filter((l) => /^subject:/i.test(l))).toHaveLength(1);
        expect(lines.filter((l) => /^to:/i.test(l))).toHaveLength(1);
        expect(m.parsed.bcc).toBeUndefined();
        expect(m.parsed.headers.has("x-injected")).toBe(false);
        expect(addresses(m.parsed.to).sort()).toEqual([...OWNERS].sort());
        expect(m.parsed.subject).toBe(
          `New enquiry: Revenue Growth AI System — Ada Bcc: victim@example.org X-Injected: yes (Evil Subject: Free money To: other@example.org ${tag})`,
        );
        // The display name of Reply-To is one line too (not even an encoded line break); the address is the enquirer's.
        const replyTo = Array.isArray(m.parsed.replyTo) ? m.parsed.replyTo[0] : m.parsed.replyTo;
        expect(replyTo?.value).toEqual([
          { name: "Ada Bcc: victim@example.org X-Injected: yes", address: "ada@example.com" },
        ]);
      },
      SLOW,
    );

    it(
      "a chat lead yields one e-mail with the transcript, and the later turns one follow-up once the chat is quiet",
      async () => {
        const session = `lead-${db.name}-${Date.now()}`;
        const lead = `lead.${Date.now()}@example.com`;
        expect((await chat(server, session, "What does the Revenue Growth system automate?")).status).toBe(200);
        await outboxSettled(server, Date.now());
        expect(sink.messages.filter((m) => m.raw.includes(bare(session)))).toHaveLength(0); // no address yet: no e-mail
        expect((await chat(server, session, `Please contact me at ${lead} <b>soon</b>`)).status).toBe(200);

        const first = await waitFor("the lead e-mail", () => sink.messages.find((m) => m.raw.includes(bare(session))));
        const p = first.parsed;
        expect(p.subject).toBe(`New chat lead: ${lead}`);
        expect(first.rcptTo.sort()).toEqual([...OWNERS].sort()); // never the address the visitor typed
        expect(addresses(p.replyTo)).toEqual([lead]);
        expect(p.text).toContain("What does the Revenue Growth system automate?");
        expect(p.text).toContain(`Please contact me at ${lead} <b>soon</b>`);
        expect(p.text).toContain("Visitor:");
        expect(p.text).toContain("AIVA Assistant:");
        expect(p.text).toContain("First page: /about");
        expect(p.text).toContain("Came from: https://search.example/");
        expect(p.html).toContain(`Please contact me at ${lead} &lt;b&gt;soon&lt;/b&gt;`);
        expect(p.html).not.toContain("<b>soon");

        // Two more turns, 300 ms apart: one follow-up with both, sent once the chat was quiet for 1.5 s.
        expect((await chat(server, session, "Also: how long does implementation take?")).status).toBe(200);
        await sleep(300);
        const lastTurnAt = Date.now();
        expect((await chat(server, session, "And what does it cost?")).status).toBe(200);
        const followUp = await waitFor("the follow-up", () => {
          const all = sink.messages.filter((m) => m.raw.includes(bare(session)));
          return all.length >= 2 ? all[1] : undefined;
        });
        expect(followUp.at - lastTurnAt).toBeGreaterThanOrEqual(1400);
        const f = followUp.parsed;
        expect(f.subject).toBe(`Chat lead follow-up: ${lead}`);
        expect(f.inReplyTo).toBe(p.messageId);
        expect(f.text).toContain("Also: how long does implementation take?");
        expect(f.text).toContain("And what does it cost?");
        expect(f.text).not.toContain("What does the Revenue Growth system automate?");
        expect(f.text).toContain("sent 2 more messages");

        // After the follow-up: more turns (another address too) send nothing more.
        expect((await chat(server, session, "One more thing, my colleague is other@example.org")).status).toBe(200);
        await outboxSettled(server, Date.now());
        expect(sink.messages.filter((m) => m.raw.includes(bare(session)))).toHaveLength(2);
        expect(sink.messages.every((m) => !m.rcptTo.includes("other@example.org"))).toBe(true);
      },
      SLOW,
    );

    it(
      "a chat lead while SMTP is down: the first e-mail has the whole conversation, so the follow-up has nothing to send",
      async () => {
        const session = `down-${db.name}-${Date.now()}`;
        const lead = `late.${Date.now()}@example.com`;
        await sink.down();
        expect((await chat(server, session, `I'm ${lead}, what does Lead OS cost?`)).status).toBe(200);
        await sleep(300);
        expect((await chat(server, session, "And how fast can it go live?")).status).toBe(200);
        // The follow-up falls due while the first e-mail is still waiting for SMTP: it waits for it.
        await waitFor("the follow-up waiting", () => server.logs().includes("owner e-mail waiting"), 30_000);
        await sink.up();
        const first = await waitFor("the lead e-mail", () => sink.messages.find((m) => m.raw.includes(bare(session))));
        expect(first.parsed.text).toContain("what does Lead OS cost?");
        expect(first.parsed.text).toContain("And how fast can it go live?");
        await waitFor("the empty follow-up", () =>
          server.logs().includes("no messages after the first e-mail: nothing to send"),
        );
        await outboxSettled(server, Date.now());
        expect(sink.messages.filter((m) => m.raw.includes(bare(session)))).toHaveLength(1);
      },
      SLOW,
    );

    it(
      "SMTP down or answering 4xx: every enquiry is acknowledged and e-mailed exactly once when it is back",
      async () => {
        const tag = `down${Date.now()}`;
        await sink.down();
        const keys = [newKey(), newKey(), newKey()];
        for (const [i, key] of keys.entries()) {
          const res = await postEnquiry(server.url, contactFields({ company: `${tag}-${i}`, idempotencyKey: key }));
          expect(res.result).toBe("success");
        }
        await waitFor(
          "failed attempts",
          () => (server.logs().match(/owner e-mail failed; will retry/g) ?? []).length >= 3,
        );

        // Back, but the first two DATA answers are 451 (try again later).
        let temporary = 0;
        sink.answerWith((raw) => (raw.includes(tag) && temporary++ < 2 ? 451 : null));
        await sink.up();
        await waitFor("three e-mails", () => tagged(sink, tag).length >= 3, 90_000);
        await outboxSettled(server, Date.now());
        const mails = tagged(sink, tag);
        expect(mails).toHaveLength(3);
        expect(mails.map((m) => m.parsed.subject?.match(/down\d+-\d/)?.[0]).sort()).toEqual(
          [0, 1, 2].map((i) => `${tag}-${i}`),
        );
        expect(new Set(mails.map((m) => m.parsed.messageId)).size).toBe(3);
        expect(sink.attempts.filter((a) => a.raw.includes(tag) && a.code === 451)).toHaveLength(2);
        // A retried message keeps its Message-ID.
        const retried = sink.attempts.filter((a) => a.raw.includes(tag) && a.code === 451);
        for (const attempt of retried) {
          const id = /^Message-ID: (.+)$/im.exec(attempt.raw)?.[1];
          expect(mails.map((m) => m.parsed.messageId)).toContain(id);
        }
        sink.answerWith(() => null);
      },
      SLOW,
    );

    it(
      "a permanent 5xx is logged at error, never retried, and listed by `npm run enquiries -- --failed`",
      async () => {
        const tag = `perm${Date.now()}`;
        sink.answerWith((raw) => (raw.includes(tag) ? 550 : null));
        const res = await postEnquiry(server.url, contactFields({ company: tag, idempotencyKey: newKey() }));
        expect(res.result).toBe("success");
        await waitFor("the rejection", () => sink.attempts.some((a) => a.raw.includes(tag)));
        await waitFor("the error log line", () => server.logs().includes("owner e-mail rejected permanently"));
        await outboxSettled(server, Date.now());
        expect(sink.attempts.filter((a) => a.raw.includes(tag))).toHaveLength(1);
        const errorLine = server
          .logs()
          .split("\n")
          .find((l) => l.includes("owner e-mail rejected permanently"));
        expect(JSON.parse(errorLine as string)).toMatchObject({ level: 50, channel: "email", kind: "enquiry" });

        const cli = await runScript("scripts/enquiries.ts", ["--failed", "--format", "json"], server.database);
        expect(cli.code, cli.stderr).toBe(0);
        const failed = JSON.parse(cli.stdout) as Record<string, unknown>[];
        const row = (await storedEnquiries(server)).find((r) => r.companyName === tag);
        expect(failed).toEqual([
          expect.objectContaining({
            channel: "email",
            kind: "enquiry",
            attempts: 1,
            enquiry_id: row?.id,
            full_name: "Ada Lovelace",
            work_email: "ada@example.com",
            last_error: expect.stringContaining("550"),
          }),
        ]);
        const table = await runScript("scripts/enquiries.ts", ["--failed"], server.database);
        expect(table.stdout).toContain("1 failed notification");
        sink.answerWith(() => null);
      },
      SLOW,
    );
  });
}

describe.skipIf(!inject("postgresUrl"))("two server instances on one PostgreSQL", () => {
  it(
    "send each e-mail once (FOR UPDATE SKIP LOCKED and a lease)",
    async () => {
      const sink = await startSmtpSink({ delayMs: 30 });
      const database = { DATABASE_URL: await freshPostgresUrl() };
      const env = {
        ...database,
        ...emailEnv(sink, { NOTIFY_EMAIL_RETRY_BASE_MS: "200", NOTIFY_EMAIL_RETRY_MAX_MS: "400" }),
      };
      const servers = await Promise.all([startServer({ env }), startServer({ env })]);
      try {
        // SMTP down while 24 enquiries arrive at both instances, so both workers then race for the same due rows.
        await sink.down();
        const count = 24;
        const results = await Promise.all(
          Array.from({ length: count }, (_, i) =>
            postEnquiry(
              (servers[i % 2] as TestServer).url,
              contactFields({ company: `pair-${i}`, idempotencyKey: newKey() }),
            ),
          ),
        );
        expect(results.map((r) => r.result)).toEqual(Array(count).fill("success"));
        await sleep(500);
        await sink.up();
        await waitFor(`${count} e-mails`, () => sink.messages.length >= count, 90_000);
        const since = Date.now();
        for (const server of servers) await outboxSettled(server, since);
        expect(sink.messages).toHaveLength(count);
        const companies = sink.messages.map((m) => /pair-\d+/.exec(m.parsed.subject ?? "")?.[0]).sort();
        expect(companies).toEqual(Array.from({ length: count }, (_, i) => `pair-${i}`).sort());
        expect(new Set(sink.messages.map((m) => m.parsed.messageId)).size).toBe(count);
        const rows = await pgQuery<{ n: number }>(
          database.DATABASE_URL,
          "select count(*)::int as n from enquiry_outbox where channel = 'email' and delivered_at is not null",
        );
        expect(rows[0]?.n).toBe(count);
        const sentBy = servers.map((s) => (s.logs().match(/owner e-mail delivered/g) ?? []).length);
        expect((sentBy[0] ?? 0) + (sentBy[1] ?? 0)).toBe(count);
        console.log(`[two instances] e-mails sent per instance: ${sentBy.join(" + ")}`);
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
        await sink.close();
      }
    },
    SLOW,
  );
});

for (const db of databasesUnderTest()) {
  describe(`chat-lead e-mails capped per client address on ${db.name}`, () => {
    const PER_HOUR = 2;
    let sink: SmtpSink;
    let server: TestServer & { database: Record<string, string> };

    beforeAll(async () => {
      sink = await startSmtpSink();
      server = await startOn(db, {
        label: `lead cap ${db.name}`,
        env: emailEnv(sink, { TRUST_PROXY: "true", CHAT_LEAD_EMAILS_PER_HOUR: String(PER_HOUR) }),
      });
    }, SLOW);
    afterAll(async () => {
      await server?.stop();
      await sink?.close();
    });

    it(
      `sends ${PER_HOUR} lead e-mails an hour per address, holds the rest for one digest, and loses none`,
      async () => {
        const tag = `cap${Date.now().toString(36)}`;
        const flooder = { "X-Forwarded-For": "203.0.113.77" };
        const leads = Array.from({ length: 5 }, (_, i) => `victim${i}.${tag}@evil.example`);
        for (const [i, lead] of leads.entries()) {
          const res = await chat(server, `${tag}-${i}`, `contact me at ${lead}`, flooder);
          expect(res.status).toBe(200);
        }
        // Another address is not held back by that one.
        const other = `other.${tag}@example.com`;
        expect((await chat(server, `${tag}-other`, `I'm ${other}`, { "X-Forwarded-For": "203.0.113.78" })).status).toBe(
          200,
        );

        const mails = await waitFor("the lead e-mails", () => {
          const got = sink.messages.filter((m) => m.raw.includes(tag));
          return got.length >= PER_HOUR + 1 ? got : undefined;
        });
        const subjects = mails.map((m) => m.parsed.subject).sort();
        expect(subjects).toEqual(
          [`New chat lead: ${leads[0]}`, `New chat lead: ${leads[1]}`, `New chat lead: ${other}`].sort(),
        );

        // Every lead is kept and listed, the held ones included.
        const listed = await runChatsCli(["--format", "json", "--leads"], server.database);
        expect(listed.code, listed.stderr).toBe(0);
        const emails = (JSON.parse(listed.stdout) as { leadEmail: string }[]).map((c) => c.leadEmail);
        for (const lead of [...leads, other]) expect(emails).toContain(lead);

        if (!server.database.DATABASE_URL) return;
        // PostgreSQL: the digest is one job holding the other three; when its hour is over, one e-mail lists them.
        const url = server.database.DATABASE_URL;
        const jobs = await pgQuery<{ kind: string; payload: { sessionIds: string[] } }>(
          url,
          "select kind, payload from enquiry_outbox where kind in ('chat-lead', 'chat-lead-digest') order by id",
        );
        expect(jobs.map((j) => j.kind).sort()).toEqual(["chat-lead", "chat-lead", "chat-lead", "chat-lead-digest"]);
        const digestJob = jobs.find((j) => j.kind === "chat-lead-digest");
        expect(digestJob?.payload.sessionIds.sort()).toEqual([2, 3, 4].map((i) => bare(`${tag}-${i}`)).sort());
        await pgQuery(url, "update enquiry_outbox set next_attempt_at = now() where kind = 'chat-lead-digest'");
        // Any chat exchange wakes the outbox worker.
        expect((await chat(server, `${tag}-wake`, "Hello", { "X-Forwarded-For": "203.0.113.79" })).status).toBe(200);
        const digest = await waitFor("the digest", () =>
          sink.messages.find((m) => m.parsed.subject?.startsWith("Chat leads held back")),
        );
        expect(digest.parsed.subject).toBe("Chat leads held back: 3 leads from one address");
        expect(digest.rcptTo.sort()).toEqual([...OWNERS].sort());
        for (const lead of leads.slice(2)) expect(digest.parsed.text).toContain(lead);
        for (const lead of leads.slice(0, 2)) expect(digest.parsed.text).not.toContain(lead);
        expect(digest.parsed.replyTo).toBeUndefined();
      },
      SLOW,
    );
  });
}

describe("without SMTP_URL", () => {
  it(
    "writes no e-mail jobs and starts no e-mail transport",
    async () => {
      const postgres = databasesUnderTest().find((d) => d.name === "PostgreSQL");
      const db = postgres ?? databasesUnderTest()[0];
      if (!db) throw new Error("no database under test");
      const server = await startOn(db, { label: "no e-mail" });
      try {
        expect((await postEnquiry(server.url, contactFields({ idempotencyKey: newKey() }))).result).toBe("success");
        expect((await chat(server, `nomail-${Date.now()}`, "Reach me at nomail@example.com")).status).toBe(200);
        expect(server.logs()).not.toContain("owner e-mail notifications running");
        if (server.database.DATABASE_URL) {
          const rows = await pgQuery<{ n: number }>(
            server.database.DATABASE_URL,
            "select count(*)::int as n from enquiry_outbox",
          );
          expect(rows[0]?.n).toBe(0);
        }
      } finally {
        await server.stop();
      }
    },
    SLOW,
  );

  it("a half-configured e-mail setup stops the server at start, naming the missing variables", async () => {
    const sink = await startSmtpSink();
    try {
      await expect(startServer({ env: { SMTP_URL: sink.url } })).rejects.toThrow(
        /NOTIFY_EMAIL_TO: is required when SMTP_URL is set[\s\S]*NOTIFY_EMAIL_FROM: is required when SMTP_URL is set/,
      );
    } finally {
      await sink.close();
    }
  });
});
