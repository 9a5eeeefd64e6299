import { useEffect } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { BookingCalendar } from "./booking-calendar";
import { BookingField as Field, inputClass as controlClass } from "./booking-field";
import {
  BOOKING_HONEYPOT_FIELD,
  BOOKING_KEY_FIELD,
  BOOKING_LIMITS,
  BOOKING_MESSAGE_MIN,
  type BookingActionResult,
  type BookingField,
  type DayOption,
  type ScheduleLoaderData,
} from "~/booking/form";
import { keepCompoundsIn } from "~/components/ui/heading";
import { bookingCopy as copy, sessionTypeIds, sessionTypes } from "~/content/booking";
import { browserTimeZone } from "~/lib/time-zone";

export const BOOK_ID = "book";

const FIELD_ORDER: readonly BookingField[] = ["type", "start", "fullName", "email", "company", "message"];

/**
 * Booking a time (issue 35): a GET form chooses the session and the zone (the open times are the server's, per
 * request), a POST form takes one time and the visitor's details. Both are plain forms: the whole flow works
 * without JavaScript. Once hydrated, the times are reloaded in the browser's own zone (unless the address names
 * one) and choosing a session or a zone shows its times at once.
 */
export function BookingSection({ data, result }: { data: ScheduleLoaderData; result?: BookingActionResult }) {
  const zoneFetcher = useFetcher<ScheduleLoaderData>();
  const shown = zoneFetcher.data ?? data;
  const { type, zone, zones } = shown;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  // Once hydrated, other times load in place (the address stays /schedule); without JavaScript they navigate.
  const loadForm = (form: HTMLFormElement) =>
    zoneFetcher.load(`/schedule?${new URLSearchParams(new FormData(form) as unknown as Record<string, string>)}`);

  // The browser's zone, when the address did not name one.
  const load = zoneFetcher.load;
  useEffect(() => {
    if (data.zoneChosen) return;
    const browserZone = browserTimeZone();
    if (browserZone && browserZone !== data.zone) {
      load(`/schedule?${new URLSearchParams({ type: data.type, tz: browserZone })}`);
    }
  }, [data.zoneChosen, data.zone, data.type, load]);

  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const taken = result?.status === "taken";
  const dayList: DayOption[] = taken && result?.nearest ? result.nearest : shown.days;
  const firstInvalid = FIELD_ORDER.find((name) => errors[name]);
  const chosenStart = values.start ?? "";
  const fieldState = (name: "fullName" | "email" | "company" | "message") => ({
    id: `book-${name}`,
    error: errors[name],
    autoFocus: firstInvalid === name,
  });
  const params = (extra: Record<string, string>) =>
    `/schedule?${new URLSearchParams({ type, tz: zone, ...extra })}#${BOOK_ID}`;
  // The earlier or later days' times: a page load without JavaScript, fetched in place with it.
  const pageOfTimes = (from: string, label: string) => (
    <a
      href={params({ from })}
      onClick={(event) => {
        event.preventDefault();
        zoneFetcher.load(params({ from }).replace(`#${BOOK_ID}`, ""));
      }}
      className="text-brand-700 underline"
    >
      {label}
    </a>
  );

  return (
    <section
      id={BOOK_ID}
      aria-labelledby="book-title"
      className="scroll-mt-28 rounded-xl bg-white p-6 shadow-lift ring-1 ring-line md:p-10"
    >
      <h2 id="book-title" className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
        {copy.title}
      </h2>
      {/* On a short phone screen the intro reaches the chat launcher's corner: it ends short of its column (ADR 051). */}
      <p className="mt-3 text-lg text-pretty text-ink-muted max-sm:pr-10">{keepCompoundsIn(copy.intro)}</p>

      <form
        method="get"
        action={`/schedule#${BOOK_ID}`}
        className="mt-6 grid gap-6 md:grid-cols-[1fr_1fr_auto] md:items-end"
        onChange={(event) => loadForm(event.currentTarget)}
        onSubmit={(event) => {
          event.preventDefault();
          loadForm(event.currentTarget);
        }}
      >
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-ink">{copy.sessionLegend}</legend>
          {sessionTypeIds.map((id) => (
            <label key={id} className="flex w-fit items-center gap-3 text-ink">
              <input
                type="radio"
                name="type"
                value={id}
                defaultChecked={id === type}
                key={`${id}-${type}`}
                className="size-4 accent-brand-600"
              />
              {sessionTypes[id].title}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-2">
          <label htmlFor="book-tz" className="w-fit text-sm font-medium text-ink">
            {copy.zoneLabel}
          </label>
          <select id="book-tz" name="tz" defaultValue={zone} key={zone} className={`${controlClass} h-11`}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z.replaceAll("_", " ")}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="inline-flex h-11 items-center justify-center rounded-md px-5 font-semibold text-brand-700 ring-1 ring-line hover:bg-subtle"
        >
          {copy.showTimes}
        </button>
      </form>

      <Form method="post" action={`/schedule?${new URLSearchParams({ type, tz: zone })}`} noValidate className="mt-8">
        <input type="hidden" name="type" value={type} />
        <input type="hidden" name="tz" value={zone} />
        <input type="hidden" name={BOOKING_KEY_FIELD} value={shown.key} />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -left-[9999px] size-px overflow-hidden opacity-0"
        >
          <label htmlFor="book-website">{copy.honeypotLabel}</label>
          <input id="book-website" name={BOOKING_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>

        {result?.message || errors.type ? (
          <div role="alert" className="mb-6 rounded-md bg-danger/10 p-4 ring-1 ring-danger/30">
            <p className="font-semibold text-danger">{result?.message ?? errors.type}</p>
            {result?.hint ? <p className="mt-1 text-ink">{keepCompoundsIn(result.hint)}</p> : null}
          </div>
        ) : null}

        <fieldset aria-describedby="book-times-zone">
          <legend className="text-xl font-semibold tracking-tight">
            {copy.timesLegend}: {keepCompoundsIn(sessionTypes[type].title)}
          </legend>
          <p id="book-times-zone" className="mt-1 text-sm text-ink-muted">
            {copy.zoneHint(zone.replaceAll("_", " "))}
          </p>
          {/* The calendar beside the list of times on a wide screen, above it on a phone. */}
          <div className="lg:grid lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start lg:gap-10">
            <BookingCalendar
              days={shown.openDays}
              shown={new Set(dayList.map((day) => day.date))}
              href={(date) => params({ from: date })}
              onPick={(date) => zoneFetcher.load(params({ from: date }).replace(`#${BOOK_ID}`, ""))}
            />
            <div className="lg:mt-5">
              {errors.start ? (
                <p id="book-start-error" className="mt-2 text-sm font-medium text-danger">
                  {errors.start}
                </p>
              ) : null}
              {dayList.length === 0 ? <p className="mt-4 text-ink">{keepCompoundsIn(copy.noTimes)}</p> : null}
              <div className="mt-4 grid gap-5 lg:mt-0">
                {dayList.map((day, dayIndex) => (
                  <fieldset key={day.date}>
                    <legend className="mb-2 font-semibold text-ink">{day.label}</legend>
                    <div className="flex flex-wrap gap-2">
                      {day.slots.map((slot, slotIndex) => (
                        <label
                          key={slot.start}
                          className="relative inline-flex h-11 min-w-24 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium text-ink ring-1 ring-line has-checked:bg-brand-600 has-checked:text-white has-checked:ring-brand-600 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 hover:bg-subtle"
                        >
                          <input
                            type="radio"
                            name="start"
                            value={slot.start}
                            aria-label={slot.name}
                            required
                            defaultChecked={slot.start === chosenStart}
                            aria-invalid={errors.start ? true : undefined}
                            aria-describedby={errors.start ? "book-start-error" : undefined}
                            // biome-ignore lint/a11y/noAutofocus: the first invalid field after a post without JavaScript
                            autoFocus={firstInvalid === "start" && dayIndex === 0 && slotIndex === 0}
                            className="absolute inset-0 cursor-pointer appearance-none rounded-md"
                          />
                          {slot.time}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                ))}
              </div>
              {!taken && (shown.earlier || shown.later) ? (
                <p className="mt-4 flex gap-6 text-sm font-semibold">
                  {shown.earlier ? pageOfTimes(shown.earlier, copy.earlierTimes) : null}
                  {shown.later ? pageOfTimes(shown.later, copy.laterTimes) : null}
                </p>
              ) : null}
            </div>
          </div>
        </fieldset>

        <fieldset className="mt-8 grid gap-5 md:grid-cols-2">
          <legend className="mb-4 text-xl font-semibold tracking-tight">{copy.detailsLegend}</legend>
          <Field {...fieldState("fullName")} label={copy.fields.fullName.label}>
            {(a) => (
              <input
                {...a}
                name="fullName"
                type="text"
                required
                maxLength={BOOKING_LIMITS.fullName}
                autoComplete={copy.fields.fullName.autoComplete}
                placeholder={copy.fields.fullName.placeholder}
                defaultValue={values.fullName}
                className={`${controlClass} h-11`}
              />
            )}
          </Field>
          <Field {...fieldState("email")} label={copy.fields.email.label}>
            {(a) => (
              <input
                {...a}
                name="email"
                type="email"
                inputMode="email"
                required
                maxLength={BOOKING_LIMITS.email}
                autoComplete={copy.fields.email.autoComplete}
                placeholder={copy.fields.email.placeholder}
                defaultValue={values.email}
                className={`${controlClass} h-11`}
              />
            )}
          </Field>
          <Field {...fieldState("company")} label={copy.fields.company.label} className="md:col-span-2">
            {(a) => (
              <input
                {...a}
                name="company"
                type="text"
                maxLength={BOOKING_LIMITS.company}
                autoComplete={copy.fields.company.autoComplete}
                placeholder={copy.fields.company.placeholder}
                defaultValue={values.company}
                className={`${controlClass} h-11`}
              />
            )}
          </Field>
          <Field {...fieldState("message")} label={copy.fields.message.label} className="md:col-span-2">
            {(a) => (
              <textarea
                {...a}
                name="message"
                rows={4}
                required
                minLength={BOOKING_MESSAGE_MIN}
                maxLength={BOOKING_LIMITS.message}
                placeholder={copy.fields.message.placeholder}
                defaultValue={values.message}
                className={`${controlClass} py-2.5`}
              />
            )}
          </Field>
        </fieldset>
        <button
          type="submit"
          disabled={submitting}
          className="mt-8 inline-flex h-12 w-full items-center justify-center rounded-md bg-brand-gradient px-6 font-semibold text-white shadow-glow hover:brightness-110 disabled:opacity-60 md:w-auto"
        >
          {submitting ? copy.submitting : copy.submit}
        </button>
      </Form>
    </section>
  );
}
