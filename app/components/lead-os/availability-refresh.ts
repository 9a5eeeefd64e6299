import { availabilityAt } from "~/lib/availability";

/**
 * Brings the availability block's month up to `now`. The block is HTML rendered at build (ADR 007), so it names
 * the coming month of the build's day; a visitor may read it in a later month. Only the chip's text and
 * `datetime` change: the chip keeps its width (availability-section.tsx), so nothing moves.
 */
export function refreshAvailability(root: ParentNode, now: Date): void {
  const { monthIso, monthLabel } = availabilityAt(now);
  for (const time of root.querySelectorAll<HTMLTimeElement>("time[data-availability-month]")) {
    if (time.dateTime === monthIso) continue;
    time.dateTime = monthIso;
    (time.firstElementChild ?? time).textContent = monthLabel;
  }
}
