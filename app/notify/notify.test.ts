import { describe, expect, it } from "vitest";
import { parseEnv } from "../../server/env";
import type { EnquiryWebhookPayload } from "../enquiries/store.server";
import { composeChatLeadEmail, composeEnquiryEmail, utcTime } from "./compose.server";
import { isPermanent, messageIdOf } from "./email-transport.server";
import { headerText } from "./header-text";
import { emailSettings, parseMailbox, redactedSmtpUrl } from "./settings.server";

const enquiry: EnquiryWebhookPayload = {
  type: "enquiry.created",
  version: 1,
  id: 42,
  idempotencyKey: "k".repeat(20),
  createdAt: "2026-01-02T03:04:05.678Z",
  source: "contact",
  fullName: "Ada Lovelace",
  workEmail: "ada@example.com",
  companyName: "Analytical Engines Ltd",
  phone: null,
  operationalChallenge: "revenue-growth",
  operationalChallengeLabel: "Revenue Growth AI System",
  situationAndGoals: 'Leads wait <b>days</b> & we "lose" them.\n<img src=x onerror=alert(1)>',
};

describe("headerText", () => {
  it("turns every line break and control character into one space and keeps one line", () => {
    expect(headerText("Ada\r\nBcc: x@y.org")).toBe("Ada Bcc: x@y.org");
    expect(headerText("a\nb\rc\td\u0000e\u0085f\u2028g\u2029h\u007fi")).toBe("a b c d e f g h i");
    expect(headerText("  spaced   out  ")).toBe("spaced out");
  });

  it("bounds the length with an ellipsis", () => {
    expect(headerText("x".repeat(300), 10)).toBe(`${"x".repeat(9)}…`);
    expect(headerText("x".repeat(10), 10)).toBe("x".repeat(10));
  });
});

