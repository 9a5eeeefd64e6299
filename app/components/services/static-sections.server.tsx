/**
 * Server only (the routes' loaders, run at pre-render): everything of a system page that has no client-side
 * behaviour, rendered to HTML (ADR 007). ServicePage shows it without hydrating it, so the hero, pain points,
 * solutions, audiences, packaged solution and closing call to action, their copy and their icons, cost the
 * page no JavaScript. The category browser stays a React component; its icons and panel contents arrive as
 * HTML too.
 */
import { ClosingCta } from "~/components/sections/closing-cta";
import { toHtml } from "~/components/static/to-html.server";
import type { ServicePageContent } from "~/content/types";
import { AudienceGrid } from "./audience-grid";
import { CategoryPanel } from "./category-panel";
import { HeroBackdrop } from "./hero-backdrop";
import { PackagedSolution } from "./packaged-solution";
import { PainPoints } from "./pain-points";
import type { ServicePageData } from "./service-page";
import { ServiceHero } from "./service-hero";
import { SolutionList } from "./solution-list";

/** The loader data of a system page: `heading` is the registry's h1. */
export function renderServicePage(heading: string, content: ServicePageContent): ServicePageData {
  const { categories } = content;
  return {
    heroImage: `/illustrations/services/${content.slug}.svg`,
    beforeCategories: toHtml(
      <>
        <ServiceHero heading={heading} content={content} />
        <PainPoints content={content.painPoints} />
        <SolutionList content={content.solutions} />
      </>,
    ),
    categories: {
      eyebrow: categories.eyebrow,
      title: categories.title,
      intro: categories.intro,
      selectLabel: categories.selectLabel,
      items: categories.items.map((category) => ({
        id: category.id,
        title: category.title,
        description: category.description,
        iconHtml: toHtml(<category.icon aria-hidden="true" className="size-5" />),
        panelHtml: toHtml(<CategoryPanel category={category} />),
      })),
    },
    afterCategories: toHtml(
      <>
        <AudienceGrid content={content.audiences} />
        <PackagedSolution content={content.packagedSolution} />
        <ClosingCta id="service-closing" content={content.closing} look="band" backdrop={<HeroBackdrop />} />
      </>,
    ),
  };
}
