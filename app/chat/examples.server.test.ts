// @vitest-environment node
/**
 * Understanding learned from examples (issue 31): the nearest examples' answer, trusted only when they agree,
 * when the message shares a telling word with them and names nothing foreign; the rules' answer stands where
 * they found one, and a decline stays a decline.
 */
import { describe, expect, it } from "vitest";
import { assistantCopy } from "~/content/assistant";
import { assistantExamples } from "~/content/assistant-examples";
import { DECLINE, exampleFeatures, nearestExample } from "./examples.server";
import { createLocalResponder } from "./local-responder.server";

const withExamples = createLocalResponder();
const rulesOnly = createLocalResponder(undefined, undefined, () => null);

describe("the examples", () => {
  it("are many, for many answers, none of them the same message twice", () => {
    expect(assistantExamples.length).toBeGreaterThan(200);
    expect(new Set(assistantExamples.map((e) => e.unit)).size).toBeGreaterThan(50);
    expect(new Set(assistantExamples.map((e) => e.q)).size).toBe(assistantExamples.length);
  });

  it("keep the little words in pairs, so 'how long' and 'how much' differ", () => {
    expect(exampleFeatures("how long does it take")).toContain("how long");
    expect(exampleFeatures("how much does it cost")).toContain("how much");
    expect(exampleFeatures("how long does it take")).not.toContain("how");
  });
});

describe("the nearest example", () => {
  it("is found for a message worded unlike any example", () => {
    const match = nearestExample("is any coding needed from us at all?");
    expect(match?.unit).toBe("process:no-code");
    expect(match?.agreeing).toBeGreaterThanOrEqual(2);
  });

  it("is none when the message shares only little words with the examples", () => {
    expect(nearestExample("what's the tallest volcano on mars")).toBeNull();
  });

  it("is a message to decline for an off-topic question like the tuning sets' ones", () => {
    expect(nearestExample("write me a poem about the ocean")?.unit).toBe(DECLINE);
  });

  it("is less near when the message says more that no example says", () => {
    const plain = nearestExample("do I need to know how to code")?.similarity ?? 0;
    const padded = nearestExample("do I need to know how to code in fortran for a submarine")?.similarity ?? 0;
    expect(padded).toBeLessThan(plain);
  });
});

describe("the second reading", () => {
  it("answers a question about our results that the rules took for a support problem", () => {
    const message = "what results do clients actually see, honestly?";
    expect(rulesOnly.answerWithHistory(message).units.map((u) => u.id)).toEqual(["cx:problems"]);
    const answer = withExamples.answerWithHistory(message);
    expect(answer.units.map((u) => u.id)).toEqual(["company:results"]);
    expect(answer.message).toContain("15+ hours");
  });

  it("leaves an answer the rules found alone", () => {
    const message = "how much is AIVA Lead OS?";
    expect(withExamples.answer(message)).toBe(rulesOnly.answer(message));
  });

  it("never answers in place of a decline, nor for a thing neither the site nor an example names", () => {
    expect(withExamples.answer("What's the share price of Tesla today?")).toContain(assistantCopy.offTopic);
    const bitcoin = withExamples.answerWithHistory("What's the price of bitcoin right now?");
    expect(bitcoin.units).toEqual([]);
    expect(bitcoin.message).not.toContain("$3,997");
  });
});
