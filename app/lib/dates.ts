/**
 * Dates written as `toLocaleDateString("en-US", …)` writes them, without Intl: its first use loads the locale's
 * data, about 15 ms of main thread on this machine and 60 ms on a Lighthouse phone, in the middle of hydration.
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** A calendar month: `month` is 1-12. */
export type CalendarMonth = { year: number; month: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "2026-11-23" → "November 23, 2026": the calendar date as written, in no time zone. */
export function longDate(isoDate: string): string {
  if (!isIsoDate(isoDate)) throw new Error(`Not a YYYY-MM-DD date: ${JSON.stringify(isoDate)}`);
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** { year: 2026, month: 12 } → "December 2026". */
export function monthLabel({ year, month }: CalendarMonth): string {
  return `${MONTHS[month - 1]} ${year}`;
}

/** { year: 2026, month: 12 } → "2026-12", the `datetime` of a month. */
export function isoMonth({ year, month }: CalendarMonth): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
}

/** The month after the one `now` falls in, in the local time zone of whoever runs the code. */
export function nextMonth(now: Date): CalendarMonth {
  const month = now.getMonth() + 1; // 1-12
  return month === 12 ? { year: now.getFullYear() + 1, month: 1 } : { year: now.getFullYear(), month: month + 1 };
}
