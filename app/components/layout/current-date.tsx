import { useEffect, useState } from "react";

/** The build date while pre-rendered, replaced by the visitor's date after hydration (no mismatch). */
function useToday(): Date {
  const [today, setToday] = useState(() => new Date(BUILD_TIME));
  useEffect(() => setToday(new Date()), []);
  return today;
}

const BUILD_TIME: number = typeof __BUILD_TIME__ === "number" ? __BUILD_TIME__ : Date.now();

/** YYYY-MM-DD of the local calendar date (toISOString() would give the UTC date, a day off near midnight). */
function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${String(date.getFullYear()).padStart(4, "0")}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

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

/**
 * "March 14, 2031", as `toLocaleDateString("en-US", { dateStyle: "long" })` writes it, without Intl:
 * its first use loads the locale's data, a long task in the middle of hydration.
 */
export function longDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

export function CurrentYear() {
  const year = useToday().getFullYear();
  return <span suppressHydrationWarning>{year}</span>;
}

/** The visitor's local date: the visible text and the machine-readable dateTime name the same day. */
export function CurrentDate() {
  const today = useToday();
  return (
    <time suppressHydrationWarning dateTime={localIsoDate(today)}>
      {longDate(today)}
    </time>
  );
}
