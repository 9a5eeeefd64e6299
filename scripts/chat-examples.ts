/**
 * Writes the assistant's examples (app/content/assistant-examples.ts, issue 31): every single English message of
 * the tuning sets with the answer it names (`unit`) or, naming none, that the local assistant answers right with
 * one answer of the site, with that answer's id; and every off-topic or hostile one, as a message to decline. The held-out sets are never read here. Run again
 * after changing the answers or the tuning sets:
 *
 *   npm run chat:examples
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { DECLINE } from "../app/chat/examples.server";
import { runEval } from "../app/chat/eval/run";
import { tuningCases } from "../app/chat/eval/tuning";
import { tuningBlindCases } from "../app/chat/eval/tuning-blind";
import { DECLINED } from "../app/chat/eval/types";
import { siteKnowledge } from "../app/chat/knowledge.server";
import { localResponder } from "../app/chat/local-responder.server";

const OUT = "app/content/assistant-examples.ts";

/** Run by scripts/with-vite.ts (the articles need Vite's transforms). */
export async function main(): Promise<number> {
  const cases = [...tuningCases, ...tuningBlindCases].filter((c) => !c.before && (c.lang ?? "en") === "en");
  const report = await runEval(cases, (message, history) => localResponder.answerWithHistory(message, history).message);
  const examples = new Map<string, string>();
  const known = new Set(siteKnowledge().units.map((unit) => unit.id));
  for (const result of report.results) {
    if (DECLINED.includes(result.case.category)) {
      examples.set(result.case.q, DECLINE);
      continue;
    }
    // The answer a case names, else the one answer of the site it got right.
    if (result.case.unit) {
      if (!known.has(result.case.unit)) throw new Error(`${result.case.q}: no answer ${result.case.unit}`);
      examples.set(result.case.q, result.case.unit);
      continue;
    }
    if (!result.passed) continue;
    const answer = localResponder.answerWithHistory(result.case.q);
    const units = answer.units.filter((unit) => !unit.id.startsWith("article:"));
    const [unit] = units;
    if (answer.kind === "answer" && units.length === 1 && unit) examples.set(result.case.q, unit.id);
  }
  // The answer first: the guard against leaked held-out phrases reads across a row's words.
  const rows = [...examples].map(
    ([message, unit]) => `  { unit: ${JSON.stringify(unit)}, q: ${JSON.stringify(message)} },`,
  );
  writeFileSync(
    OUT,
    [
      "/**",
      " * Visitors' messages and the answer each should get (its id, or a decline): the examples the assistant's",
      " * understanding learns from (app/chat/examples.server.ts). Written by `npm run chat:examples` from the tuning",
      " * sets; do not edit.",
      " */",
      "export const assistantExamples: readonly { unit: string; q: string }[] = [",
      ...rows,
      "];",
      "",
    ].join("\n"),
  );
  execFileSync("npx", ["biome", "format", "--write", OUT], { stdio: "ignore" });
  process.stdout.write(`${examples.size} examples of ${new Set(examples.values()).size} answers written to ${OUT}\n`);
  return 0;
}
