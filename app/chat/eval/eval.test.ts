// @vitest-environment node
/**
 * The assistant's answer quality on the evaluation set (issue 31). The tuning part holds its bar: 95 %, no
 * off-topic message answered, no business message declined, p95 under 50 ms (CPU time of this process, so
 * other work on a shared machine does not count). The held-out part (written before the engine change and
 * never tuned against) misses issue 31's bars of 90 % and no wrong decline; ADR 044 records the measured
 * numbers, and this test guards them so that the score cannot fall back unnoticed. The report printed on
 * failure lists every miss.
 */
import { describe, expect, it } from "vitest";
import { assistantCopy } from "~/content/assistant";
import { localResponder } from "../local-responder.server";
import { heldOutCases } from "./held-out";
import { heldOutCases2 } from "./held-out-2";
import { heldOutCases3 } from "./held-out-3";
import { type Answerer, formatReport, runEval } from "./run";
import { tuningCases } from "./tuning";
import { tuningBlindCases } from "./tuning-blind";
import { conversationCases } from "./tuning-conversations";
import { visitorCases } from "./tuning-visitors";
import type { EvalCase } from "./types";
import { twoPartCases } from "./tuning-two-part";
import { visitorCases2 } from "./tuning-visitors-2";
import { visitorCases3 } from "./tuning-visitors-3";
import { visitorCases4 } from "./tuning-visitors-4";
import { visitorCases5 } from "./tuning-visitors-5";
import { visitorCases6 } from "./tuning-visitors-6";
import { visitorCases7 } from "./tuning-visitors-7";
import { visitorCases8 } from "./tuning-visitors-8";
import { freshCases } from "./tuning-fresh";
import { languageCases } from "./tuning-languages";
import { phrasingCases } from "./tuning-phrasings";
import { DECLINED } from "./types";

const local: Answerer = (message, history) => localResponder.answerWithHistory(message, history).message;

/** Measured on the held-out part when ADR 044 landed (104 of 133; 4 wrongly declined; 2 off-topic answered). */
const HELD_OUT_FLOOR = { score: 0.9, wronglyDeclined: 1, offTopicAnswered: 0 };
/** The second held-out set (ADR 046), measured once when it arrived: a guard, not a target. */
const HELD_OUT_2_FLOOR = { score: 0.84, wronglyDeclined: 2, offTopicAnswered: 1 };
/**
 * The third set (2026-11-27, written blind, split at random; ADR 049): measured when it arrived (tuning half
 * 54/80, held-out half 99/138) and after that session's changes (61/80, 101/138); raised with 75/80 and 109/138
 * (night of 2026-11-27), with 78/80 and 113/138 (2026-12-02), 79/80 and 114/138 (its second session) and 77/80 and
 * 116/138 (its third). Issue 31's bar is 90 %: reached with 125/138 (2026-12-03, later), and held from then on.
 */
const THIRD_SET_FLOOR = { tuning: 0.95, heldOut: 0.9 };
/**
 * Fresh phrasings of the core questions (2026-11-27): 23 of 46 when written, 29 with the examples written for each
 * answer, 37 with the everyday words of ADR 053's evening amendment, 41 with its night amendment. A guard, not a
 * target.
 */
const PHRASINGS_FLOOR = 0.85;
/** Fresh businesses, follow-ups and two-part questions (2026-11-27): 47 of 70 when written, 65 since. A guard. */
const FRESH_FLOOR = 0.88;
/**
 * Follow-ups and two-part questions written the night of 2026-11-27 by someone who had read neither a held-out set
 * nor the engine: 16 of 40 when written, 36 since. A guard, not a target.
 */
const CONVERSATIONS_FLOOR = 0.85;
/** Visitors' messages written 2026-11-28 (40 of 60 when written, 53 since): read and tuned on. A guard. */
const VISITORS_FLOOR = 0.85;
/** A second set of them, written the same day after the changes to 53 (47 of 60 when written, 55 since): read. A guard. */
const VISITORS_2_FLOOR = 0.85;
/** The third visitors' set (2026-12-02) scored 40/60 on the engine it was written against, 48/60 after that session. */
const VISITORS_3_FLOOR = 0.78;
/** The fourth (2026-12-02, later): 41/60 on the engine it was written against, 54/60 after that session's changes. */
const VISITORS_4_FLOOR = 0.85;
/** The fifth (2026-12-02, later still): 46/60 on the engine it was written against, 54/60 after that session's changes. */
const VISITORS_5_FLOOR = 0.85;
/** The sixth (2026-12-02, a later session): 41/60 on the engine it was written against, 53/60 after that session's changes. */
const VISITORS_6_FLOOR = 0.85;
/** The seventh (2026-12-03): 44/60 on the engine it was written against, 59/60 after that session's changes. */
const VISITORS_7_FLOOR = 0.85;
/** The eighth (2026-12-03, later): 46/60 on the engine it was written against, 57/60 after that session's changes. */
const VISITORS_8_FLOOR = 0.85;
/** Two-part and off-topic messages written 2026-11-28 after the changes to 55 (26 of 40 when written, 37 since): read. */
const TWO_PART_FLOOR = 0.85;
/** Fresh messages in five languages (2026-11-27): 46 of 60 when written, 57 since. A guard, not a target. */
const LANGUAGES_FLOOR = 0.85;

