/**
 * No lead lost (issue 7, docs/decisions/004): an acknowledged enquiry survives the server being
 * killed with SIGKILL right after it answered, on PGlite and on PostgreSQL; a database failure
 * answers 503 with the values kept and the error logged; a failure inside the transaction leaves
 * nothing half-written.
 */
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { chatSessionTokens } from "../../app/chat/session-token.server";
import { defaultAvailability } from "../../app/content/booking";
import type { AppServices } from "../../app/context.server";
import { type DatabaseHandle, openDatabase } from "../../app/db/client.server";
import { handleEnquiryAction } from "../../app/enquiries/action.server";
import { rawRequest } from "../support/http";
import { startThrowawayPostgres } from "../support/postgres";
import { repoRoot, startServer, type TestServer } from "../support/server";
import { contactFields, databasesUnderTest, newKey, postEnquiry, startOn, storedEnquiries } from "./contact-support";

const CYCLES = { PGlite: 4, PostgreSQL: 2 } as const;
/** Every cycle restarts the server (PGlite: 1-3 s, much more on a busy machine). */
const SLOW = 300_000;

for (const db of databasesUnderTest()) {
  describe(`acknowledged enquiries survive SIGKILL on ${db.name}`, () => {
    let server: (TestServer & { database: Record<string, string> }) | undefined;
    afterAll(async () => {
      await server?.stop();
    });

    it(
      `keeps every enquiry answered with success when the server is killed right after (${CYCLES[db.name]} cycles)`,
      async () => {
        server = await startOn(db, { label: `SIGKILL ${db.name}` });
        const acknowledged: string[] = [];
        for (let cycle = 1; cycle <= CYCLES[db.name]; cycle++) {
          const current: TestServer = server;
          // Five enquiries at once; the server is killed the moment the first success arrives, so the
          // others may be answered, cut off or never processed. Every one answered "success" must be kept.
          const keys = Array.from({ length: 5 }, () => newKey());
          await Promise.all(
            keys.map((key) =>
              postEnquiry(current.url, contactFields({ email: `kill-${cycle}@example.com`, idempotencyKey: key })).then(
                (res) => {
                  if (res.result === "success") {
                    acknowledged.push(key);
                    current.child.kill("SIGKILL");
                  }
                },
                () => {}, // connection cut by the kill: not acknowledged
              ),
            ),
          );
          await current.kill9();
          expect(current.exitStatus()?.signal).toBe("SIGKILL");
          // Restart on the same data.
          server = Object.assign(await startServer({ env: server.database }), { database: server.database });
          const stored = new Set((await storedEnquiries(server)).map((r) => r.idempotencyKey));
          const lost = acknowledged.filter((key) => !stored.has(key));
          expect(lost, `cycle ${cycle}: acknowledged but lost`).toEqual([]);
        }
        console.log(
          `[SIGKILL ${db.name}] ${acknowledged.length} acknowledged enquiries, all present after ${CYCLES[db.name]} kills`,
        );
        expect(acknowledged.length).toBeGreaterThanOrEqual(CYCLES[db.name]);
      },
      SLOW,
    );
  });
}

describe("database unavailable over HTTP (PostgreSQL stopped under a running server)", () => {
  it(
    "answers 503 with the values kept, logs the error, and the health check says so",
    async () => {
      const cluster = await startThrowawayPostgres();
      if (!cluster) {
        console.warn("database-failure test over HTTP: PostgreSQL binaries not available, covered in-process below");
        return;
      }
      let server: TestServer | undefined;
      try {
        server = await startServer({ env: { DATABASE_URL: cluster.url } });
        console.log(`[503 over HTTP] database under test: PostgreSQL (own cluster ${cluster.url}) at ${server.url}`);
        expect((await postEnquiry(server.url, contactFields({ idempotencyKey: newKey() }))).result).toBe("success");
        await cluster.stop();

        const js = await postEnquiry(server.url, contactFields({ idempotencyKey: newKey() }));
        expect(js.status).toBe(503);
        expect(js.result).toBe("error");
        expect(js.text).toContain("unavailable");
        const page = await postEnquiry(server.url, contactFields({ fullName: "Kept While Down" }), { via: "document" });
        expect(page.status).toBe(503);
        expect(page.result).toBe("error");
        expect(page.text).toContain('value="Kept While Down"');
        expect(page.text).toContain("There was a problem sending your message. Please try again.");
        await expect.poll(() => server?.logs()).toContain("enquiry not stored: database unavailable");
        expect((await rawRequest(`${server.url}/healthz`)).status).toBe(503);
      } finally {
        await server?.stop();
        await cluster.stop();
      }
    },
    SLOW,
  );
});

