import { describe, expect, it } from "vitest";
import { stripServerMarkup } from "./strip-server-markup";

/** The inline script React Router writes: its data as a JS string, escaped for HTML (as in react-router's StreamTransfer). */
function enqueue(values: unknown[], promiseLines: string[] = []): string {
  const data = [JSON.stringify(values), ...promiseLines].join("\n");
  const literal = JSON.stringify(data).replace(
    /[&><\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `<script>window.__reactRouterContext.streamController.enqueue(${literal});</script>`;
}

/** The values of a page's first enqueued line, decoded as the browser would. */
function dataOf(html: string): unknown[] {
  const literal = /enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html)?.[1];
  if (!literal) throw new Error("no enqueued data");
  return JSON.parse((JSON.parse(literal) as string).split("\n")[0] ?? "[]") as unknown[];
}

const section = '<section class="py-24"><h2>Why &amp; how</h2><a href="/contact">Talk to us</a></section>';
const icon = '<svg viewBox="0 0 24 24"><path d="M4 12h16"></path></svg>';

describe("stripServerMarkup (ADR 014)", () => {
  it("replaces markup that is the whole contents of a ServerMarkup element with a reference, and keys the element", () => {
    const page =
      `<body><main><div class="contents" data-server-markup="">${section}</div>` +
      `<span data-server-markup="" class="icon">${icon}</span></main>` +
      `${enqueue(["loaderData", "sections", section, "icon", icon, "title", "Why AIVA"])}</body>`;
    const result = stripServerMarkup(page);

    expect(dataOf(result)).toEqual([
      "loaderData",
      "sections",
      "server-markup:0",
      "icon",
      "server-markup:1",
      "title",
      "Why AIVA",
    ]);
    expect(result).toContain(`<div class="contents" data-server-markup="0">${section}</div>`);
    expect(result).toContain(`<span data-server-markup="1" class="icon">${icon}</span>`);
    expect(result.length).toBeLessThan(page.length - section.length);
  });

  it("gives every element with the same markup the key of the first", () => {
    const page = `<p data-server-markup="">${icon}</p><p data-server-markup="">${icon}</p>${enqueue([icon])}`;
    const result = stripServerMarkup(page);
    expect(dataOf(result)).toEqual(["server-markup:0"]);
    expect(result.match(/data-server-markup="0"/g)).toHaveLength(2);
  });

  it("leaves markup that is only part of an element's contents, sits in an unmarked element, or is not in the page", () => {
    const both = `${section}<p>More</p>`;
    const page =
      `<div data-server-markup="">${both}</div><div>${icon}</div>` +
      enqueue([section, icon, "<p>Only in the data</p>", both]);
    const result = stripServerMarkup(page);
    expect(dataOf(result)).toEqual([section, icon, "<p>Only in the data</p>", "server-markup:0"]);
  });

  it("keeps promise lines and escapes the new data as React Router does", () => {
    const page = `<div data-server-markup="">${section}</div>${enqueue([section, "a</script><b>"], ['P5:["<i>late</i>"]'])}`;
    const result = stripServerMarkup(page);
    const script = /<script>([\s\S]*?)<\/script>/.exec(result.slice(result.indexOf("<script>")))?.[1] ?? "";
    expect(script).not.toMatch(/[<>&]/);
    const data = JSON.parse(/enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(script)?.[1] ?? '""') as string;
    expect(data.split("\n")).toEqual([JSON.stringify(["server-markup:0", "a</script><b>"]), 'P5:["<i>late</i>"]']);
  });

  it("returns a page without ServerMarkup elements, or with nothing to replace, unchanged", () => {
    const plain = `<main><p>Hi</p></main>${enqueue(["<p>Hi</p>"])}`;
    expect(stripServerMarkup(plain)).toBe(plain);
    const unmatched = `<div data-server-markup=""><p>Hi</p></div>${enqueue(["<p>Bye</p>"])}`;
    expect(stripServerMarkup(unmatched)).toBe(unmatched);
  });
});
