import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { brokenLinks } from "./check-links";

const dir = mkdtempSync(path.join(tmpdir(), "check-links-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, body: string) {
  const full = path.join(dir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, `<!doctype html><html><body>${body}</body></html>`);
}

describe("check-links", () => {
  write("index.html", '<h2 id="faq">FAQ</h2><a href="/about">About</a><a href="#faq">FAQ</a>');
  write("about/index.html", '<a href="/">Home</a><a href="/#faq">FAQ</a><img src="/logo.svg" alt="">');
  writeFileSync(path.join(dir, "logo.svg"), "<svg/>");
  write(
    "resources/an-article/index.html",
    [
      '<a href="/services/nowhere">a page that does not exist</a>',
      '<a href="/#pricing">an id the home page does not have</a>',
      '<a href="#missing">an id this page does not have</a>',
      '<img src="/illustrations/gone.svg" alt="">',
      '<a href="https://example.com/x">external</a><a href="mailto:a@b.example">mail</a>',
      '<a href="https://aiva.example/about">absolute, ours</a><a href="https://aiva.example/gone">absolute, gone</a>',
    ].join(""),
  );

  it("names every internal link or image that arrives nowhere, and only those", () => {
    expect(brokenLinks(dir, "https://aiva.example").sort()).toEqual(
      [
        "/resources/an-article: <a> /services/nowhere (no such page or file)",
        "/resources/an-article: <a> /#pricing (no element with that id on /)",
        "/resources/an-article: <a> #missing (no element with that id)",
        "/resources/an-article: <img> /illustrations/gone.svg (no such page or file)",
        "/resources/an-article: <a> https://aiva.example/gone (no such page or file)",
      ].sort(),
    );
  });

  it("counts a link to a page the server renders per request as arriving", () => {
    expect(brokenLinks(dir, "https://aiva.example", ["/services/nowhere"])).not.toContain(
      "/resources/an-article: <a> /services/nowhere (no such page or file)",
    );
  });
});