describe("the enquiry e-mail", () => {
  const email = composeEnquiryEmail(enquiry);

  it("has the issue's subject, the enquirer as Reply-To and every field in the text", () => {
    expect(email.subject).toBe("New enquiry: Revenue Growth AI System — Ada Lovelace (Analytical Engines Ltd)");
    expect(email.replyTo).toEqual({ name: "Ada Lovelace", address: "ada@example.com" });
    for (const line of [
      "Name: Ada Lovelace",
      "E-mail: ada@example.com",
      "Company: Analytical Engines Ltd",
      "Phone: —",
      "How can we help: Revenue Growth AI System",
      "Form: Contact form (/contact)",
      "Received: 2026-01-02 03:04:05 UTC",
      "Enquiry: #42",
      enquiry.situationAndGoals,
    ]) {
      expect(email.text).toContain(line);
    }
  });

  it("escapes everything the visitor typed in the HTML", () => {
    expect(email.html).toContain("Leads wait &lt;b&gt;days&lt;/b&gt; &amp; we &quot;lose&quot; them.");
    expect(email.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(email.html).not.toMatch(/<img|<b>/);
    expect(email.html.startsWith("<!DOCTYPE html>")).toBe(true);
  });

  it("leaves out the company when there is none and keeps a CR/LF in a name out of every header value", () => {
    const other = composeEnquiryEmail({ ...enquiry, companyName: null, fullName: "Eve\r\nBcc: v@x.org" });
    expect(other.subject).toBe("New enquiry: Revenue Growth AI System — Eve Bcc: v@x.org");
    expect(other.replyTo?.name).toBe("Eve Bcc: v@x.org");
  });

  it("sets no Reply-To for an address that is not a plain one", () => {
    expect(composeEnquiryEmail({ ...enquiry, workEmail: "a@b.example\r\nBcc: v@x.org" }).replyTo).toBeNull();
  });
});

describe("the chat lead e-mails", () => {
  const details = {
    sessionId: "session-123",
    leadEmail: "lead@example.com",
    startedAt: new Date("2026-01-02T03:00:00Z"),
    firstPage: "/about",
    referrer: null,
    messages: [
      {
        sender: "user" as const,
        content: "Hi <script>x</script>, mail me at lead@example.com",
        createdAt: new Date("2026-01-02T03:00:01Z"),
      },
      { sender: "bot" as const, content: "Thanks! We'll be in touch.", createdAt: new Date("2026-01-02T03:00:02Z") },
    ],
  };

  it("the first one: the address, the session and the transcript, escaped in HTML", () => {
    const email = composeChatLeadEmail(details, false);
    expect(email.subject).toBe("New chat lead: lead@example.com");
    expect(email.replyTo).toEqual({ name: "", address: "lead@example.com" });
    expect(email.text).toContain(`[${utcTime(details.messages[0]!.createdAt)}] Visitor:\nHi <script>x</script>`);
    expect(email.text).toContain("AIVA Assistant:\nThanks! We'll be in touch.");
    expect(email.html).toContain("Hi &lt;script&gt;x&lt;/script&gt;");
    expect(email.html).not.toContain("<script");
  });

  it("the follow-up counts the visitor's messages and points to the export for anything later", () => {
    const email = composeChatLeadEmail(details, true);
    expect(email.subject).toBe("Chat lead follow-up: lead@example.com");
    expect(email.text).toContain("sent 1 more message after");
    expect(email.text).toContain("npm run chats -- --leads");
  });
});

describe("the e-mail transport's rules", () => {
  it("derives a stable Message-ID from the job and the sender's domain", () => {
    const row = { id: 7, createdAt: new Date("2026-01-02T03:04:05.678Z") };
    expect(messageIdOf(row, "notify@aiva.example")).toBe("<outbox-7.1767323045678@aiva.example>");
    expect(messageIdOf({ ...row }, "notify@aiva.example")).toBe(messageIdOf(row, "notify@aiva.example"));
  });

  it("gives up only on a permanent answer to the message, never on a failed login or a 4xx", () => {
    const error = (props: object) => Object.assign(new Error("x"), props);
    expect(isPermanent(error({ code: "EMESSAGE", responseCode: 550, permanent: true }))).toBe(true);
    expect(isPermanent(error({ code: "EENVELOPE", responseCode: 553, permanent: true }))).toBe(true);
    expect(isPermanent(error({ code: "EAUTH", responseCode: 535, permanent: true }))).toBe(false);
    expect(isPermanent(error({ code: "EMESSAGE", responseCode: 451, permanent: false }))).toBe(false);
    expect(isPermanent(error({ code: "ESOCKET" }))).toBe(false);
  });
});

describe("e-mail settings in the environment", () => {
  const base = {
    SMTP_URL: "smtps://user:secret@smtp.example.com:465",
    NOTIFY_EMAIL_TO: "owner@example.com, Sales <sales@example.com>",
    NOTIFY_EMAIL_FROM: "AIVA Website <notify@example.com>",
  };

  it("are off unless all three are set", () => {
    expect(emailSettings(parseEnv({}))).toBeUndefined();
    const settings = emailSettings(parseEnv(base));
    expect(settings).toMatchObject({
      smtpUrl: base.SMTP_URL,
      from: { name: "AIVA Website", address: "notify@example.com" },
      to: [
        { name: "", address: "owner@example.com" },
        { name: "Sales", address: "sales@example.com" },
      ],
      timeoutMs: 30_000,
      retryBaseMs: 5_000,
      retryMaxMs: 3_600_000,
      chatFollowUp: { quietMs: 600_000, maxDelayMs: 3_600_000 },
    });
  });

  it("a partial or bad setup stops the start with the variables named", () => {
    expect(() => parseEnv({ SMTP_URL: base.SMTP_URL })).toThrowError(
      /NOTIFY_EMAIL_TO: is required when SMTP_URL is set\n {2}NOTIFY_EMAIL_FROM: is required/,
    );
    expect(() => parseEnv({ ...base, SMTP_URL: "http://smtp.example.com" })).toThrowError(
      /SMTP_URL: must be smtp:\/\//,
    );
    expect(() => parseEnv({ ...base, NOTIFY_EMAIL_TO: "owner@example.com, not an address" })).toThrowError(
      /NOTIFY_EMAIL_TO: must be one or more e-mail addresses/,
    );
    expect(() => parseEnv({ ...base, NOTIFY_EMAIL_FROM: "Evil\r\nBcc: x <a@b.example>" })).toThrowError(
      /NOTIFY_EMAIL_FROM/,
    );
  });

  it("parses mailboxes strictly and never logs the SMTP password", () => {
    expect(parseMailbox('"AIVA" <a@b.example>')).toEqual({ name: "AIVA", address: "a@b.example" });
    expect(parseMailbox("a@b.example")).toEqual({ name: "", address: "a@b.example" });
    expect(parseMailbox("<a@b.example>")).toEqual({ name: "", address: "a@b.example" });
    expect(parseMailbox("a@b")).toBeNull();
    expect(redactedSmtpUrl(base.SMTP_URL)).toBe("smtps://user:***@smtp.example.com:465");
  });
});
