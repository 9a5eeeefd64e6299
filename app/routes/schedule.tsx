import { useActionData, useLoaderData } from "react-router";
import { handleBookingAction, loadSchedule } from "~/booking/page.server";
import { BookingSection } from "~/components/booking/booking-section";
import { PageHero } from "~/components/layout/page-hero";
import { SchedulePlanner } from "~/components/schedule/schedule-planner";
import { WhatToExpect } from "~/components/schedule/what-to-expect";
import { Container, Section } from "~/components/ui/section";
import { getPage } from "~/content/pages";
import { scheduleIntro } from "~/content/schedule";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/schedule";

const page = getPage("schedule");

export const meta = () => pageMeta(page.id);

/** The open times, computed per request (never a build's): the page is rendered by the server (issue 35). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSchedule(request, context.services);
}

/** Booking a time, posted with or without JavaScript (app/booking/page.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleBookingAction(request, context.services);
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => ({
  "Cache-Control": "no-store",
  ...Object.fromEntries(actionHeaders),
});

export default function Page() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHero eyebrow={scheduleIntro.eyebrow} title={page.heading} lead={scheduleIntro.intro} />
      <div className="bg-subtle pt-8 md:pt-10">
        <Container>
          <BookingSection data={data} result={result} />
        </Container>
      </div>
      <Section aria-labelledby="choose-session">
        <SchedulePlanner />
      </Section>
      <WhatToExpect />
    </>
  );
}
