/** The chat session id (SPEC 3): `crypto.randomUUID()`, kept in localStorage under `lead_session`. */
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
