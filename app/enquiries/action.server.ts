/**
 * The /contact action: contact and assessment enquiries, with JavaScript (a fetcher) or
 * without (a plain form post). Order: parse → honeypot → validate → idempotency → rate limit → store.
 * Success is answered only after COMMIT; any database failure answers 503 with the values kept.
 */
import { data } from "react-router";
import type { AppServices } from "../context.server";
import { assessmentEnquiryMessage } from "../content/contact";
import { unreadableFieldMessage } from "../content/enquiry";
import { hitRateLimits } from "../lib/rate-limit.server";
import {
  type EnquiryResult,
  type EnquirySource,
  fieldNamesOf,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  IdempotencyKeySchema,
  readValues,
  validateEnquiry,
} from "../lib/schemas/enquiry";
import { fallbackIdempotencyKeys, findByIdempotencyKey, type NewEnquiry, storeEnquiry } from "./store.server";

const NO_STORE = { "Cache-Control": "no-store" };

function reply(result: EnquiryResult, status = 200, headers: Record<string, string> = {}) {
  return data(result, { status, headers: { ...NO_STORE, ...headers } });
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

export async function handleEnquiryAction(request: Request, services: AppServices) {
  const { log } = services;

  // 1. Parse. Anything that is not a readable form of text fields is a 400, never a 5xx.
  const malformed = (source: EnquirySource = "contact") => reply({ status: "error", source, reason: "malformed" }, 400);
  if (request.method !== "POST") return reply({ status: "error", source: "contact", reason: "malformed" }, 405);
  if (!FORM_TYPES.test(request.headers.get("content-type") ?? "")) return malformed();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return malformed();
  }
  const rawSource = form.get("source") ?? "contact";
  if (rawSource !== "contact" && rawSource !== "assessment") return malformed();
  const source: EnquirySource = rawSource;
  const values = readValues(source, (name) => form.get(name));
  const honeypot = form.get(HONEYPOT_FIELD) ?? "";
  const rawKey = form.get(IDEMPOTENCY_FIELD) ?? "";
  if (!values || typeof honeypot !== "string" || typeof rawKey !== "string") return malformed(source);
  // PostgreSQL text cannot hold NUL; no keyboard types one.
  if (Object.values(values).some((v) => v.includes("\u0000"))) return malformed(source);

  // 2. Honeypot: a bot gets a normal-looking success and nothing is stored.
  if (honeypot.trim() !== "") {
    log.warn({ source, ip: services.clientIp }, "enquiry honeypot filled: not stored");
    return reply({ status: "success", source, email: values.email });
  }

  // 3. Validate with the shared schema; the values come back so the no-JS page can keep them. Bytes that
  // are not UTF-8 reach us as U+FFFD: that field is refused too, rather than stored with the damage.
  const result = validateEnquiry(source, values);
  const unreadable = fieldNamesOf(source).filter((name) => values[name]?.includes("\uFFFD"));
  if (!result.success || unreadable.length > 0) {
    const errors = result.success ? {} : { ...result.errors };
    for (const name of unreadable) errors[name] = unreadableFieldMessage;
    return reply({ status: "invalid", source, errors, values }, 400);
  }
  if (rawKey !== "" && !IdempotencyKeySchema.safeParse(rawKey).success) return malformed(source);

  const enquiry: NewEnquiry =
    result.source === "assessment"
      ? {
          source: "assessment",
          fullName: result.data.fullName,
          workEmail: result.data.email,
          companyName: result.data.company || null,
          operationalChallenge: "aiva-lead-os",
          situationAndGoals: assessmentEnquiryMessage,
          phone: result.data.phone || null,
        }
      : {
          source: "contact",
          fullName: result.data.fullName,
          workEmail: result.data.email,
          companyName: result.data.company || null,
          operationalChallenge: result.data.helpCategory,
          situationAndGoals: result.data.message,
          phone: null,
        };
  // Without JavaScript there is no browser key: derive one, so a double submit still stores one row.
  const keys = rawKey ? [rawKey] : fallbackIdempotencyKeys(enquiry, services.clientIp);
  const key = keys[0] as string;

  const { database } = services;
  const { db } = database;
  // Steps 4-6 together may take at most the database's query timeout (a frozen PostgreSQL, a PGlite
  // held by another transaction): then 503 with the values kept. The work may still commit afterwards;
  // the retry's idempotency key finds that row instead of storing a second one.
  const persist = async () => {
    // 4. A retry of a stored enquiry: success again, without counting against the rate limit.
    const existing = await findByIdempotencyKey(db, keys);
    if (existing !== null) {
      log.info({ enquiryId: existing, source }, "enquiry already stored (idempotent retry)");
      return reply({ status: "success", source, email: result.data.email });
    }

    // 5. Rate limit per client IP.
    if (!services.config.rateLimitDisabled) {
      const limit = await hitRateLimits(
        db,
        services.clientIp,
        [
          { name: "contact-minute", limit: services.config.contactPerMinute, windowMs: 60_000 },
          { name: "contact-hour", limit: services.config.contactPerHour, windowMs: 3_600_000 },
        ],
        services.now(),
      );
      if (!limit.allowed) {
        log.warn({ source, ip: services.clientIp, rule: limit.rule }, "enquiry rate limited");
        const retryAfterSeconds = limit.retryAfterSeconds;
        return reply({ status: "error", source, reason: "rate-limited", values, retryAfterSeconds }, 429, {
          "Retry-After": String(retryAfterSeconds),
        });
      }
    }

    // 6. Store (with its outbox jobs while the worker runs: webhook, e-mail), committed before we answer.
    const worker = services.outbox;
    const stored = await storeEnquiry(db, enquiry, key, { channels: worker?.channels ?? [] });
    if (stored.created) {
      worker?.wake();
      log.info({ enquiryId: stored.id, source, category: enquiry.operationalChallenge }, "enquiry stored");
    } else {
      log.info({ enquiryId: stored.id, source }, "enquiry already stored (concurrent retry)");
    }
    return reply({ status: "success", source, email: result.data.email });
  };
  try {
    return await database.withinTimeout(persist());
  } catch (error) {
    log.error({ err: error, source }, "enquiry not stored: database unavailable");
    return reply({ status: "error", source, reason: "unavailable", values }, 503, { "Retry-After": "30" });
  }
}
