import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

export type RateLimitRule = { name: string; limit: number; windowMs: number };
export type RateLimitResult = { allowed: true } | { allowed: false; rule: string; retryAfterSeconds: number };

/**
 * Counts one hit against each rule for `subject` (fixed windows, counters in the `rate_limits` table so
 * that every server instance on the same database shares them) and says whether all rules still allow it.
 */
export async function hitRateLimits(
  db: Database,
  subject: string,
  rules: readonly RateLimitRule[],
  now: Date = new Date(),
): Promise<RateLimitResult> {
  for (const rule of rules) {
    const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
    const key = `${rule.name}:${subject}`;
    const result = await db.execute<{ hits: number }>(sql`
      insert into rate_limits (key, window_start, hits) values (${key}, ${windowStart.toISOString()}, 1)
      on conflict (key) do update set
        hits = case when rate_limits.window_start = excluded.window_start then rate_limits.hits + 1 else 1 end,
        window_start = excluded.window_start
      returning hits`);
    const rows = "rows" in result ? result.rows : (result as unknown as { hits: number }[]);
    const hits = Number(rows[0]?.hits ?? 0);
    if (hits > rule.limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000));
      return { allowed: false, rule: rule.name, retryAfterSeconds };
    }
  }
  return { allowed: true };
}

/** Deletes counters whose window ended more than a day ago (called now and then, not per request). */
export async function pruneRateLimits(db: Database, now: Date = new Date()) {
  await db.execute(
    sql`delete from rate_limits where window_start < ${new Date(now.getTime() - 86_400_000).toISOString()}`,
  );
}
