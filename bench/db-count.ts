/**
 * Counts the rows a load scenario stored, after the server has stopped: PGlite by opening the
 * server's data folder (one process per folder, so only once the server is gone), PostgreSQL
 * through its URL. Rows are matched by the scenario's tag (idempotency-key or session-id prefix).
 */
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { StoredTable } from "./load";

const COLUMN: Record<StoredTable, string> = { contacts: "idempotency_key", chat_messages: "session_id" };

export type RowQuery = { table: StoredTable; tag: string };

function sql(query: RowQuery): { text: string; params: string[] } {
  if (!/^[a-z0-9-]+$/.test(query.tag)) throw new Error(`tag must be [a-z0-9-]: ${query.tag}`);
  return {
    text: `select count(*)::int as n from ${query.table} where ${COLUMN[query.table]} like $1`,
    params: [`${query.tag}-%`],
  };
}

export async function countRows(
  database: { dataDir: string } | { url: string },
  queries: RowQuery[],
): Promise<number[]> {
  if ("url" in database) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const counts: number[] = [];
      for (const query of queries) {
        const { text, params } = sql(query);
        const result = await client.query<{ n: number }>(text, params);
        counts.push(result.rows[0]?.n ?? 0);
      }
      return counts;
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(database.dataDir);
  try {
    const counts: number[] = [];
    for (const query of queries) {
      const { text, params } = sql(query);
      const result = await db.query<{ n: number }>(text, params);
      counts.push(result.rows[0]?.n ?? 0);
    }
    return counts;
  } finally {
    await db.close();
  }
}