// The action called in-process on a real database, to break the database in ways HTTP cannot.
for (const db of databasesUnderTest()) {
  describe(`database failures in the action on ${db.name}`, () => {
    const handles: DatabaseHandle[] = [];
    afterAll(async () => {
      for (const handle of handles) await handle.close().catch(() => {});
    });

    async function open(): Promise<DatabaseHandle> {
      const env = await db.fresh();
      const handle = await openDatabase({
        databaseUrl: env.DATABASE_URL,
        dataDir: env.DATA_DIR ?? "",
        migrationsFolder: `${repoRoot}/drizzle`,
      });
      handles.push(handle);
      console.log(`[action in-process] database under test: ${db.name}`);
      return handle;
    }

    function services(database: DatabaseHandle) {
      const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
      const value: AppServices = {
        database,
        now: () => new Date(),
        log,
        clientIp: "192.0.2.10",
        cspNonce: "",
        chatSessions: chatSessionTokens("a test secret of at least thirty-two characters"),
        config: {
          rateLimitDisabled: false,
          contactPerMinute: 100,
          contactPerHour: 100,
          chatPerSessionPerMinute: 20,
          chatPerIpPerMinute: 60,
          booking: defaultAvailability,
          chatLeadEmailsPerHour: 3,
          llm: null,
        },
      };
      return { services: value, log };
    }

    function post(fields: Record<string, string>) {
      return new Request("http://127.0.0.1/contact", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    }

    async function count(database: DatabaseHandle, table: string): Promise<number> {
      const result = (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as
        | { rows: { n: number }[] }
        | { n: number }[];
      const rows = "rows" in result ? result.rows : result;
      return Number(rows[0]?.n);
    }

    it("leaves nothing half-written when the outbox insert fails inside the transaction, then succeeds on retry", async () => {
      const database = await open();
      const { services: s, log } = services(database);
      s.outbox = { wake: () => {}, channels: ["webhook"] }; // as if ENQUIRY_WEBHOOK_URL were set
      await database.db.execute(sql.raw("alter table enquiry_outbox rename to enquiry_outbox_away"));
      const key = newKey();
      const failed = (await handleEnquiryAction(post(contactFields({ idempotencyKey: key })), s)) as {
        data: { status: string; values?: Record<string, string> };
        init: { status: number };
      };
      expect(failed.init.status).toBe(503);
      expect(failed.data.status).toBe("error");
      expect(failed.data.values?.fullName).toBe("Ada Lovelace");
      expect(log.error).toHaveBeenCalledWith(expect.anything(), "enquiry not stored: database unavailable");
      expect(await count(database, "contacts")).toBe(0); // the contact row was rolled back with the outbox row

      await database.db.execute(sql.raw("alter table enquiry_outbox_away rename to enquiry_outbox"));
      const retried = (await handleEnquiryAction(post(contactFields({ idempotencyKey: key })), s)) as {
        init: { status: number };
      };
      expect(retried.init.status).toBe(200);
      expect(await count(database, "contacts")).toBe(1);
      expect(await count(database, "enquiry_outbox")).toBe(1);
    });

    it("answers 503 and logs when the database is closed", async () => {
      const database = await open();
      const { services: s, log } = services(database);
      await database.close();
      const result = (await handleEnquiryAction(post(contactFields({ idempotencyKey: newKey() })), s)) as {
        data: { status: string; reason: string };
        init: { status: number; headers: Record<string, string> };
      };
      expect(result.init.status).toBe(503);
      expect(result.data).toMatchObject({ status: "error", reason: "unavailable" });
      expect(result.init.headers["Retry-After"]).toBe("30");
      expect(log.error).toHaveBeenCalledTimes(1);
    });
  });
}
