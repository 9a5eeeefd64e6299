import { describe, expect, it } from "vitest";
import { calDavSettings } from "../app/booking/settings";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATA_DIR: "./data", RATE_LIMIT_DISABLED: false });
    expect(env.CONTACT_RATE_LIMIT_PER_MINUTE).toBe(5);
    expect(env.CONTACT_RATE_LIMIT_PER_HOUR).toBe(20);
    expect(env.CHAT_RATE_LIMIT_PER_SESSION_PER_MINUTE).toBe(20);
    expect(env.CHAT_RATE_LIMIT_PER_IP_PER_MINUTE).toBe(60);
    expect(env.LLM_TIMEOUT_MS).toBe(15000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrowError(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it("accepts a postgres URL and flags", () => {
    const env = parseEnv({ DATABASE_URL: "postgres://u@127.0.0.1:5432/db", RATE_LIMIT_DISABLED: "1", PORT: "8080" });
    expect(env.DATABASE_URL).toBe("postgres://u@127.0.0.1:5432/db");
    expect(env.RATE_LIMIT_DISABLED).toBe(true);
    expect(env.PORT).toBe(8080);
  });

  it("honours TEST_CLOCK only in a test server: development, test, or production with TEST_HOOKS=1", () => {
    const at = "2026-01-05T09:30:15Z";
    expect(() => parseEnv({ TEST_CLOCK: at })).toThrowError(/TEST_CLOCK: is for tests/);
    expect(parseEnv({ TEST_CLOCK: at, TEST_HOOKS: "1" }).TEST_CLOCK).toBe(at);
    expect(parseEnv({ TEST_CLOCK: at, NODE_ENV: "development" }).TEST_CLOCK).toBe(at);
    expect(() => parseEnv({ TEST_CLOCK: "next tuesday", TEST_HOOKS: "1" })).toThrowError(/TEST_CLOCK/);
  });

  it("takes the owner's CalDAV calendar only with its user name and password", () => {
    expect(calDavSettings(parseEnv({}))).toBeNull();
    expect(() => parseEnv({ CALDAV_URL: "https://cal.example.com/" })).toThrowError(
      /CALDAV_USERNAME: is required with CALDAV_URL[\s\S]*CALDAV_PASSWORD: is required with CALDAV_URL/,
    );
    expect(() => parseEnv({ CALDAV_URL: "not a url", CALDAV_USERNAME: "o", CALDAV_PASSWORD: "p" })).toThrowError(
      /CALDAV_URL/,
    );
    const env = parseEnv({
      CALDAV_URL: "https://cal.example.com/dav/",
      CALDAV_USERNAME: "owner",
      CALDAV_PASSWORD: "secret",
      CALDAV_CALENDAR: "Work",
    });
    expect(calDavSettings(env)).toEqual({
      url: "https://cal.example.com/dav/",
      username: "owner",
      password: "secret",
      calendar: "Work",
      timeoutMs: 5000,
    });
  });
});
