import type * as React from "react";
import type { OpenDay } from "~/booking/form";
import { bookingCopy as copy } from "~/content/booking";
import { cn } from "~/lib/utils";

const DAY_MS = 86_400_000;
const dateAt = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** As en-US abbreviates months (`{ month: "short" }`), written here rather than asked of Intl, whose first use loads
 * the locale's date data while the page hydrates (ADR 055); not from lib/dates, which would become a chunk of its own
 * on /schedule, shared with the legal and resources pages. */
const MONTH_ABBREVIATIONS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** "2026-12-04" → "Dec". */
export function monthAbbreviation(date: string): string {
  const name = MONTH_ABBREVIATIONS[Number(date.slice(5, 7)) - 1];
  if (!name) throw new Error(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return name;
}

/** The weeks, Sunday to Saturday, from the one of `first` to the one of `last` (dates as YYYY-MM-DD). */
export function calendarWeeks(first: string, last: string): string[][] {
  const start = dateAt(first) - new Date(dateAt(first)).getUTCDay() * DAY_MS;
  const end = dateAt(last);
  const weeks: string[][] = [];
  for (let week = start; week <= end; week += 7 * DAY_MS) {
    weeks.push(Array.from({ length: 7 }, (_, i) => isoDate(week + i * DAY_MS)));
  }
  return weeks;
}

const modified = (event: React.MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The coming weeks as a calendar (issue 35): each day with open times is a link to its times, which the list
 * below then starts with. Without JavaScript the link loads the page at that day; with it, `onPick` loads the
 * times in place. The days the list shows are marked.
 */
export function BookingCalendar({
  days,
  shown,
  href,
  onPick,
}: {
  days: readonly OpenDay[];
  shown: ReadonlySet<string>;
  href: (date: string) => string;
  onPick: (date: string) => void;
}) {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const open = new Map(days.map((day) => [day.date, day]));
  const weeks = calendarWeeks(first.date, last.date);

  return (
    <table className="mt-5 w-full max-w-md table-fixed border-separate border-spacing-1 text-center text-sm">
      <caption className="mb-1 text-left font-semibold text-ink">{copy.calendarTitle}</caption>
      <thead>
        <tr>
          {copy.weekdays.map(([short, name]) => (
            <th key={name} scope="col" abbr={name} className="pb-1 text-xs font-medium text-ink-muted">
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={week[0]}>
            {week.map((date, d) => {
              const day = open.get(date);
              const dayOfMonth = Number(date.slice(8));
              // The month over the first day shown and over every 1st.
              const month = (w === 0 && d === 0) || dayOfMonth === 1 ? monthAbbreviation(date) : null;
              const face = (
                <>
                  {month ? (
                    <span className="block text-[0.625rem] leading-none font-medium uppercase">{month}</span>
                  ) : null}
                  {dayOfMonth}
                </>
              );
              const listed = shown.has(date);
              return (
                <td key={date} className="p-0">
                  {day ? (
                    <a
                      href={href(date)}
                      aria-label={copy.calendarDay(day.label, day.count)}
                      aria-current={listed ? "date" : undefined}
                      onClick={(event) => {
                        if (modified(event)) return;
                        event.preventDefault();
                        onPick(date);
                      }}
                      className={cn(
                        "flex h-11 flex-col items-center justify-center rounded-md font-semibold ring-1",
                        listed
                          ? "bg-brand-600 text-white ring-brand-600"
                          : "bg-brand-50 text-brand-700 ring-brand-100 hover:bg-brand-100",
                      )}
                    >
                      {face}
                    </a>
                  ) : (
                    <span aria-hidden="true" className="flex h-11 flex-col items-center justify-center text-ink-muted">
                      {face}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
