/**
 * The owner's own calendar over CalDAV (issue 35, ADR 050), when CALDAV_URL, CALDAV_USERNAME and
 * CALDAV_PASSWORD are set: its busy times are not offered on /schedule, and each booking is written into it
 * (and removed when cancelled) by the outbox's `calendar` channel, so a calendar that is down delays the entry
 * but never loses it. The CalDAV client is `tsdav`, its events are read by ./busy-events.server.ts; both are
 * loaded on first use, so a site without CALDAV_URL never holds them.
 */
import type { createDAVClient, DAVCalendar, DAVCalendarObject } from "tsdav";
import type { Interval } from "./slots";

export type CalDavSettings = {
  /** The server (https://caldav.example.com/) or the calendar collection itself. */
  url: string;
  username: string;
  password: string;
  /** The calendar's display name or URL; the account's first calendar when not set. */
  calendar?: string;
  /** Longest time one request to the calendar may take. */
  timeoutMs: number;
};

export type OwnerCalendar = {
  /** Busy intervals overlapping [from, to): every event that is not marked free or cancelled. */
  busy(from: Date, to: Date): Promise<Interval[]>;
  /** Writes (or replaces) the event `<uid>.ics`. */
  put(uid: string, ics: string, signal?: AbortSignal): Promise<void>;
  /** Removes the event `<uid>.ics`; one already gone counts as removed. */
  remove(uid: string, signal?: AbortSignal): Promise<void>;
};

/** How long the calendar's busy times are reused: a new event in it shows on /schedule within this. */
const BUSY_TTL_MS = 30_000;

const objectUrl = (calendar: DAVCalendar, uid: string) =>
  new URL(`${encodeURIComponent(uid)}.ics`, calendar.url.endsWith("/") ? calendar.url : `${calendar.url}/`).href;

/**
 * The owner's calendar at `settings`; nothing is requested until it is first used. `ownerTimeZone` places its
 * all-day events and floating times.
 */
export function ownerCalendar(settings: CalDavSettings, ownerTimeZone: string): OwnerCalendar {
  const timedFetch: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      signal: init?.signal
        ? AbortSignal.any([init.signal, AbortSignal.timeout(settings.timeoutMs)])
        : AbortSignal.timeout(settings.timeoutMs),
    });
  type Client = Awaited<ReturnType<typeof createDAVClient>>;
  let connecting: Promise<{ calendar: DAVCalendar; client: Client }> | undefined;

  const connect = () => {
    connecting ??= (async () => {
      const { createDAVClient: connectTo } = await import("tsdav");
      const client = await connectTo({
        serverUrl: settings.url,
        credentials: { username: settings.username, password: settings.password },
        authMethod: "Basic",
        defaultAccountType: "caldav",
        fetch: timedFetch,
      });
      const calendars = await client.fetchCalendars();
      const wanted = settings.calendar;
      const calendar = wanted
        ? calendars.find(
            (c) => c.displayName === wanted || c.url === wanted || new URL(c.url, settings.url).pathname === wanted,
          )
        : calendars[0];
      if (!calendar) {
        throw new Error(wanted ? `CalDAV: no calendar named or at "${wanted}"` : "CalDAV: the account has no calendar");
      }
      return { calendar, client };
    })();
    // A failed connection is tried again on the next use.
    connecting.catch(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const fetchBusy = async (from: Date, to: Date) => {
    const { calendar, client } = await connect();
    const { busyIntervals } = await import("./busy-events.server");
    const objects = await client.fetchCalendarObjects({
      calendar,
      timeRange: { start: from.toISOString(), end: to.toISOString() },
    });
    return busyIntervals(
      objects.flatMap((o: DAVCalendarObject) => (typeof o.data === "string" ? [o.data] : [])),
      from,
      to,
      ownerTimeZone,
    );
  };

  // One page load asks once; visitors within BUSY_TTL_MS of each other share the answer.
  let cached: { key: string; at: number; busy: Promise<Interval[]> } | undefined;

  return {
    busy(from, to) {
      const key = `${from.toISOString()}/${to.toISOString()}`;
      if (cached && cached.key === key && Date.now() - cached.at < BUSY_TTL_MS) return cached.busy;
      const busy = fetchBusy(from, to);
      const entry = { key, at: Date.now(), busy };
      cached = entry;
      busy.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return busy;
    },
    async put(uid, ics, signal) {
      cached = undefined;
      const { calendar } = await connect();
      const response = await timedFetch(objectUrl(calendar, uid), {
        method: "PUT",
        headers: { ...authorization(settings), "Content-Type": "text/calendar; charset=utf-8" },
        body: ics,
        signal,
      });
      if (!response.ok) throw new CalDavError(response.status, `PUT ${uid}.ics`);
    },
    async remove(uid, signal) {
      cached = undefined;
      const { calendar } = await connect();
      const response = await timedFetch(objectUrl(calendar, uid), {
        method: "DELETE",
        headers: authorization(settings),
        signal,
      });
      if (!response.ok && response.status !== 404 && response.status !== 410) {
        throw new CalDavError(response.status, `DELETE ${uid}.ics`);
      }
    },
  };
}

const authorization = (settings: CalDavSettings) => ({
  Authorization: `Basic ${Buffer.from(`${settings.username}:${settings.password}`).toString("base64")}`,
});

/** A CalDAV server's refusal; 4xx other than 408/429 will not change on a retry. */
export class CalDavError extends Error {
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`CalDAV ${what}: HTTP ${status}`);
  }
  get permanent(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}
