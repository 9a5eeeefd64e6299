/**
 * The flagship's live availability (SPEC 9, DESIGN §3): how many of the coming month's places are still open.
 * The month is always the one after the current date's, so the site never names a month in the past; capacity
 * and spots are the site setting `site.availability`. The page and the chat assistant both call availabilityAt.
 */
import { type CalendarMonth, isoMonth, monthLabel, nextMonth } from "./dates";
import { site } from "~/content/site";

export type AvailabilitySetting = { monthlyCapacity: number; spotsRemaining: number };

export type Availability = {
  /** The coming month: the month after the one `now` falls in (local time of whoever runs the code). */
  month: CalendarMonth;
  /** "December 2026" */
  monthLabel: string;
  /** "2026-12", for `<time datetime>` */
  monthIso: string;
  monthlyCapacity: number;
  spotsRemaining: number;
  /** "3 spots remaining" */
  spotsText: string;
  /** "December 2026: 3 spots remaining" */
  line: string;
};

/** How the remaining spots read; `{count}` is filled in. */
export const spotsCopy = {
  none: "fully booked",
  one: "1 spot remaining",
  other: "{count} spots remaining",
} as const satisfies { none: string; one: string; other: string };

/** The availability a visitor sees at `now`. */
export function availabilityAt(now: Date, setting: AvailabilitySetting = site.availability): Availability {
  const { monthlyCapacity, spotsRemaining } = setting;
  if (!Number.isInteger(monthlyCapacity) || monthlyCapacity < 1) {
    throw new Error(`availability: monthlyCapacity must be a whole number from 1, not ${monthlyCapacity}`);
  }
  if (!Number.isInteger(spotsRemaining) || spotsRemaining < 0 || spotsRemaining > monthlyCapacity) {
    throw new Error(
      `availability: spotsRemaining must be a whole number from 0 to ${monthlyCapacity}, not ${spotsRemaining}`,
    );
  }
  const month = nextMonth(now);
  const spotsText =
    spotsRemaining === 0
      ? spotsCopy.none
      : spotsRemaining === 1
        ? spotsCopy.one
        : spotsCopy.other.replace("{count}", String(spotsRemaining));
  return {
    month,
    monthLabel: monthLabel(month),
    monthIso: isoMonth(month),
    monthlyCapacity,
    spotsRemaining,
    spotsText,
    line: `${monthLabel(month)}: ${spotsText}`,
  };
}
