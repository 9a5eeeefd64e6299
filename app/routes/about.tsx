import { ClosingCta } from "~/components/sections/closing-cta";
import { CorePillars } from "~/components/about/core-pillars";
import { Founder } from "~/components/about/founder";
import { MissionVision } from "~/components/about/mission-vision";
import { OurDifference } from "~/components/about/our-difference";
import { OurWhy } from "~/components/about/our-why";
import { PageHero } from "~/components/layout/page-hero";
import { aboutClosingCta, aboutHero } from "~/content/about";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

const page = getPage("about");

export const meta = () => pageMeta(page.id);

export default function Page() {
  return (
    <>
      <PageHero eyebrow={aboutHero.eyebrow} title={page.heading} lead={aboutHero.subtitle} />
      <OurWhy />
      <MissionVision />
      <OurDifference />
      <CorePillars />
      <Founder />
      <ClosingCta id="about-closing" content={aboutClosingCta} />
    </>
  );
}
