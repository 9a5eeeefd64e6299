/**
 * Helpers of the contact enquiry server tests (tests/server/contact*.test.ts): the databases to run
 * on (PGlite always, PostgreSQL when the harness has one), a pre-initialised PGlite folder to copy
 * (initdb in WASM takes 7-21 s), posting enquiries like the browser does, and reading the stored rows.
 */
import { cpSync, mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { exportSocketPath } from "../../server/export-socket";
import { rawRequest } from "../support/http";
import { startServer, type StartServerOptions, type TestServer } from "../support/server";

export type DatabaseUnderTest = {
  /** "PGlite" or "PostgreSQL" */
  name: "PGlite" | "PostgreSQL";
  /** A fresh, empty database each call: env for startServer (DATA_DIR or DATABASE_URL). */
  fresh(): Promise<Record<string, string>>;
};

let template: Promise<string> | undefined;

/** A PGlite folder initialised and migrated once per test file, copied for every server. */
export function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const server = await startServer();
    await server.stop();
    return server.dataDir;
  })();
  return template;
}

export async function freshPgliteDir(): Promise<string> {
  const source = await pgliteTemplate();
  const dir = mkdtempSync(join(process.env.AIVA_TEST_TMPDIR || tmpdir(), "aiva-contact-"));
  cpSync(source, dir, { recursive: true });
  return dir;
}

let databaseCounter = 0;

/** A new database on the harness's PostgreSQL cluster (isolated from every other test). */
export async function freshPostgresUrl(): Promise<string> {
  const base = inject("postgresUrl");
  const name = `contact_${process.pid}_${Date.now()}_${databaseCounter++}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export function databasesUnderTest(): DatabaseUnderTest[] {
  const list: DatabaseUnderTest[] = [{ name: "PGlite", fresh: async () => ({ DATA_DIR: await freshPgliteDir() }) }];
  if (inject("postgresUrl")) {
    list.push({ name: "PostgreSQL", fresh: async () => ({ DATABASE_URL: await freshPostgresUrl() }) });
  } else {
    console.warn("contact tests: PostgreSQL not available; these tests run on PGlite only");
  }
  return list;
}

/** Starts the server on `db` (a fresh database) and says on the console which database this run uses. */
export async function startOn(
  db: DatabaseUnderTest,
  options: StartServerOptions & { label: string },
): Promise<TestServer & { database: Record<string, string> }> {
  const database = await db.fresh();
  const server = await startServer({ ...options, env: { ...database, ...options.env } });
  const where = database.DATABASE_URL
    ? `PostgreSQL ${new URL(database.DATABASE_URL).pathname.slice(1)}`
    : `PGlite ${database.DATA_DIR}`;
  console.log(`[${options.label}] database under test: ${db.name} (${where}) at ${server.url}`);
  return Object.assign(server, { database });
}

export type Fields = Record<string, string>;

let keyCounter = 0;
/** A key shaped like crypto.randomUUID()'s. */
export function newKey(): string {
  return crypto.randomUUID?.() ?? `k${Date.now()}${keyCounter++}`.padEnd(24, "0");
}

export function contactFields(overrides: Fields = {}): Fields {
  return {
    fullName: "Ada Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines Ltd",
    helpCategory: "revenue-growth",
    message: "We answer every lead by hand and it takes hours each day.",
    source: "contact",
    ...overrides,
  };
}

export function assessmentFields(overrides: Fields = {}): Fields {
  return {
    fullName: "Grace Hopper",
    email: "grace@example.com",
    company: "",
    phone: "+1 (555) 010-0123",
    source: "assessment",
    ...overrides,
  };
}

export type PostOptions = {
  /** "data": the fetcher's request (/contact.data, JS path); "document": a plain form post (no JS). */
  via?: "data" | "document";
  headers?: Record<string, string>;
};

/** Posts a form the way the browser does; `result` is the action's status read from the answer. */
export async function postEnquiry(baseUrl: string, fields: Fields, options: PostOptions = {}) {
  const via = options.via ?? "data";
  const path = via === "data" ? "/contact.data" : "/contact";
  const origin = new URL(baseUrl).origin;
  const response = await rawRequest(`${baseUrl}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      ...options.headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { ...response, result: resultOf(response.text, via) };
}

/** The action's result status ("success", "invalid", "error") in a turbo-stream or an HTML answer. */
export function resultOf(text: string, via: "data" | "document"): string | null {
  if (via === "document") return /data-outcome="(\w+)"/.exec(text)?.[1] ?? null;
  return /"status","(success|invalid|error)"/.exec(text)?.[1] ?? null;
}

export type ContactRow = {
  id: number;
  createdAt: string;
  fullName: string;
  workEmail: string;
  companyName: string | null;
  operationalChallenge: string;
  situationAndGoals: string;
  source: string;
  phone: string | null;
  idempotencyKey: string;
};

/** Every stored enquiry: over the export socket of a running PGlite server, or straight from PostgreSQL. */
export async function storedEnquiries(server: { database: Record<string, string> }): Promise<ContactRow[]> {
  const url = server.database.DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select id, created_at as "createdAt", full_name as "fullName", work_email as "workEmail",
                company_name as "companyName", operational_challenge as "operationalChallenge",
                situation_and_goals as "situationAndGoals", source, phone, idempotency_key as "idempotencyKey"
         from contacts order by id`,
      );
      return rows;
    } finally {
      await client.end();
    }
  }
  const socketPath = exportSocketPath(server.database.DATA_DIR as string);
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: "/enquiries" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        if (res.statusCode !== 200) reject(new Error(`export socket answered ${res.statusCode}: ${body}`));
        else resolve((JSON.parse(body) as { rows: ContactRow[] }).rows);
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Rows of the outbox table (PostgreSQL only; on PGlite read through the server's logs instead). */
export async function pgQuery<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}
