import { SectionIntro } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import type { ServicePageContent } from "~/content/types";
import { AudienceGrid } from "./audience-grid";
import { CategoryBrowser } from "./category-browser";
import { ClosingCta } from "./closing-cta";
import { PackagedSolution } from "./packaged-solution";
import { PainPoints } from "./pain-points";
import { ServiceHero } from "./service-hero";
import { SolutionList } from "./solution-list";

/**
 * The one template of the three system pages (SPEC 2.5): hero, pain points, solutions, category browser,
 * audience grid, packaged-solution card and closing call to action. `heading` is the registry's h1.
 */
export function ServicePage({ heading, content }: { heading: string; content: ServicePageContent }) {
  return (
    <>
      <ServiceHero heading={heading} content={content} />
      <PainPoints content={content.painPoints} />
      <SolutionList content={content.solutions} />
      <Section tone="subtle" id="capabilities" aria-labelledby="capabilities-title">
        <SectionIntro
          id="capabilities-title"
          eyebrow={content.categories.eyebrow}
          title={content.categories.title}
          lead={content.categories.intro}
        />
        <CategoryBrowser
          categories={content.categories.items}
          label={content.categories.title}
          selectLabel={content.categories.selectLabel}
        />
      </Section>
      <AudienceGrid content={content.audiences} />
      <PackagedSolution content={content.packagedSolution} />
      <ClosingCta content={content.closing} />
    </>
  );
}
