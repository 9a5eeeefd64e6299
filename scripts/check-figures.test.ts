import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { figures } from "../app/content/figures";
import { formatRange } from "../app/content/format-figures";
import { brokenRanges, checkSite, figureKinds, figureProblems, illustrationTexts, pageText } from "./check-figures";
import { SOURCE_DIR } from "./outline-svg-text";

const page = (body: string, head = "") =>
  `<!doctype html><html><head><title>t</title>${head}</head><body>${body}</body></html>`;

describe("check-figures", () => {
  it("passes the figures the source defines, however they are typeset", () => {
    const text = [
      `Typical implementation takes ${formatRange(figures.implementationWeeks, "weeks")}.`,
      "Typical implementation takes 3-5 weeks. Weeks 2–3, Weeks 4-6, Weeks 9-12, in 12 weeks.",
      "A 3-month program; 90-day satisfaction guarantee; within 60 days; 30 days of launch support.",
      "$3,997 or 3 payments of $1,499; $999 down + $1,499 per month for 2 months.",
      "Trusted by 247+ entrepreneurs. 15+ Hours Saved Weekly. 12+ platforms. 20+ years.",
      "We reply within 24 hours. A 30-minute call, a 60-minute session, a 15-min assessment. 35% 50% 40%.",
      "Limited to 5 Clients Per Month. 5 min read.",
    ].join("\n");
    expect(figureProblems("/ok", text)).toEqual([]);
  });

  it("fails a figure that contradicts the source, naming the page and the text", () => {
    const problems = figureProblems("/services/x", "Typical implementation takes 2-4 weeks.");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^\/services\/x: week range "2-4" in «typical implementation takes 2-4 weeks\.»/);
    for (const text of [
      "99+ clients served",
      "99% client satisfaction",
      "ROI in 99 days",
      "a 45-day guarantee",
      "Pay $4,997 in full",
      "Trusted by 300 entrepreneurs",
      "save 20 hours a week",
      "a 4-month program",
      "a 45-minute call",
      "Limited to 10 Clients Per Month",
    ]) {
      expect(figureProblems("/p", text), text).not.toEqual([]);
    }
  });

  it("fails a figure the source defines when it is stated for another claim", () => {
    for (const text of [
      "ROI in 60 days",
      "a 30-day satisfaction guarantee",
      "our 12-hour guarantee",
      "save 15 hours a week within 90 days, or get your money back",
      "We reply within 15 hours",
      "a 15-minute discovery call",
      "a 30-minute strategy session",
      "typical implementation 4-6 weeks",
      "3 payments of $1,999",
      "2 payments of $1,499",
      "$999 per month",
    ]) {
      expect(figureProblems("/p", text), text).not.toEqual([]);
    }
  });

  it("reads its allowed values from the source, so a changed figure moves the check with it", () => {
    const changed = { ...figures, implementationWeeks: { min: 4, max: 6 } };
    expect(figureProblems("/p", "takes 3-5 weeks", figureKinds(changed))).toHaveLength(1);
    expect(figureProblems("/p", "takes 4-6 weeks", figureKinds(changed))).toEqual([]);
  });

  it("fails a week range in laid-out text that could break across lines", () => {
    expect(
      brokenRanges("/p", `takes ${formatRange({ min: 3, max: 5 }, "weeks")} and Weeks\u00a02\u2060–\u20603`),
    ).toEqual([]);
    expect(brokenRanges("/p", "takes 3-5 weeks")).toEqual([
      "/p: range «3-5 weeks» may break across lines (write it with formatRange)",
    ]);
    expect(brokenRanges("/p", "takes 3–5 weeks")).toHaveLength(1);
    expect(brokenRanges("/p", "Weeks 2-3")).toHaveLength(1);
  });

  it("reads visible text by blocks, and meta tags, alt texts and JSON-LD as well", () => {
    const { visible, metadata } = pageText(
      page(
        '<p>180</p><p>Hours saved</p><p>about <strong>2 minutes</strong></p><img src="/x.png" alt="99% happy"><script>var a="45 days"</script><script type="application/ld+json">{"a":"in 8 weeks"}</script>',
        '<meta name="description" content="ROI in 99 days">',
      ),
    );
    expect(figureProblems("/v", visible)).toEqual([]);
    expect(visible).toContain("about 2 minutes");
    expect(visible).not.toContain("45 days");
    expect(figureProblems("/m", metadata).map((p) => p.split(" in «")[0])).toEqual([
      '/m: weeks "8"',
      '/m: days "99"',
      '/m: percent "99"',
    ]);
  });

  const dir = mkdtempSync(path.join(tmpdir(), "check-figures-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("checks every page of a built site and the social images' text", () => {
    mkdirSync(path.join(dir, "about"), { recursive: true });
    writeFileSync(
      path.join(dir, "index.html"),
      page("<p>Save 15+ hours a week, live in 3\u2060–\u20605\u00a0weeks.</p>"),
    );
    writeFileSync(path.join(dir, "about", "index.html"), page("<p>Typical implementation takes 3-6 weeks.</p>"));
    const problems = checkSite(dir, [{ where: "social image /og/x.png", text: "Save 16 hours a week" }]);
    expect(problems.map((p) => p.split(" in «")[0])).toEqual([
      '/about/index.html: week range "3-6"',
      "/about/index.html: range «3-6 weeks» may break across lines (write it with formatRange)".split(" in «")[0],
      'social image /og/x.png: hours "16"',
    ]);
  });

  it("checks the figures drawn in the illustrations, the site's own and a wrong one", () => {
    const noPages = path.join(dir, "no-pages");
    mkdirSync(noPages, { recursive: true });
    expect(checkSite(noPages, [], illustrationTexts(SOURCE_DIR))).toEqual([]);
    const drawn = path.join(dir, "illustrations");
    mkdirSync(drawn, { recursive: true });
    writeFileSync(
      path.join(drawn, "chart.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg"><text x="0" y="10">About 16 h saved a week</text><text x="0" y="20">0 h</text><text x="0" y="30">live in 3-6 weeks</text></svg>',
    );
    expect(
      checkSite(noPages, [], illustrationTexts(drawn)).map((p) => (p.split(" in «")[0] ?? "").split(" «")[0]),
    ).toEqual([
      'illustration chart.svg: week range "3-6"',
      'illustration chart.svg: hours "16"',
      "illustration chart.svg: range",
    ]);
  });
});
