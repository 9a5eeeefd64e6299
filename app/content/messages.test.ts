import { describe, expect, it } from "vitest";
import { rateLimited, rateLimitedText } from "./messages";

describe("rateLimitedText", () => {
  it("says when to try again, in whole minutes rounded up", () => {
    expect(rateLimitedText(1)).toBe(
      "We received several messages from your network in a short time. Please try again in 1 minute.",
    );
    expect(rateLimitedText(60)).toContain("in 1 minute.");
    expect(rateLimitedText(61)).toContain("in 2 minutes.");
    expect(rateLimitedText(3599)).toContain("in 60 minutes.");
  });

  it("says 'a few minutes' when the wait is unknown", () => {
    expect(rateLimitedText()).toContain(`in ${rateLimited.someMinutes}.`);
    expect(rateLimitedText(0)).toContain(`in ${rateLimited.someMinutes}.`);
  });
});
