// @vitest-environment node
/**
 * The assistant states the flagship's availability as it is at the moment it answers: the coming month of
 * availabilityAt(now), the function the flagship page uses, even when its knowledge was built in an earlier
 * month (a server running across a month boundary).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeLlm } from "../../tests/support/fake-llm";
import { availabilityAt } from "~/lib/availability";
import { availabilityFacts } from "./availability";
import { buildKnowledge, LIVE_AVAILABILITY } from "./knowledge.server";
import { createLlmResponder } from "./llm-responder.server";
import { createLocalResponder } from "./local-responder.server";

const QUESTIONS = ["How many spots are left?", "when can you start?", "are you taking new clients this month?"];

describe("the assistant's availability, with a fake clock", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("names the coming month, and the next one once the month has turned, without rebuilding its knowledge", () => {
    vi.setSystemTime(new Date(2031, 2, 31, 23, 59, 30));
    const build = vi.fn(() => kb);
    const kb = buildKnowledge();
    const responder = createLocalResponder(build);
    const spots = availabilityAt(new Date()).spotsText;
    for (const q of QUESTIONS) {
      const answer = responder.answer(q);
      expect(answer, q).toContain(`April 2031: ${spots}`);
      expect(answer, q).not.toContain(LIVE_AVAILABILITY);
    }

    vi.setSystemTime(new Date(2031, 3, 1, 0, 0, 30));
    for (const q of QUESTIONS) {
      const answer = responder.answer(q);
      expect(answer, q).toContain(`May 2031: ${spots}`);
      expect(answer, q).not.toContain("April 2031");
    }

    vi.setSystemTime(new Date(2031, 11, 20, 10));
    expect(responder.answer(QUESTIONS[0] ?? "")).toContain(`January 2032: ${spots}`);
    // The same knowledge object answered in all three months.
    expect(new Set(build.mock.results.map((r) => r.value))).toEqual(new Set([kb]));
  });

  it("states what availabilityAt(now) gives, which the flagship page shows", () => {
    vi.setSystemTime(new Date(2030, 6, 4, 12));
    expect(availabilityFacts().spots).toBe(availabilityAt(new Date()).line);
    expect(availabilityFacts().spots).toBe(`August 2030: ${availabilityAt(new Date()).spotsText}`);
    expect(createLocalResponder().answer("How many spots are left?")).toContain(availabilityAt(new Date()).line);
  });

  it("gives the model the month of the moment it asks, not of when the responder was built", async () => {
    const kb = buildKnowledge();
    expect(kb.byId("lead-os:availability").text).toContain(LIVE_AVAILABILITY);
    const llm = await startFakeLlm();
    try {
      vi.setSystemTime(new Date(2031, 2, 31, 23, 59));
      const responder = createLlmResponder(
        { baseUrl: llm.baseUrl, apiKey: "test-key", model: "test-model", timeoutMs: 5_000 },
        { knowledge: () => kb },
      );
      const ask = async () => {
        llm.requests.length = 0;
        await responder.reply({ message: "How many spots are left?", history: [], page: null });
        return llm.requests[0]?.body.messages?.find((m) => m.role === "system")?.content ?? "";
      };
      const march = await ask();
      expect(march).toContain("April 2031: ");
      expect(march).not.toContain(LIVE_AVAILABILITY);
      vi.setSystemTime(new Date(2031, 3, 1, 0, 1));
      const april = await ask();
      expect(april).toContain("May 2031: ");
      expect(april).not.toContain("April 2031");
    } finally {
      await llm.close();
    }
  });
});
