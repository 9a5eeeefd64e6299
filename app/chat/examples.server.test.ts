// @vitest-environment node
/**
 * Understanding learned from examples (issue 31): the nearest examples' answer, trusted only when they agree,
 * when the message shares a telling word with them and names nothing foreign; the rules' answer stands where
 * they found one, and a decline stays a decline.
 */
import { describe, expect, it } from "vitest";
import { assistantCopy } from "~/content/assistant";
import { assistantExamples } from "~/content/assistant-examples";
import { intentExamples } from "~/content/assistant-intents";
import { DECLINE, exampleFeatures, nearestExample } from "./examples.server";
import { siteKnowledge } from "./knowledge.server";
import { createLocalResponder } from "./local-responder.server";

const withExamples = createLocalResponder();
const rulesOnly = createLocalResponder(undefined, undefined, () => null);

describe("the examples", () => {
  it("are many, for many answers, none of them the same message twice", () => {
    expect(assistantExamples.length).toBeGreaterThan(200);
    expect(new Set(assistantExamples.map((e) => e.unit)).size).toBeGreaterThan(50);
    expect(new Set(assistantExamples.map((e) => e.q)).size).toBe(assistantExamples.length);
  });

  it("include messages written for each core answer, every one naming an answer the assistant has", () => {
    const known = new Set([...siteKnowledge().units.map((unit) => unit.id), DECLINE]);
    expect(intentExamples.filter((e) => !known.has(e.unit))).toEqual([]);
    const core = [
      "lead-os:price",
      "lead-os:guarantee",
      "booking:consultation",
      "contact:channels",
      "company:what-we-do",
    ];
    for (const unit of [
      ...core,
      "company:location",
      "process:after-launch",
      "platforms",
      "founder",
      "unstated:trial",
    ]) {
      expect(intentExamples.filter((e) => e.unit === unit).length, unit).toBeGreaterThanOrEqual(6);
    }
    expect(new Set(intentExamples.map((e) => e.q)).size).toBe(intentExamples.length);
  });

  it("keep the little words in pairs, so 'how long' and 'how much' differ", () => {
    expect(exampleFeatures("how long does it take")).toContain("how long");
    expect(exampleFeatures("how much does it cost")).toContain("how much");
    expect(exampleFeatures("how long does it take")).not.toContain("how");
  });
});

describe("the nearest example", () => {
  it("is found for a message worded unlike any example", () => {
    const match = nearestExample("does anyone on our side need to write code?");
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
  it("answers a question about how we work that the rules took for a system's problem", () => {
    const message = "how would the project play out from start to end?";
    expect(rulesOnly.answerWithHistory(message).units.map((u) => u.id)).toEqual(["revenue:problems"]);
    const answer = withExamples.answerWithHistory(message);
    expect(answer.units.map((u) => u.id)).toEqual(["process:steps"]);
    expect(answer.message).toContain("AI Readiness Audit");
  });

  it("answers what the rules called unstated where the examples show the site says it, and only then", () => {
    const message = "are you going to make our staff redundant?";
    expect(rulesOnly.answer(message)).toContain(assistantCopy.unknownFact.split(":")[0] as string);
    const answer = withExamples.answerWithHistory(message);
    expect(answer.units.map((u) => u.id)).toEqual(["company:humans"]);
    expect(answer.message).toContain("Humans stay in charge");
    // A way of paying no answer names stays unknown, however like a question about the price it reads.
    expect(withExamples.answer("can we pay with paypal?")).toContain(assistantCopy.unknownFact.split(":")[0] as string);
  });

  it("answers a business question the rules declined when every word of it is one the site or an answer's examples use", () => {
    expect(rulesOnly.answer("is there any risk for us if it fails?")).toContain(assistantCopy.offTopic);
    expect(withExamples.answerWithHistory("is there any risk for us if it fails?").units.map((u) => u.id)).toEqual([
      "lead-os:guarantee",
    ]);
    expect(withExamples.answer("who won the football last night?")).toContain(assistantCopy.offTopic);
  });

  it("answers a question about us that the rules met with an article sharing a word, and leaves a how-to alone", () => {
    const message = "in plain terms, what does your company actually do?";
    expect(rulesOnly.answerWithHistory(message).units.every((u) => u.id.startsWith("article:"))).toBe(true);
    expect(withExamples.answerWithHistory(message).units.map((u) => u.id)).toEqual(["company:what-we-do"]);
    const howTo = "when should a support bot hand over to a human";
    expect(withExamples.answerWithHistory(howTo).units.map((u) => u.id)).toEqual([
      "article:support-agent-design-guide",
    ]);
  });

  it("answers a follow-up the rules took off the conversation's topic with the examples' answer on it", () => {
    const before = "how much is lead os";
    const history = [
      { sender: "user" as const, content: before },
      { sender: "bot" as const, content: withExamples.answer(before) },
    ];
    const followUp = "is support included in that?";
    const ids = (r: ReturnType<typeof createLocalResponder>) =>
      r.answerWithHistory(followUp, history).units.map((u) => u.id);
    // "Support" alone reads as the customer-support system.
    expect(ids(rulesOnly).every((id) => id.startsWith("cx:"))).toBe(true);
    expect(ids(withExamples)).toEqual(["lead-os:inclusions"]);
    // Without the conversation before it, the same message keeps the rules' answer.
    expect(withExamples.answerWithHistory(followUp).units.map((u) => u.id)).toEqual(
      rulesOnly.answerWithHistory(followUp).units.map((u) => u.id),
    );
  });

  it("leaves an answer the rules found alone", () => {
    const message = "how much is AIVA Lead OS?";
    expect(withExamples.answer(message)).toBe(rulesOnly.answer(message));
  });

  it("never answers in place of a decline of another subject, nor for a thing only a decline names", () => {
    expect(withExamples.answer("What's the share price of Tesla today?")).toContain(assistantCopy.offTopic);
    const bitcoin = withExamples.answerWithHistory("What's the price of bitcoin right now?");
    expect(bitcoin.units).toEqual([]);
    expect(bitcoin.message).not.toContain("$3,997");
  });
});
