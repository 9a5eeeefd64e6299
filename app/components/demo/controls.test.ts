import { describe, expect, it } from "vitest";
import { actionOfControl, focusTargetOf, stepAnchor, stepHref } from "./controls";

describe("the player's controls by name (a poster's links, /demo)", () => {
  it("ask for the player's actions", () => {
    expect(actionOfControl("poster-play")).toEqual({ type: "play" });
    expect(actionOfControl("play")).toEqual({ type: "play" });
    expect(actionOfControl("next")).toEqual({ type: "next" });
    expect(actionOfControl("previous")).toEqual({ type: "previous" });
    expect(actionOfControl("replay")).toEqual({ type: "replay" });
    expect(actionOfControl("step-3")).toEqual({ type: "goTo", step: 3 });
    expect(actionOfControl("step-x")).toBeUndefined();
    expect(actionOfControl(undefined)).toBeUndefined();
  });

  it("lead to the still frames of /demo without the player, one-based as a reader counts", () => {
    expect(stepAnchor(0)).toBe("step-1");
    expect(stepHref(5)).toBe("#step-6");
  });

  it("hand focus to the control that stands for them in the player", () => {
    expect(focusTargetOf("poster-play")).toBe("play");
    expect(focusTargetOf("step-2")).toBe("step-2");
  });
});
