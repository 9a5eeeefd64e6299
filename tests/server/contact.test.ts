/**
 * Contact enquiries over real HTTP against the built server (issue 7), on PGlite and on PostgreSQL:
 * insert (with and without JavaScript), validation and bounds, idempotency, honeypot, Origin check,
 * body limit, injection stored verbatim, rate limits.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactValidation, enquiryBoundsMessages } from "../../app/content/contact";
import { assessmentForm } from "../../app/content/assessment-form";
import { rateLimited, rateLimitedText } from "../../app/content/messages";
import { ENQUIRY_LIMITS } from "../../app/lib/schemas/enquiry-fields";
import { rawRequest } from "../support/http";
import type { TestServer } from "../support/server";
import {
  assessmentFields,
  contactFields,
  databasesUnderTest,
  newKey,
  postEnquiry,
  startOn,
  storedEnquiries,
} from "./contact-support";

/**
 * The limits count in fixed windows of the server's clock: a test server's clock stands still 15 s into a minute
 * (and 30 min into an hour), so one test never straddles two windows and the wait it is told is exact.
 */
const STOPPED_CLOCK = { TEST_HOOKS: "1", TEST_CLOCK: "2026-01-05T09:30:15Z" };

for (const db of databasesUnderTest()) {
  describe(`contact enquiries on ${db.name}`, () => {
    let server: TestServer & { database: Record<string, string> };

    beforeAll(async () => {
      server = await startOn(db, { label: `contact ${db.name}` });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it("serves the page pre-rendered with the form in field order and the schedule link", async () => {
      const res = await rawRequest(`${server.url}/contact`);
      expect(res.status).toBe(200);
      const labels = [...res.text.matchAll(/<label for="contact-form-(\w+)"[^>]*>([^<]+)</g)].map((m) => m[2]);
      expect(labels).toEqual([
        "Full Name",
        "Email Address",
        "Company Name (Optional)",
        "How Can We Help You?",
        "Your Message",
        "Leave this field empty",
      ]);
      expect(res.text).toContain("Select a category");
      expect(res.text).toMatch(/<textarea[^>]*rows="5"/);
      expect(res.text).toContain('href="/schedule"');
      expect(res.text).toContain("Schedule Your Free Consultation");
      expect(res.text).toContain("Operating remotely to serve you globally.");
    });

    it("with RATE_LIMIT_DISABLED=1 (the test default) accepts more than the default 5 per minute", async () => {
      for (let i = 0; i < 7; i++) {
        const res = await postEnquiry(server.url, contactFields({ idempotencyKey: newKey() }));
        expect(res.result, `enquiry ${i + 1}`).toBe("success");
      }
    });

    it("stores a contact enquiry sent with JavaScript and answers success only after it is stored", async () => {
      const key = newKey();
      const res = await postEnquiry(
        server.url,
        contactFields({ email: "js@example.com", company: "", idempotencyKey: key }),
      );
      expect(res.status).toBe(200);
      expect(res.result).toBe("success");
      expect(res.headers["cache-control"]).toBe("no-store");
      const row = (await storedEnquiries(server)).find((r) => r.idempotencyKey === key);
      expect(row).toMatchObject({
        fullName: "Ada Lovelace",
        workEmail: "js@example.com",
        companyName: null, // NULL when empty
        operationalChallenge: "revenue-growth",
        situationAndGoals: "We answer every lead by hand and it takes hours each day.",
        source: "contact",
        phone: null,
      });
    });

    it("stores an enquiry posted without JavaScript and answers the page with the outcome", async () => {
      const res = await postEnquiry(server.url, contactFields({ email: "nojs@example.com" }), { via: "document" });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.result).toBe("success");
      expect(res.text).toContain("Message Sent Successfully!");
      expect(res.text).toContain("<h1");
      const rows = (await storedEnquiries(server)).filter((r) => r.workEmail === "nojs@example.com");
      expect(rows).toHaveLength(1);
      expect(rows[0]?.idempotencyKey).toMatch(/^nojs-/);
    });

    it("stores an assessment request (source assessment, category aiva-lead-os, phone kept)", async () => {
      const key = newKey();
      const res = await postEnquiry(server.url, assessmentFields({ idempotencyKey: key }));
      expect(res.result).toBe("success");
      const row = (await storedEnquiries(server)).find((r) => r.idempotencyKey === key);
      expect(row).toMatchObject({
        source: "assessment",
        operationalChallenge: "aiva-lead-os",
        phone: "+1 (555) 010-0123",
        companyName: null,
        fullName: "Grace Hopper",
      });
      expect(row?.situationAndGoals).toMatch(/Lead Engine Assessment/);
      // No phone: NULL.
      const key2 = newKey();
      await postEnquiry(server.url, assessmentFields({ phone: "", idempotencyKey: key2 }));
      expect((await storedEnquiries(server)).find((r) => r.idempotencyKey === key2)?.phone).toBeNull();
    });

    it("answers every SPEC 5 message with 400 and stores nothing", async () => {
      const before = (await storedEnquiries(server)).length;
      const res = await postEnquiry(server.url, {
        source: "contact",
        fullName: "   ",
        email: "not-an-email",
        company: "",
        helpCategory: "",
        message: "too short",
      });
      expect(res.status).toBe(400);
      expect(res.result).toBe("invalid");
      for (const message of Object.values(contactValidation)) expect(res.text).toContain(message);
      // Without JavaScript: the same messages in the page, values kept.
      const page = await postEnquiry(
        server.url,
        { source: "contact", fullName: "Kept Name", email: "kept@", helpCategory: "general", message: "short" },
        { via: "document" },
      );
      expect(page.status).toBe(400);
      expect(page.result).toBe("invalid");
      expect(page.text).toContain(contactValidation.email);
      expect(page.text).toContain(contactValidation.message);
      expect(page.text).toContain('value="Kept Name"');
      expect(page.text).toMatch(
        /aria-invalid="true"[^>]*aria-describedby="contact-form-email-error"|aria-describedby="contact-form-email-error"[^>]*aria-invalid="true"/,
      );
      // Assessment: its own messages.
      const assessment = await postEnquiry(server.url, assessmentFields({ fullName: "", email: "x" }));
      expect(assessment.status).toBe(400);
      expect(assessment.text).toContain(assessmentForm.validation.name);
      expect(assessment.text).toContain(assessmentForm.validation.email);
      expect((await storedEnquiries(server)).length).toBe(before);
    });

    it("bounds lengths on the server and accepts only the six categories", async () => {
      const before = (await storedEnquiries(server)).length;
      const cases: [Record<string, string>, string][] = [
        [{ fullName: "n".repeat(201) }, enquiryBoundsMessages.fullName],
        [{ company: "c".repeat(201) }, enquiryBoundsMessages.company],
        [{ email: `${"e".repeat(310)}@example.com` }, contactValidation.email],
        [{ message: "m".repeat(5001) }, enquiryBoundsMessages.message],
        [{ helpCategory: "pricing" }, contactValidation.helpCategory],
        [{ helpCategory: "<script>" }, contactValidation.helpCategory],
      ];
      for (const [override, message] of cases) {
        const res = await postEnquiry(server.url, contactFields({ ...override, idempotencyKey: newKey() }));
        expect(res.status, JSON.stringify(override).slice(0, 60)).toBe(400);
        expect(res.text).toContain(message);
      }
      const phone = await postEnquiry(
        server.url,
        assessmentFields({ phone: "call me maybe", idempotencyKey: newKey() }),
      );
      expect(phone.status).toBe(400);
      expect(phone.text).toContain(enquiryBoundsMessages.phone);
      // At the limits: accepted.
      const key = newKey();
      const ok = await postEnquiry(
        server.url,
        contactFields({
          fullName: "n".repeat(200),
          company: "c".repeat(200),
          message: "m".repeat(5000),
          idempotencyKey: key,
        }),
      );
      expect(ok.result).toBe("success");
      expect((await storedEnquiries(server)).length).toBe(before + 1);
    });

    it("stores one row for a double click, a resubmit and concurrent retries with the same key", async () => {
      const key = newKey();
      const fields = contactFields({ email: "twice@example.com", idempotencyKey: key });
      const first = await postEnquiry(server.url, fields);
      const again = await postEnquiry(server.url, fields);
      const concurrent = await Promise.all(Array.from({ length: 6 }, () => postEnquiry(server.url, fields)));
      for (const res of [first, again, ...concurrent]) expect(res.result).toBe("success");
      expect((await storedEnquiries(server)).filter((r) => r.idempotencyKey === key)).toHaveLength(1);

      // Six concurrent first submissions of a new key: still one row.
      const key2 = newKey();
      const race = await Promise.all(
        Array.from({ length: 6 }, () => postEnquiry(server.url, contactFields({ idempotencyKey: key2 }))),
      );
      for (const res of race) expect(res.result).toBe("success");
      expect((await storedEnquiries(server)).filter((r) => r.idempotencyKey === key2)).toHaveLength(1);

      // A new key (a new form fill) is a new enquiry.
      await postEnquiry(server.url, { ...fields, idempotencyKey: newKey() });
      expect((await storedEnquiries(server)).filter((r) => r.workEmail === "twice@example.com")).toHaveLength(2);
    });

    it("without JavaScript, a double submit of the same form stores one row (server-side key)", async () => {
      const fields = contactFields({ email: "double-nojs@example.com" });
      const [a, b] = await Promise.all([
        postEnquiry(server.url, fields, { via: "document" }),
        postEnquiry(server.url, fields, { via: "document" }),
      ]);
      const c = await postEnquiry(server.url, fields, { via: "document" });
      for (const res of [a, b, c]) expect(res.result).toBe("success");
      expect((await storedEnquiries(server)).filter((r) => r.workEmail === "double-nojs@example.com")).toHaveLength(1);
      // Different content is a different enquiry.
      await postEnquiry(server.url, { ...fields, message: `${fields.message} And more.` }, { via: "document" });
      expect((await storedEnquiries(server)).filter((r) => r.workEmail === "double-nojs@example.com")).toHaveLength(2);
    });

    it("refuses a malformed idempotency key with 400", async () => {
      const before = (await storedEnquiries(server)).length;
      for (const key of ["short", "x".repeat(101), "has spaces in it here!", "ünïcødé-ünïcødé-ünïcødé"]) {
        const res = await postEnquiry(server.url, contactFields({ idempotencyKey: key }));
        expect(res.status).toBe(400);
      }
      expect((await storedEnquiries(server)).length).toBe(before);
    });

    it("answers a filled honeypot with a normal success and stores nothing", async () => {
      const before = (await storedEnquiries(server)).length;
      const js = await postEnquiry(
        server.url,
        contactFields({ website: "https://spam.example", idempotencyKey: newKey() }),
      );
      expect(js.status).toBe(200);
      expect(js.result).toBe("success");
      const page = await postEnquiry(server.url, contactFields({ website: "x" }), { via: "document" });
      expect(page.status).toBe(200);
      expect(page.text).toContain("Message Sent Successfully!");
      // Even invalid data looks like a success to a bot.
      const junk = await postEnquiry(server.url, { website: "x", fullName: "" });
      expect(junk.result).toBe("success");
      expect((await storedEnquiries(server)).length).toBe(before);
      await expect.poll(() => server.logs()).toContain("enquiry honeypot filled");
    });

    it("refuses a post whose Origin names another site (403) and accepts its own host's origin", async () => {
      const before = (await storedEnquiries(server)).length;
      for (const origin of ["https://evil.example", "http://127.0.0.1.evil.example", "null", "http://localhost:1"]) {
        const res = await postEnquiry(server.url, contactFields({ idempotencyKey: newKey() }), {
          headers: { Origin: origin },
        });
        expect(res.status, origin).toBe(403);
      }
      expect((await storedEnquiries(server)).length).toBe(before);
      // The same origin under another name for this server works too (the check uses the Host header).
      const port = new URL(server.url).port;
      const viaLocalhost = await postEnquiry(server.url, contactFields({ idempotencyKey: newKey() }), {
        headers: { Host: `localhost:${port}`, Origin: `http://localhost:${port}` },
      });
      expect(viaLocalhost.result).toBe("success");
    });

    it("accepts the longest valid enquiry in Japanese (about 50 KB form-encoded) and stores it verbatim", async () => {
      const key = newKey();
      const message = "来月から見積もり対応を自動化したいです。".repeat(250).slice(0, ENQUIRY_LIMITS.message);
      const fullName = "山田太郎".repeat(50).slice(0, ENQUIRY_LIMITS.fullName);
      const fields = contactFields({ fullName, company: "株式会社".repeat(50), message, idempotencyKey: key });
      expect(new URLSearchParams(fields).toString().length).toBeGreaterThan(45 * 1024);
      const res = await postEnquiry(server.url, fields);
      expect(res.result).toBe("success");
      const row = (await storedEnquiries(server)).find((r) => r.idempotencyKey === key);
      expect(row?.situationAndGoals).toBe(message);
      expect(row?.fullName).toBe(fullName);
    });

    it("refuses a body over 64 KB with 413 and stores nothing", async () => {
      const before = (await storedEnquiries(server)).length;
      const res = await postEnquiry(
        server.url,
        contactFields({ message: "x".repeat(65 * 1024), idempotencyKey: newKey() }),
      );
      expect(res.status).toBe(413);
      expect((await storedEnquiries(server)).length).toBe(before);
    });

    it("stores SQL and HTML injection attempts verbatim and renders them harmlessly", async () => {
      const key = newKey();
      const evil = {
        fullName: `Robert'); DROP TABLE contacts;--`,
        company: `<img src=x onerror=alert(1)>`,
        message: `<script>alert("x")</script> ' OR 1=1 -- \\ $1 %s \u202ereversed`,
      };
      const res = await postEnquiry(server.url, contactFields({ ...evil, idempotencyKey: key }));
      expect(res.result).toBe("success");
      const row = (await storedEnquiries(server)).find((r) => r.idempotencyKey === key);
      expect(row?.fullName).toBe(evil.fullName);
      expect(row?.companyName).toBe(evil.company);
      expect(row?.situationAndGoals).toBe(evil.message);
      // The table is still there, and a posted value is escaped in the page.
      expect((await storedEnquiries(server)).length).toBeGreaterThan(1);
      const page = await postEnquiry(server.url, { ...contactFields(evil), email: "bad" }, { via: "document" });
      expect(page.text).not.toContain("<img src=x onerror");
      expect(page.text).toContain("&lt;img src=x onerror=alert(1)&gt;");
    });

    it("answers a NUL byte in a field with 400, not 5xx", async () => {
      const before = (await storedEnquiries(server)).length;
      const res = await postEnquiry(
        server.url,
        contactFields({ message: "Hello\u0000 there, a NUL byte", idempotencyKey: newKey() }),
      );
      expect(res.status).toBe(400);
      expect((await storedEnquiries(server)).length).toBe(before);
    });
  });

  describe(`contact rate limits on ${db.name}`, () => {
    let server: TestServer & { database: Record<string, string> };
    afterAll(async () => {
      await server?.stop();
    });

    it("limits enquiries per client IP per minute (429, Retry-After), other IPs unaffected", async () => {
      server = await startOn(db, {
        label: `contact rate limit ${db.name}`,
        env: {
          ...STOPPED_CLOCK,
          RATE_LIMIT_DISABLED: "",
          TRUST_PROXY: "1",
          CONTACT_RATE_LIMIT_PER_MINUTE: "3",
          CONTACT_RATE_LIMIT_PER_HOUR: "100",
        },
      });
      const from = (ip: string) => ({ headers: { "X-Forwarded-For": ip } });
      for (let i = 0; i < 3; i++) {
        const res = await postEnquiry(server.url, contactFields({ idempotencyKey: newKey() }), from("203.0.113.7"));
        expect(res.result).toBe("success");
      }
      const limited = await postEnquiry(server.url, contactFields({ idempotencyKey: newKey() }), from("203.0.113.7"));
      expect(limited.status).toBe(429);
      expect(limited.result).toBe("error");
      const retryAfter = Number(limited.headers["retry-after"]);
      expect(retryAfter).toBe(45);
      // The seconds are in the answer too, for the form's message.
      expect(limited.text).toContain(`"reason","rate-limited"`);
      expect(limited.text).toMatch(new RegExp(`"retryAfterSeconds",${retryAfter}[,\\]]`));
      // Without JavaScript the page says so, and when to try again, with the values kept.
      const page = await postEnquiry(server.url, contactFields({ fullName: "Still Here" }), {
        via: "document",
        ...from("203.0.113.7"),
      });
      expect(page.status).toBe(429);
      expect(page.result).toBe("error");
      expect(page.text).toContain(rateLimited.title);
      // (Read as text: "1 minute" is kept on one line, a span of its own in the markup.)
      expect(page.text.replace(/<[^>]+>/g, "")).toContain(rateLimitedText(Number(page.headers["retry-after"])));
      expect(page.text).toContain('value="Still Here"');
      // A retry of an already stored enquiry is not counted and still succeeds.
      const other = await postEnquiry(server.url, contactFields({ idempotencyKey: newKey() }), from("198.51.100.1"));
      expect(other.result).toBe("success");
      expect(await storedEnquiries(server)).toHaveLength(4);
      await server.stop();
    });

    it("limits enquiries per client IP per hour", async () => {
      server = await startOn(db, {
        label: `contact hourly limit ${db.name}`,
        env: {
          ...STOPPED_CLOCK,
          RATE_LIMIT_DISABLED: "",
          CONTACT_RATE_LIMIT_PER_MINUTE: "100",
          CONTACT_RATE_LIMIT_PER_HOUR: "2",
        },
      });
      const keys = [newKey(), newKey(), newKey()];
      const results = [];
      for (const key of keys) results.push(await postEnquiry(server.url, contactFields({ idempotencyKey: key })));
      expect(results.map((r) => r.status)).toEqual([200, 200, 429]);
      // The first two can be retried (same key) without hitting the limit.
      expect((await postEnquiry(server.url, contactFields({ idempotencyKey: keys[0] as string }))).result).toBe(
        "success",
      );
      expect(await storedEnquiries(server)).toHaveLength(2);
      await server.stop();
    });
  });
}
