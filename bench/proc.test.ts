// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cpuSeconds, memory, parseChildTimes, sampleMemory } from "./proc";

describe("/proc readings", () => {
  it("reads this process's CPU time and memory, and null for a process that does not exist", () => {
    expect(cpuSeconds(process.pid)).toBeGreaterThan(0);
    const now = memory(process.pid);
    expect(now?.rss).toBeGreaterThan(10 * 1024 * 1024);
    expect(now?.hwm).toBeGreaterThan(10 * 1024 * 1024);
    expect(cpuSeconds(2 ** 22 + 1)).toBeNull();
    expect(memory(2 ** 22 + 1)).toBeNull();
  });

  it("keeps the highest resident size it sampled", async () => {
    const sampler = sampleMemory(process.pid, 5);
    const ballast = Buffer.alloc(64 * 1024 * 1024, 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const { peakRss, hwm } = sampler.stop();
    expect(ballast[0]).toBe(1);
    expect(peakRss).toBeGreaterThan(64 * 1024 * 1024);
    // VmHWM is the kernel's own peak, but its per-thread RSS counters are folded in lazily, so it
    // can trail a VmRSS sample by a few pages: compare with the ballast, not with the sample.
    expect(hwm).toBeGreaterThan(64 * 1024 * 1024);
  });
});

describe("parseChildTimes", () => {
  it("adds the children's user and system time from bash's `times`", () => {
    expect(parseChildTimes("0m0.004s 0m0.001s\n1m2.500s 0m0.250s\n")).toBeCloseTo(62.75);
  });
  it("returns null for anything else", () => {
    expect(parseChildTimes("")).toBeNull();
    expect(parseChildTimes("0m1.000s 0m1.000s")).toBeNull();
  });
});
