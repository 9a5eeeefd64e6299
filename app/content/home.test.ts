import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { processSteps } from "./home";

const root = path.resolve(import.meta.dirname, "../..");

describe("methodology steps", () => {
  it("every step ships with its illustration: no step falls back to 'Coming Soon'", () => {
    for (const step of processSteps) {
      expect(step.image, `step ${step.label} has no illustration`).toMatch(/^\/illustrations\/.+\.svg$/);
      const file = step.image.replace(/^\/illustrations\//, "");
      expect(existsSync(path.join(root, "public/illustrations", file)), `${step.image} is served`).toBe(true);
      expect(existsSync(path.join(root, "app/assets/illustration-sources", file)), `${file} has a source`).toBe(true);
    }
  });
});
