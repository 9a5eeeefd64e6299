import { Link, useLoaderData } from "react-router";
import { loadConfirmation } from "~/booking/confirmation.server";
import { PageHero } from "~/components/layout/page-hero";
import { Container } from "~/components/ui/section";
import { confirmationCopy as copy } from "~/content/booking-confirmation";
import { getPage, type PageEntry } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/schedule.booked";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

const schedule = getPage("schedule");
const page: PageEntry = {
  ...schedule,
  id: "schedule",
  path: "/schedule",
  heading: copy.title,
  title: copy.title,
  indexable: false,
  noindex: true,
};

export const meta = () => pageMeta(page);

/** A booking's confirmation, by its unguessable reference; rendered per request, noindex. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadConfirmation(params.token, context.services);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Booked() {
  const booking = useLoaderData<typeof loader>();
  const link = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600";
  return (
    <>
      <PageHero title={copy.title} lead={copy.lead(booking.sessionTitle)} />
      <Container className="py-12 md:py-16">
        <div className="mx-auto grid max-w-3xl gap-8 rounded-xl bg-white p-6 shadow-lift ring-1 ring-line md:p-10">
          {booking.cancelled ? (
            <p role="alert" className="font-semibold text-danger">
              {copy.cancelled}
            </p>
          ) : null}
          <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold text-ink-muted">{keepCompoundsIn(copy.whenLabel)}</dt>
            <dd className="text-lg font-semibold text-ink">{keepCompoundsIn(booking.when)}</dd>
            <dt className="font-semibold text-ink-muted">{keepCompoundsIn(copy.zoneLabel)}</dt>
            <dd>{booking.zone.replaceAll("_", " ")}</dd>
            <dt className="font-semibold text-ink-muted">{keepCompoundsIn(copy.referenceLabel)}</dt>
            <dd>{keepCompoundsIn(booking.reference)}</dd>
          </dl>
          {booking.cancelled ? null : (
            <section aria-labelledby="add-to-calendar">
              <h2 id="add-to-calendar" className="text-xl font-semibold">
                {copy.calendarTitle}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                <li>
                  <a href={booking.icsHref} download className={link}>
                    {copy.icsLink}
                  </a>
                </li>
                <li>
                  <a href={booking.googleHref} rel="noopener noreferrer" target="_blank" className={link}>
                    {copy.googleLink}
                  </a>
                </li>
                <li>
                  <a href={booking.outlookHref} rel="noopener noreferrer" target="_blank" className={link}>
                    {copy.outlookLink}
                  </a>
                </li>
              </ul>
            </section>
          )}
          <section aria-labelledby="what-next">
            <h2 id="what-next" className="text-xl font-semibold">
              {copy.nextTitle}
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5">
              {copy.next.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <p>
            <Link to="/schedule#book" className={link}>
              {copy.backLink}
            </Link>
          </p>
        </div>
      </Container>
    </>
  );
}
