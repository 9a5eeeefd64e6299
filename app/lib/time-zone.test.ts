import { afterEach, describe, expect, it, vi } from "vitest";
import { browserTimeZone } from "./time-zone";

const global = globalThis as { Temporal?: unknown };

afterEach(() => {
  delete global.Temporal;
  vi.restoreAllMocks();
});

describe("browserTimeZone", () => {
  it("reads the zone from Temporal, without building an Intl formatter", () => {
    global.Temporal = { Now: { timeZoneId: () => "America/New_York" } };
    const intl = vi.spyOn(Intl, "DateTimeFormat");
    expect(browserTimeZone()).toBe("America/New_York");
    expect(intl).not.toHaveBeenCalled();
  });

  it("falls back to Intl where there is no Temporal", () => {
    delete global.Temporal;
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("falls back to Intl when Temporal cannot say", () => {
    global.Temporal = {
      Now: {
        timeZoneId: () => {
          throw new RangeError("no zone");
        },
      },
    };
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