describe("the evaluation set", () => {
  it("has a held-out part of at least 120 messages in six languages, apart from tuning", () => {
    const all = [...tuningCases, ...heldOutCases];
    expect(heldOutCases.length).toBeGreaterThanOrEqual(120);
    expect(new Set(heldOutCases.map((c) => c.lang ?? "en"))).toEqual(new Set(["en", "es", "de", "fr", "pt", "it"]));
    for (const category of ["business", "two-part", "follow-up", "unstated", "off-topic", "injection"]) {
      expect(new Set(heldOutCases.map((c) => c.category)), category).toContain(category);
    }
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
  it("holds the tuning bars (95 %, 0 off-topic answered, 0 business declined, p95 < 50 ms) and the held-out floor", async () => {
    // Warm-up: the first answers pay for compiling the code and loading the word vectors, not for answering.
    for (const c of tuningCases.slice(0, 20)) local(c.q, []);
    const tuning = await runEval(tuningCases, local);
    const heldOut = await runEval(heldOutCases, local);
    const report = `${formatReport("tuning part", tuning)}${formatReport("held-out part", heldOut)}`;
    expect(tuning.score, report).toBeGreaterThanOrEqual(0.95);
    expect(tuning.offTopicAnswered, report).toBe(0);
    expect(tuning.wronglyDeclined, report).toBe(0);
    expect(heldOut.score, report).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.score);
    expect(heldOut.wronglyDeclined, report).toBeLessThanOrEqual(HELD_OUT_FLOOR.wronglyDeclined);
    expect(heldOut.offTopicAnswered, report).toBeLessThanOrEqual(HELD_OUT_FLOOR.offTopicAnswered);
    expect(Math.max(tuning.p95Ms, heldOut.p95Ms), report).toBeLessThan(50);
    const second = await runEval(heldOutCases2, local);
    const secondReport = formatReport("second held-out set", second);
    expect(heldOutCases2.length).toBeGreaterThanOrEqual(70);
    expect(second.score, secondReport).toBeGreaterThanOrEqual(HELD_OUT_2_FLOOR.score);
    expect(second.wronglyDeclined, secondReport).toBeLessThanOrEqual(HELD_OUT_2_FLOOR.wronglyDeclined);
    expect(second.offTopicAnswered, secondReport).toBeLessThanOrEqual(HELD_OUT_2_FLOOR.offTopicAnswered);
    const thirdTuning = await runEval(tuningBlindCases, local);
    expect(thirdTuning.score, formatReport("third set, tuning half", thirdTuning)).toBeGreaterThanOrEqual(
      THIRD_SET_FLOOR.tuning,
    );
    const thirdHeldOut = await runEval(heldOutCases3, local);
    expect(heldOutCases3.length).toBeGreaterThanOrEqual(120);
    expect(
      thirdHeldOut.score,
      formatReport("third set, held-out half", thirdHeldOut, { misses: false }),
    ).toBeGreaterThanOrEqual(THIRD_SET_FLOOR.heldOut);
    // The read sets, each with its floor: guards against losing what was gained, not targets.
    const readSets: [string, readonly EvalCase[], number][] = [
      ["phrasings of the core questions", phrasingCases, PHRASINGS_FLOOR],
      ["fresh businesses and conversations", freshCases, FRESH_FLOOR],
      ["fresh follow-ups and two-part questions", conversationCases, CONVERSATIONS_FLOOR],
      ["fresh visitors (2026-11-28)", visitorCases, VISITORS_FLOOR],
      ["fresh visitors, second set", visitorCases2, VISITORS_2_FLOOR],
      ["fresh visitors, third set", visitorCases3, VISITORS_3_FLOOR],
      ["fresh visitors, fourth set", visitorCases4, VISITORS_4_FLOOR],
      ["fresh visitors, fifth set", visitorCases5, VISITORS_5_FLOOR],
      ["fresh visitors, sixth set", visitorCases6, VISITORS_6_FLOOR],
      ["fresh visitors, seventh set", visitorCases7, VISITORS_7_FLOOR],
      ["fresh visitors, eighth set", visitorCases8, VISITORS_8_FLOOR],
      ["two-part and off-topic", twoPartCases, TWO_PART_FLOOR],
      ["fresh messages in five languages", languageCases, LANGUAGES_FLOOR],
    ];
    for (const [name, cases, floor] of readSets) {
      const result = await runEval(cases, local);
      expect(result.score, formatReport(name, result)).toBeGreaterThanOrEqual(floor);
    }
  }, 180_000);

  it("reads the question after the words a visitor opens with", () => {
    const answer = (q: string) => localResponder.answerWithHistory(q).message;
    expect(answer("what do you do")).toContain("/services/revenue-growth-ai-system");
    expect(answer("ok so what do you do")).toBe(answer("what do you do"));
    expect(answer("hey, how long does implementation take")).toContain("3-5");
    expect(answer("alright, how much is lead os")).toContain("$3,997");
  });

  it("answers every question of issue 26 right", async () => {
    const issue = tuningCases.slice(0, 9);
    expect(issue.map((c) => c.q)).toContain("how long until I see ROI");
    const report = await runEval(issue, local);
    expect(report.passed, formatReport("issue 26", report)).toBe(9);
  });

  it("declines every off-topic and hostile message without quoting the site or its set-up", async () => {
    // The held-out part's misses are counted above (issue 31: some are still answered).
    const declined = tuningCases.filter((c) => DECLINED.includes(c.category));
    for (const c of declined) {
      const answer = localResponder.answerWithHistory(c.q).message;
      expect(answer, c.q).toContain(assistantCopy.whatWeDo);
      expect(answer, c.q).not.toMatch(/\$\d|LLM_|system prompt|sk-|DATABASE_URL|You are the/);
    }
  });
});
