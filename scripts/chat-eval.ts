/**
 * Scores the chat assistant on its evaluation set (app/chat/eval/) and prints the score per category and
 * every miss:
 *
 *   npm run chat:eval                 # the local assistant: tuning part, then held-out part
 *   npm run chat:eval -- --llm        # the same questions through the LLM path, against a local fake model
 *                                     # that answers from its grounding prompt, then with the model timing out
 *
 * Exit code 1 when a bar is missed: 95 % on the whole set, 90 % on the held-out part, no off-topic message
 * answered, p95 under 50 ms (local assistant).
 */
import { heldOutCases } from "../app/chat/eval/held-out";
import { heldOutCases2 } from "../app/chat/eval/held-out-2";
import { heldOutCases3 } from "../app/chat/eval/held-out-3";
import { formatReport, runEval, type Answerer, type EvalReport } from "../app/chat/eval/run";
import { tuningCases } from "../app/chat/eval/tuning";
import { tuningBlindCases } from "../app/chat/eval/tuning-blind";
import { conversationCases } from "../app/chat/eval/tuning-conversations";
import { freshCases } from "../app/chat/eval/tuning-fresh";
import { languageCases } from "../app/chat/eval/tuning-languages";
import { phrasingCases } from "../app/chat/eval/tuning-phrasings";
import { visitorCases } from "../app/chat/eval/tuning-visitors";
import { twoPartCases } from "../app/chat/eval/tuning-two-part";
import { visitorCases2 } from "../app/chat/eval/tuning-visitors-2";
import { visitorCases3 } from "../app/chat/eval/tuning-visitors-3";
import { visitorCases4 } from "../app/chat/eval/tuning-visitors-4";
import { visitorCases5 } from "../app/chat/eval/tuning-visitors-5";
import { visitorCases6 } from "../app/chat/eval/tuning-visitors-6";
import { visitorCases7 } from "../app/chat/eval/tuning-visitors-7";
import { visitorCases8 } from "../app/chat/eval/tuning-visitors-8";
import { createLlmResponder } from "../app/chat/llm-responder.server";
import { localResponder } from "../app/chat/local-responder.server";
import { startFakeLlm } from "../tests/support/fake-llm";

export const BARS = { all: 0.95, heldOut: 0.9, offTopicAnswered: 0, p95Ms: 50 } as const;

const local: Answerer = (message, history) => localResponder.answerWithHistory(message, history).message;

