/**
 * A legal document's 'Last updated' is the day its text last changed. Each document in legal.ts carries
 * `lastUpdated` and `textStamp`, a hash of its text together with that date: changing a word of the text
 * (or of a site value it quotes, such as the contact e-mail) without renewing both fails here.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isIsoDate } from "~/lib/dates";
import type { LegalDocument } from "./types";
import { privacyPolicy, termsOfService } from "./legal";

/** The stamp of a document's text (title, intro, every section) as of `lastUpdated`. */
function legalTextStamp(document: LegalDocument, lastUpdated: string): string {
  const text = JSON.stringify([document.title, document.intro, document.sections]);
  return createHash("sha256").update(`${lastUpdated}\n${text}`).digest("hex").slice(0, 16);
}

/** Today in UTC, YYYY-MM-DD. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

const documents = [
  { name: "privacyPolicy", document: privacyPolicy },
  { name: "termsOfService", document: termsOfService },
] as const;

describe.each(documents)("$name", ({ name, document }) => {
  it("has a real 'Last updated' date that is not in the future", () => {
    expect(isIsoDate(document.lastUpdated), `${name}.lastUpdated must be YYYY-MM-DD`).toBe(true);
    expect(document.lastUpdated <= today(), `${name}.lastUpdated is in the future`).toBe(true);
  });

  it("renews its date whenever its text changes", () => {
    const expected = legalTextStamp(document, document.lastUpdated);
    if (document.textStamp === expected) return;
    const renewed = legalTextStamp(document, today());
    expect.fail(
      [
        `The text of ${document.title} (${name} in app/content/legal.ts) does not match its stamp:`,
        "its text or its date changed without the other. Its 'Last updated' must be the day its text last changed.",
        `If you changed the text, set these two lines of ${name} in app/content/legal.ts:`,
        "",
        `  lastUpdated: "${today()}",`,
        `  textStamp: "${renewed}",`,
        "",
        "(If a site value quoted in the text changed, such as the contact e-mail, that is a change of the text too.)",
      ].join("\n"),
    );
  });
});

describe("legalTextStamp", () => {
  it("changes with any word of the text, and with the date", () => {
    const stamp = legalTextStamp(privacyPolicy, "2026-11-23");
    const [first, ...rest] = privacyPolicy.sections;
    const edited: LegalDocument = {
      ...privacyPolicy,
      sections: [{ ...first, paragraphs: [`${first.paragraphs[0]} Edited.`] }, ...rest],
    };
    expect(legalTextStamp(edited, "2026-11-23")).not.toBe(stamp);
    expect(legalTextStamp({ ...privacyPolicy, intro: `${privacyPolicy.intro} ` }, "2026-11-23")).not.toBe(stamp);
    expect(legalTextStamp(privacyPolicy, "2026-11-24")).not.toBe(stamp);
    expect(legalTextStamp(privacyPolicy, "2026-11-23")).toBe(stamp);
  });
});
