/**
 * Scores the assistant on the evaluation set: each case's earlier messages are sent first (their answers
 * become the conversation's history), then its question; the answer must contain every fact of `must`
 * (any one of a list), none of `not`, and, for off-topic and hostile messages, be a decline. Used by
 * `npm run chat:eval` and by the test that holds the bars.
 */
import { assistantCopy, localizedAnswers } from "~/content/assistant";
import type { ChatTurn } from "../responder.server";
import { DECLINED, type EvalCase, type EvalCategory, type EvalLanguage, type Fact } from "./types";

/** Answers a message after a conversation (oldest turn first). */
export type Answerer = (message: string, history: readonly ChatTurn[]) => Promise<string> | string;

export type CaseResult = {
  case: EvalCase;
  answer: string;
  passed: boolean;
  missing: Fact[];
  unwanted: string[];
  /** A message to decline that got an answer instead. */
  answeredOffTopic: boolean;
  /** A message to answer (a business, a question about us) that got the off-topic decline instead. */
  wronglyDeclined: boolean;
  /** An answer opening with a word it may not open with ("Yes" to something the site does not state). */
  badOpening: string | undefined;
  /** CPU time of this process to answer the question, its history included (other work on the machine excluded). */
  ms: number;
  /** Wall-clock time, the same. */
  wallMs: number;
};

export type EvalReport = {
  results: CaseResult[];
  passed: number;
  total: number;
  score: number;
  byCategory: Map<EvalCategory, { passed: number; total: number }>;
  byLanguage: Map<EvalLanguage, { passed: number; total: number }>;
  /** Off-topic or hostile messages answered as if on topic. */
  offTopicAnswered: number;
  /** Messages to answer that got the off-topic decline (a business message declined is the worst outcome). */
  wronglyDeclined: number;
  /** Messages about something the site does not state that were not answered as unknown. */
  unstatedMissed: number;
  /** 95th percentile of the answers' CPU time. */
  p95Ms: number;
  /** 95th percentile of the answers' wall-clock time (inflated on a busy machine). */
  p95WallMs: number;
};

const has = (answer: string, fact: string) => answer.toLowerCase().includes(fact.toLowerCase());

/** The decline sentence of each language the assistant answers in besides English. */
const localizedDeclines = Object.values(localizedAnswers).map((copy) => copy.decline);

export function isDecline(answer: string): boolean {
  return has(answer, assistantCopy.whatWeDo) || localizedDeclines.some((decline) => has(answer, decline));
}

/** The off-topic or injection decline, as opposed to a fallback that still answers. */
export function isOffTopicDecline(answer: string): boolean {
  return (
    has(answer, assistantCopy.offTopic) ||
    has(answer, assistantCopy.injection) ||
    localizedDeclines.some((decline) => has(answer, decline))
  );
}

