import { PageHero } from "~/components/layout/page-hero";
import { SchedulePlanner } from "~/components/schedule/schedule-planner";
import { WhatToExpect } from "~/components/schedule/what-to-expect";
import { Section } from "~/components/ui/section";
import { getPage } from "~/content/pages";
import { scheduleIntro } from "~/content/schedule";
import { pageMeta } from "~/lib/seo";

const page = getPage("schedule");

export const meta = () => pageMeta(page.id);

export default function Page() {
  return (
    <>
      <PageHero eyebrow={scheduleIntro.eyebrow} title={page.heading} lead={scheduleIntro.intro} />
      <Section aria-labelledby="choose-session">
        <SchedulePlanner />
      </Section>
      <WhatToExpect />
    </>
  );
}
