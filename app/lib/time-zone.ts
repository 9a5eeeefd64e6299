type TemporalNow = { Now?: { timeZoneId?: () => string } };

/**
 * The visitor's IANA time zone, e.g. "Europe/Berlin". `Temporal.Now.timeZoneId()` reads it without locale data
 * (0.1 ms on a 4×-throttled phone); `Intl.DateTimeFormat()` first loads and builds the locale's date data (110–160 ms
 * in one task there, ADR 057), so it is only the fallback for a browser without Temporal.
 */
export function browserTimeZone(): string | undefined {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  try {
    const zone = temporal?.Now?.timeZoneId?.();
    if (zone) return zone;
  } catch {
    // A partial Temporal: the fallback below still knows the zone.
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}
