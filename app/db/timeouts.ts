/** How long a request waits for the database (the README's DATABASE_*_TIMEOUT_MS and their defaults). */
export type DatabaseTimeouts = {
  /** node-postgres `connectionTimeoutMillis`: a new connection, or a free one of the pool. */
  connectMs: number;
  /** node-postgres `query_timeout`, and the bound `withinTimeout` puts on a request's database work. */
  queryMs: number;
  /** PostgreSQL `statement_timeout`: the server cancels a statement that runs longer. */
  statementMs: number;
};

/** A write answers 503 within 5 s (DESIGN.md §5): the longest wait is the query timeout. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 2_000, queryMs: 4_000, statementMs: 3_000 };