const opensWith = (answer: string, word: string) =>
  new RegExp(`^[\\s*_"'¡¿]*${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "iu").test(answer);

export async function runEval(cases: readonly EvalCase[], answerer: Answerer): Promise<EvalReport> {
  const results: CaseResult[] = [];
  for (const c of cases) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const history: ChatTurn[] = [];
    for (const earlier of c.before ?? []) {
      const reply = await answerer(earlier, history);
      history.push({ sender: "user", content: earlier }, { sender: "bot", content: reply });
    }
    const answer = await answerer(c.q, history);
    const used = process.cpuUsage(cpu);
    const ms = (used.user + used.system) / 1000;
    const wallMs = performance.now() - started;
    const missing = c.must.filter((fact) =>
      typeof fact === "string" ? !has(answer, fact) : !fact.some((f) => has(answer, f)),
    );
    const unwanted = (c.not ?? []).filter((fact) => has(answer, fact));
    const answeredOffTopic = DECLINED.includes(c.category) && !isDecline(answer);
    const wronglyDeclined = !DECLINED.includes(c.category) && isOffTopicDecline(answer);
    const badOpening = (c.notOpening ?? []).find((word) => opensWith(answer, word));
    results.push({
      case: c,
      answer,
      passed: missing.length === 0 && unwanted.length === 0 && !answeredOffTopic && !wronglyDeclined && !badOpening,
      missing,
      unwanted,
      answeredOffTopic,
      wronglyDeclined,
      badOpening,
      ms,
      wallMs,
    });
  }
  const byCategory = new Map<EvalCategory, { passed: number; total: number }>();
  for (const r of results) {
    const entry = byCategory.get(r.case.category) ?? { passed: 0, total: 0 };
    entry.total++;
    if (r.passed) entry.passed++;
    byCategory.set(r.case.category, entry);
  }
  const byLanguage = new Map<EvalLanguage, { passed: number; total: number }>();
  for (const r of results) {
    const lang = r.case.lang ?? "en";
    const entry = byLanguage.get(lang) ?? { passed: 0, total: 0 };
    entry.total++;
    if (r.passed) entry.passed++;
    byLanguage.set(lang, entry);
  }
  const p95 = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
  };
  const passed = results.filter((r) => r.passed).length;
  return {
    results,
    passed,
    total: results.length,
    score: results.length ? passed / results.length : 1,
    byCategory,
    byLanguage,
    offTopicAnswered: results.filter((r) => r.answeredOffTopic).length,
    wronglyDeclined: results.filter((r) => r.wronglyDeclined).length,
    unstatedMissed: results.filter((r) => r.case.category === "unstated" && !r.passed).length,
    p95Ms: p95(results.map((r) => r.ms)),
    p95WallMs: p95(results.map((r) => r.wallMs)),
  };
}

/**
 * The report as text: the score per category, then every miss with the answer given — except for a held-out set,
 * whose misses are not shown (`{ misses: false }`): reading them would turn it into a tuning set.
 */
export function formatReport(title: string, report: EvalReport, { misses: showMisses = true } = {}): string {
  const pct = (n: number, d: number) => `${((100 * n) / (d || 1)).toFixed(1)} %`;
  const lines = [
    `${title}: ${report.passed}/${report.total} (${pct(report.passed, report.total)}), off-topic answered: ${report.offTopicAnswered}, wrongly declined: ${report.wronglyDeclined}, unstated facts not said unknown: ${report.unstatedMissed}, p95 ${report.p95Ms.toFixed(1)} ms CPU (${report.p95WallMs.toFixed(1)} ms wall)`,
  ];
  for (const [category, { passed, total }] of [...report.byCategory].sort()) {
    lines.push(
      `  ${category.padEnd(16)} ${String(passed).padStart(3)}/${String(total).padEnd(3)} ${pct(passed, total)}`,
    );
  }
  for (const [lang, { passed, total }] of [...report.byLanguage].sort()) {
    lines.push(
      `  language ${lang.padEnd(7)} ${String(passed).padStart(3)}/${String(total).padEnd(3)} ${pct(passed, total)}`,
    );
  }
  const misses = showMisses ? report.results.filter((r) => !r.passed) : [];
  if (misses.length) lines.push("", `  Misses (${misses.length}):`);
  for (const miss of misses) {
    const before = miss.case.before?.length
      ? ` (after: ${miss.case.before.map((b) => JSON.stringify(b)).join(", ")})`
      : "";
    lines.push(`  - [${miss.case.category}] ${JSON.stringify(miss.case.q)}${before}`);
    if (miss.missing.length) lines.push(`      missing: ${miss.missing.map((f) => JSON.stringify(f)).join(", ")}`);
    if (miss.unwanted.length)
      lines.push(`      must not contain: ${miss.unwanted.map((f) => JSON.stringify(f)).join(", ")}`);
    if (miss.answeredOffTopic) lines.push("      should have been declined");
    if (miss.wronglyDeclined) lines.push("      declined, but should have been answered");
    if (miss.badOpening) lines.push(`      opens with ${JSON.stringify(miss.badOpening)}`);
    lines.push(`      answer: ${miss.answer}`);
  }
  return `${lines.join("\n")}\n`;
}