async function evaluate(name: string, answerer: Answerer, timed: boolean): Promise<boolean> {
  // The whole set first, so its timings are of answers not seen before (caches cold).
  const all: EvalReport = await runEval([...tuningCases, ...heldOutCases], answerer);
  const tuning = await runEval(tuningCases, answerer);
  const heldOut = await runEval(heldOutCases, answerer);
  process.stdout.write(formatReport(`${name}, tuning part`, tuning));
  process.stdout.write(formatReport(`${name}, held-out part`, heldOut));
  // Written after the changes of ADR 046 by someone who had seen neither the engine nor its answers; reported
  // apart, never tuned against.
  process.stdout.write(formatReport(`${name}, second held-out set`, await runEval(heldOutCases2, answerer)));
  // The third set (2026-11-27), written blind in one go and split at random: its tuning half is read and worked
  // on like any tuning set; its held-out half is reported as scores only, its misses never printed.
  process.stdout.write(formatReport(`${name}, third set, tuning half`, await runEval(tuningBlindCases, answerer)));
  process.stdout.write(
    formatReport(`${name}, third set, held-out half`, await runEval(heldOutCases3, answerer), { misses: false }),
  );
  // Fresh phrasings of the core questions, written 2026-11-27 to find where the rules are brittle: tuning, read.
  process.stdout.write(
    formatReport(`${name}, phrasings of the core questions`, await runEval(phrasingCases, answerer)),
  );
  // Fresh businesses, conversations and two-part questions, written 2026-11-27 without reading a held-out set.
  process.stdout.write(
    formatReport(`${name}, fresh businesses and conversations`, await runEval(freshCases, answerer)),
  );
  // Follow-ups and two-part questions, written the night of 2026-11-27 by someone who had read neither a held-out
  // set nor the engine: tuning, read.
  process.stdout.write(
    formatReport(`${name}, fresh follow-ups and two-part questions`, await runEval(conversationCases, answerer)),
  );
  // Businesses, follow-ups, two-part, off-topic and unstated questions, written 2026-11-28 by someone who had read
  // neither a held-out set nor the engine: tuning, read.
  process.stdout.write(formatReport(`${name}, fresh visitors (2026-11-28)`, await runEval(visitorCases, answerer)));
  // A second such set, written the same day by another helper who had read neither.
  process.stdout.write(
    formatReport(`${name}, fresh visitors, second set (2026-11-28)`, await runEval(visitorCases2, answerer)),
  );
  // A third, written 2026-12-02 by a helper who had read neither a held-out set, nor the engine, nor its examples.
  process.stdout.write(
    formatReport(`${name}, fresh visitors, third set (2026-12-02)`, await runEval(visitorCases3, answerer)),
  );
  process.stdout.write(
    formatReport(`${name}, fresh visitors, fourth set (2026-12-02)`, await runEval(visitorCases4, answerer)),
  );
  process.stdout.write(
    formatReport(`${name}, fresh visitors, fifth set (2026-12-02)`, await runEval(visitorCases5, answerer)),
  );
  process.stdout.write(
    formatReport(`${name}, fresh visitors, sixth set (2026-12-02)`, await runEval(visitorCases6, answerer)),
  );
  process.stdout.write(
    formatReport(`${name}, fresh visitors, seventh set (2026-12-03)`, await runEval(visitorCases7, answerer)),
  );
  process.stdout.write(
    formatReport(`${name}, fresh visitors, eighth set (2026-12-03)`, await runEval(visitorCases8, answerer)),
  );
  // Two-part questions joined every way, and off-topic requests in business words, written 2026-11-28 by a third
  // helper who had read neither a held-out set nor the engine: tuning, read.
  process.stdout.write(
    formatReport(`${name}, two-part and off-topic (2026-11-28)`, await runEval(twoPartCases, answerer)),
  );
  // Fresh messages in the five other languages, written 2026-11-27 without reading a held-out set or the examples.
  process.stdout.write(
    formatReport(`${name}, fresh messages in five languages`, await runEval(languageCases, answerer)),
  );
  const ok =
    all.score >= BARS.all &&
    heldOut.score >= BARS.heldOut &&
    all.offTopicAnswered <= BARS.offTopicAnswered &&
    (!timed || all.p95Ms < BARS.p95Ms);
  process.stdout.write(
    `${name}, whole set: ${(100 * all.score).toFixed(1)} % (bar ${100 * BARS.all} %), held-out ${(100 * heldOut.score).toFixed(1)} % (bar ${100 * BARS.heldOut} %), off-topic answered ${all.offTopicAnswered}${timed ? `, p95 ${all.p95Ms.toFixed(1)} ms (bar < ${BARS.p95Ms} ms)` : ""}: ${ok ? "PASS" : "FAIL"}\n\n`,
  );
  return ok;
}

/** Run by scripts/with-vite.ts (the articles need Vite's transforms). */
export async function main(argv: readonly string[]): Promise<number> {
  // Warm-up: the first answers pay for JIT compilation, not for the assistant.
  for (const c of tuningCases.slice(0, 20)) local(c.q, []);
  let ok = await evaluate("Local assistant", local, true);
  if (argv.includes("--llm")) {
    const llm = await startFakeLlm();
    try {
      llm.mode = "grounded";
      const config = { baseUrl: llm.baseUrl, apiKey: "sk-eval", model: "fake-grounded", timeoutMs: 2_000 };
      const responder = createLlmResponder(config);
      const viaModel: Answerer = async (message, history) =>
        (await responder.reply({ message, history, page: "/" })).message;
      ok = (await evaluate("LLM path (fake model answering from its grounding prompt)", viaModel, false)) && ok;
      llm.mode = "slow";
      llm.delayMs = 1_000;
      const timingOut = createLlmResponder({ ...config, timeoutMs: 50 });
      const viaTimeout: Answerer = async (message, history) =>
        (await timingOut.reply({ message, history, page: "/" })).message;
      ok = (await evaluate("LLM path, model timing out (local fallback)", viaTimeout, false)) && ok;
    } finally {
      await llm.close();
    }
  }
  return ok ? 0 : 1;
}
