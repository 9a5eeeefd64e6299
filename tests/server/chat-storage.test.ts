/**
 * storeExchange (app/chat/storage.server.ts) on PGlite and on the throwaway PostgreSQL: one exchange
 * (session, visitor message, lead e-mail, reply) is committed whole, and a failure in any write —
 * here the reply, which PostgreSQL refuses because it contains NUL — leaves nothing of it behind.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Exchange, listConversations, storeExchange } from "~/chat/storage.server";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { repoRoot } from "../support/server";
import { freshPostgresUrl } from "./contact-support";

const SLOW = 180_000;

const drivers = [
  { name: "PGlite", available: true },
  { name: "PostgreSQL", available: Boolean(inject("postgresUrl")) },
] as const;

function exchange(sessionId: string, overrides: Partial<Exchange> = {}): Exchange {
  return {
    sessionId,
    meta: { ua: "Vitest", ref: "https://ref.example/", page: "/pricing" },
    message: { content: "How much is it? me@example.com", receivedAt: new Date("2026-03-10T09:00:00.000Z") },
    leadEmail: "me@example.com",
    reply: { content: "Thanks, we'll write to me@example.com.", sentAt: new Date("2026-03-10T09:00:01.500Z") },
    ...overrides,
  };
}

for (const driver of drivers) {
  describe.skipIf(!driver.available)(`storing a chat exchange on ${driver.name}`, () => {
    let database: DatabaseHandle;

    beforeAll(async () => {
      database = await openDatabase({
        databaseUrl: driver.name === "PostgreSQL" ? await freshPostgresUrl() : undefined,
        dataDir: mkdtempSync(join(process.env.AIVA_TEST_TMPDIR || tmpdir(), "aiva-chat-storage-")),
        migrationsFolder: join(repoRoot, "drizzle"),
      });
    }, SLOW);
    afterAll(async () => {
      await database?.close();
    });

    it("commits the session, the message, the lead and the reply together, with their times", async () => {
      await storeExchange(database.db, exchange("whole-exchange"));
      const [conversation] = await listConversations(database.db);
      expect(conversation).toMatchObject({
        sessionId: "whole-exchange",
        ua: "Vitest",
        ref: "https://ref.example/",
        firstPage: "/pricing",
        leadEmail: "me@example.com",
      });
      expect(conversation?.messages.map((m) => [m.sender, m.content, m.page, m.createdAt.toISOString()])).toEqual([
        ["user", "How much is it? me@example.com", "/pricing", "2026-03-10T09:00:00.000Z"],
        ["bot", "Thanks, we'll write to me@example.com.", "/pricing", "2026-03-10T09:00:01.500Z"],
      ]);
    });

    it("leaves nothing of a new session behind when a write fails", async () => {
      const failing = exchange("failing-new", { reply: { content: "bad \u0000 reply", sentAt: new Date() } });
      await expect(storeExchange(database.db, failing)).rejects.toThrow();
      const ids = (await listConversations(database.db)).map((c) => c.sessionId);
      expect(ids).toEqual(["whole-exchange"]);
    });

    it("leaves an existing session as it was when a later exchange fails", async () => {
      const [before] = await listConversations(database.db);
      const failing = exchange("whole-exchange", {
        leadEmail: "other@example.com",
        reply: { content: "\u0000", sentAt: new Date() },
      });
      await expect(storeExchange(database.db, failing)).rejects.toThrow();
      const [after] = await listConversations(database.db);
      expect(after).toEqual(before);
      // The database is still usable afterwards (the transaction was rolled back, not left open).
      await storeExchange(database.db, exchange("after-failure", { leadEmail: null }));
      expect((await listConversations(database.db)).map((c) => c.sessionId)).toEqual([
        "whole-exchange",
        "after-failure",
      ]);
    });
  });
}
