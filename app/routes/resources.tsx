import { ClosingCta } from "~/components/sections/closing-cta";
import { PageHero } from "~/components/layout/page-hero";
import { ArticleBrowser } from "~/components/resources/article-browser";
import { Section } from "~/components/ui/section";
import { getPage } from "~/content/pages";
import { resourcesClosingCta, resourcesIntro } from "~/content/resources";
import { pageMeta } from "~/lib/seo";

const page = getPage("resources");

export const meta = () => pageMeta(page.id);

export default function Page() {
  return (
    <>
      <PageHero eyebrow={resourcesIntro.eyebrow} title={page.heading} lead={resourcesIntro.intro} />
      <Section tone="subtle" aria-labelledby="articles">
        <ArticleBrowser headingId="articles" />
      </Section>
      <ClosingCta id="resources-closing" content={resourcesClosingCta} tone="subtle" />
    </>
  );
}
