/**
 * The chat session id (SPEC 3), kept in localStorage under `lead_session`: the signed id the server
 * issued with its first answer (ADR 038). Before that the widget holds a `crypto.randomUUID()`, which
 * the server answers with a new signed id, so the first message needs no extra round trip.
 */
import { SESSION_ID_PATTERN, SESSION_STORAGE_KEY } from "./limits";

/**
 * The stored session id, or a new one stored now. Null when the browser cannot keep one (storage blocked
 * or full, no `crypto.randomUUID` outside secure contexts): then nothing may be sent (SPEC 5).
 */
export function ensureSessionId(storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    if (!storage) return null;
    const existing = storage.getItem(SESSION_STORAGE_KEY);
    if (existing && SESSION_ID_PATTERN.test(existing)) return existing;
    if (typeof globalThis.crypto?.randomUUID !== "function") return null;
    const id = globalThis.crypto.randomUUID();
    storage.setItem(SESSION_STORAGE_KEY, id);
    return storage.getItem(SESSION_STORAGE_KEY) === id ? id : null;
  } catch {
    return null;
  }
}

/** Keeps the signed id the server answered with (a new session when the one sent was not its own). */
export function keepSessionId(id: string, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (storage && SESSION_ID_PATTERN.test(id) && storage.getItem(SESSION_STORAGE_KEY) !== id) {
      storage.setItem(SESSION_STORAGE_KEY, id);
    }
  } catch {
    // Storage blocked since: the id in memory still serves this page.
  }
}
