/**
 * The webhook transport of the outbox (issue 7): POSTs an enquiry job's payload as JSON to
 * ENQUIRY_WEBHOOK_URL. Any answer other than 2xx, a timeout or a network error is retried (with no
 * give-up: an outage of any length loses nothing).
 */
import { createHmac } from "node:crypto";
import type { OutboxTransport } from "../outbox/outbox.server";

export type WebhookOptions = {
  url: string;
  /** Signs each body: header `X-AIVA-Signature: sha256=<hex HMAC-SHA256 of the body>`. */
  secret?: string;
  /** Time limit of one POST. */
  timeoutMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
};

export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

export function webhookTransport({ url, secret, timeoutMs, retryBaseMs, retryMaxMs }: WebhookOptions): OutboxTransport {
  return {
    channel: "webhook",
    label: "enquiry webhook",
    timeoutMs,
    retryBaseMs,
    retryMaxMs,
    async deliver(row, signal) {
      const body = JSON.stringify(row.payload);
      const key = (row.payload as { idempotencyKey?: string }).idempotencyKey ?? `outbox-${row.id}`;
      const headers: Record<string, string> = {
        "Content-Type": "application/json",
        "User-Agent": "AIVA-Enquiries/1",
        "Idempotency-Key": key,
        "X-AIVA-Delivery": String(row.id),
        "X-AIVA-Attempt": String(row.attempts),
      };
      if (secret) headers["X-AIVA-Signature"] = signBody(body, secret);
      const response = await fetch(url, {
        method: "POST",
        headers,
        body,
        redirect: "manual",
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), signal]),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status >= 200 && response.status < 300) return { status: "delivered" };
      return { status: "retry", error: `HTTP ${response.status}` };
    },
  };
}
