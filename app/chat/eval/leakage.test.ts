// @vitest-environment node
/**
 * The leakage guard (issue 31): the held-out set stays honest only while its phrasings are not in the engine.
 * Fails when a source file of the engine (app/chat/**, its tests and this eval folder excepted) or of its
 * answer data (app/content/assistant*) contains four consecutive words of a held-out message.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { heldOutCases } from "./held-out";
import { heldOutCases2 } from "./held-out-2";
import { heldOutCases3 } from "./held-out-3";
import { tuningCases } from "./tuning";
import { tuningBlindCases } from "./tuning-blind";

const root = join(import.meta.dirname, "..", "..", "..");

/** Lower case, letters and digits only, so punctuation and case do not hide a copied phrase. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function ngrams(text: string, n = 4): Set<string> {
  const list = words(text);
  const grams = new Set<string>();
  for (let i = 0; i + n <= list.length; i++) {
    const gram = list.slice(i, i + n);
    // Code's single letters and digits ("[1,2,3].map(i => i") are not a phrase anyone wrote.
    if (gram.filter((w) => w.length >= 3).length >= 2) grams.add(gram.join(" "));
  }
  return grams;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function engineFiles(): string[] {
  const chat = filesUnder(join(root, "app", "chat")).filter(
    (f) => !f.includes(`${join("app", "chat", "eval")}`) && !/\.test\.tsx?$/.test(f),
  );
  const content = filesUnder(join(root, "app", "content")).filter((f) =>
    relative(join(root, "app", "content"), f).startsWith("assistant"),
  );
  return [...chat, ...content].filter((f) => /\.(ts|tsx|json|md)$/.test(f));
}

describe("the held-out set has not leaked into the engine", () => {
  it("finds a copied phrase (the guard works)", () => {
    const message = "Could I talk to a couple of your current customers?";
    const source = `const examples = ["could I talk to, a couple of people"];`;
    const grams = ngrams(message);
    expect([...ngrams(source)].some((g) => grams.has(g))).toBe(true);
    expect([...ngrams("talk to some customers")].some((g) => grams.has(g))).toBe(false);
  });

  it("no engine or answer-data file contains four consecutive words of a held-out message", () => {
    // Four words a tuning message also has ("how long does it take") are everyday phrasing, not a held-out
    // message's own: the engine may have learnt them from the tuning sets.
    const tuned = new Set(
      [...tuningCases, ...tuningBlindCases].flatMap((c) => [...(c.before ?? []), c.q].flatMap((m) => [...ngrams(m)])),
    );
    const held = new Set<string>();
    for (const c of [...heldOutCases, ...heldOutCases2, ...heldOutCases3]) {
      for (const message of [...(c.before ?? []), c.q]) {
        for (const g of ngrams(message)) if (!tuned.has(g)) held.add(g);
      }
    }
    const files = engineFiles();
    expect(files.length).toBeGreaterThan(3);
    // Reported by file and line only: a failure must not show the held-out message (nor its phrase) to whoever
    // runs the tests, or the set is no longer blind to them.
    const leaks: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      if (![...ngrams(text)].some((g) => held.has(g))) continue;
      const lines = text.split("\n").flatMap((line, i) => ([...ngrams(line)].some((g) => held.has(g)) ? [i + 1] : []));
      leaks.push(`${relative(root, file)}:${lines.length > 0 ? lines.join(",") : " a phrase across lines"}`);
    }
    expect(leaks).toEqual([]);
  });
});
