// @vitest-environment node
import { describe, expect, it } from "vitest";
import { assistantCopy } from "~/content/assistant";
import { businessExamples } from "~/content/assistant-businesses";
import { localResponder } from "./local-responder.server";
import { aboutPrivateLife, labelledMessages, offTopicProbability, train } from "./off-topic-classifier.server";

describe("the off-topic classifier", () => {
  it("learns: messages left out of training are told apart far better than by chance, no business among the sure ones (ten folds)", () => {
    const all = labelledMessages();
    const businesses = new Set(businessExamples.map((e) => e.q));
    let found = 0;
    let offTopic = 0;
    // Longer accounts of a private situation, held to the longer messages' bar (0.85, or 0.5 without a word of a
    // business's frame).
    let longFound = 0;
    let longOffTopic = 0;
    const businessesSure: string[] = [];
    const longBusinessesFlagged: string[] = [];
    for (let fold = 0; fold < 10; fold++) {
      const model = train(all.filter((_, i) => i % 10 !== fold));
      for (const example of all.filter((_, i) => i % 10 === fold)) {
        const p = offTopicProbability(example.q, model);
        if (example.offTopic) {
          offTopic++;
          if (p >= 0.6) found++;
          if (example.q.split(/\s+/).length >= 12) {
            longOffTopic++;
            if (aboutPrivateLife(example.q, model)) longFound++;
          }
        } else {
          if (businesses.has(example.q) && p >= 0.85) businessesSure.push(example.q);
          if (example.q.split(/\s+/).length >= 12 && aboutPrivateLife(example.q, model))
            longBusinessesFlagged.push(example.q);
        }
      }
    }
    // Two thirds when written (114 of 172); 125 of 197 with the longer accounts.
    expect(found / offTopic).toBeGreaterThanOrEqual(0.6);
    expect(businessesSure).toEqual([]);
    // 4 of 33 at 0.85 when the longer accounts were added (none of the 8 before them); 15 of 33 with the lower bar
    // for a message without a word of a business's frame; 16 with the nearest examples' vote where the classifier
    // leans private (0.4); and still no longer message about a business (0 of 339). 15 again once "i need an iphone
    // app developed" was read as typed, found out of scope and so left out of training (one example fewer).
    expect(longOffTopic).toBeGreaterThanOrEqual(30);
    expect(longFound).toBeGreaterThanOrEqual(15);
    expect(longBusinessesFlagged).toEqual([]);
  }, 60_000);

  it("declines private matters and questions about the world it was not shown, and still consults a business", () => {
    // None of these is an example the classifier learns from.
    for (const message of [
      "what's the best mortgage rate right now",
      "which running shoes are best for flat feet",
      "my back hurts after sitting all day",
      "what should i cook for a dinner party of 8",
      "my boyfriend keeps ignoring my texts",
      "is it worth flying to lisbon for a long weekend in february or will it just rain the whole time",
    ]) {
      const reply = localResponder.answerWithHistory(message);
      expect(reply.kind, message).toBe("decline");
      expect(reply.message, message).toContain(assistantCopy.offTopic);
    }
    for (const message of [
      "we run a small gym and members keep messaging us about class times",
      "our two receptionists can't keep up with appointment calls at the dental practice",
    ]) {
      expect(localResponder.answerWithHistory(message).kind, message).toBe("answer");
    }
  });

  it("leans further to private when the message names someone of the visitor's private life ('my husband')", () => {
    const trip = "ten days in portugal in may, is a rail pass worth buying or do we pay per trip";
    const withHusband =
      "ten days in portugal with my husband in may, is a rail pass worth buying or do we pay per trip";
    expect(offTopicProbability(withHusband) - offTopicProbability(trip)).toBeGreaterThanOrEqual(0.1);
  });

  it("holds a short message with a word of a business's frame to a higher bar before calling it private", () => {
    for (const message of [
      "weekend enquiries just sit there till monday",
      "stock runs out and nobody here saw it coming",
    ]) {
      expect(localResponder.answerWithHistory(message).kind, message).not.toBe("decline");
    }
  });

  it("leaves a message that goes on from our answer to the conversation", () => {
    const history = [
      { sender: "user" as const, content: "im interested in the operational intelligence system" },
      { sender: "bot" as const, content: "…" },
    ];
    expect(localResponder.answerWithHistory("cool, so how do we get started", history).kind).not.toBe("decline");
  });
});
