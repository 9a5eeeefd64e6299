import type { Route } from "./+types/home";
import { ChallengeTabs } from "~/components/home/challenge-tabs";
import { HomeHero } from "~/components/home/hero";
import { HomeStyles } from "~/components/home/home-styles";
import { PlatformMarquee } from "~/components/home/platform-marquee";
import { ProcessExplorer } from "~/components/home/process-explorer";
import { renderStaticSections } from "~/components/home/static-sections.server";
import { SuccessCarousel } from "~/components/home/success-carousel";
import { Island } from "~/components/static/island";
import { StaticHtml } from "~/components/static/static-html";
import { homeFaq } from "~/content/home-faq";
import { getPage } from "~/content/pages";
import { faqJsonLd, pageMeta } from "~/lib/seo";

const page = getPage("home");

export const meta = () => pageMeta(page.id, [faqJsonLd(homeFaq)]);

/** Server only (run at pre-render): the HTML of the sections that need no JavaScript. */
export function loader() {
  return { staticHtml: renderStaticSections() };
}

/**
 * Home (SPEC 2.4): every section in the spec's order. Interactive sections are React components, each hydrated on its own (Island, ADR 041); the runs of
 * static sections between them arrive as server-rendered HTML (components/home/static-sections.server.tsx).
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { staticHtml } = loaderData;
  return (
    <>
      <HomeStyles />
      <Island>
        <HomeHero heading={page.heading} />
      </Island>
      <StaticHtml html={staticHtml.problems} />
      <Island>
        <ChallengeTabs />
      </Island>
      <Island>
        <PlatformMarquee logos={staticHtml.platformLogos} />
      </Island>
      <StaticHtml html={staticHtml.visionToWhy} />
      <Island>
        <ProcessExplorer />
      </Island>
      <StaticHtml html={staticHtml.layersAndTestimonial} />
      <Island>
        <SuccessCarousel />
      </Island>
      <StaticHtml html={staticHtml.trustToFaq} />
    </>
  );
}
