import { PageHero } from "~/components/layout/page-hero";
import { ClosingCta } from "~/components/sections/closing-cta";
import { Section } from "~/components/ui/section";
import { articles } from "~/content/articles/catalog";
import { getPage } from "~/content/pages";
import { resourcesClosingCta, resourcesIntro } from "~/content/resources";
import { ArticleBrowser } from "./article-browser";

/** The Blog/Resources hub (SPEC 2.8) at page `page` of `pageCount`: intro, the filtered cards, the closing CTA. */
export function ResourcesHub({ page, pageCount }: { page: number; pageCount: number }) {
  return (
    <>
      <PageHero eyebrow={resourcesIntro.eyebrow} title={getPage("resources").heading} lead={resourcesIntro.intro} />
      <Section tone="subtle" aria-labelledby="articles">
        <ArticleBrowser headingId="articles" articles={articles} page={page} pageCount={pageCount} />
      </Section>
      <ClosingCta id="resources-closing" content={resourcesClosingCta} tone="subtle" />
    </>
  );
}
