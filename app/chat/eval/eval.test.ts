// @vitest-environment node
/**
 * The assistant's answer quality, held to the bars of issue 26 on the evaluation set: at least 95 % on the
 * whole set, 90 % on the held-out part, no off-topic or hostile message answered as if on topic, and a p95
 * answer time under 50 ms (CPU time of this process, so other work on a shared machine does not count).
 */
import { describe, expect, it } from "vitest";
import { assistantCopy } from "~/content/assistant";
import { localResponder } from "../local-responder.server";
import { heldOutCases } from "./held-out";
import { type Answerer, formatReport, runEval } from "./run";
import { tuningCases } from "./tuning";
import { DECLINED } from "./types";

const local: Answerer = (message, history) => localResponder.answerWithHistory(message, history).message;

describe("the evaluation set", () => {
  it("has at least 150 questions in every category issue 26 names, the held-out part apart", () => {
    const all = [...tuningCases, ...heldOutCases];
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(heldOutCases.length).toBeGreaterThanOrEqual(50);
    const categories = new Set(all.map((c) => c.category));
    for (const category of [
      "follow-up",
      "off-topic",
      "injection",
      "spanish",
      "german",
      "french",
      "misspelt",
      "indirect",
    ]) {
      expect(categories, category).toContain(category);
    }
    const key = (c: { before?: readonly string[]; q: string }) => [...(c.before ?? []), c.q].join(" / ").toLowerCase();
    const tuning = new Set(tuningCases.map(key));
    expect(heldOutCases.filter((c) => tuning.has(key(c)))).toEqual([]);
  });
});

describe("local assistant on the evaluation set", () => {
  it("meets the bars: 95 % overall, 90 % held out, 0 off-topic answered, p95 < 50 ms", async () => {
    // Warm-up: the first answers pay for compiling the code, not for answering.
    for (const c of tuningCases.slice(0, 20)) local(c.q, []);
    const all = await runEval([...tuningCases, ...heldOutCases], local);
    const heldOut = await runEval(heldOutCases, local);
    const report = `${formatReport("whole set", all)}${formatReport("held-out part", heldOut)}`;
    expect(all.score, report).toBeGreaterThanOrEqual(0.95);
    expect(heldOut.score, report).toBeGreaterThanOrEqual(0.9);
    expect(all.offTopicAnswered, report).toBe(0);
    expect(all.p95Ms, report).toBeLessThan(50);
  });

  it("answers every question of issue 26 right", async () => {
    const issue = tuningCases.slice(0, 9);
    expect(issue.map((c) => c.q)).toContain("how long until I see ROI");
    const report = await runEval(issue, local);
    expect(report.passed, formatReport("issue 26", report)).toBe(9);
  });

  it("declines every off-topic and hostile message without quoting the site or its set-up", async () => {
    const declined = [...tuningCases, ...heldOutCases].filter((c) => DECLINED.includes(c.category));
    for (const c of declined) {
      const answer = localResponder.answerWithHistory(c.q).message;
      expect(answer, c.q).toContain(assistantCopy.whatWeDo);
      expect(answer, c.q).not.toMatch(/\$\d|LLM_|system prompt|sk-|DATABASE_URL|You are the/);
    }
  });
});
