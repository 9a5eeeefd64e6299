import { PageHero } from "~/components/layout/page-hero";
import { ArticleBrowser } from "~/components/resources/article-browser";
import { ClosingCta } from "~/components/sections/closing-cta";
import { Section } from "~/components/ui/section";
import { articles } from "~/content/articles/catalog";
import { getPage } from "~/content/pages";
import { resourcesClosingCta, resourcesIntro, resourcesPageCount } from "~/content/resources";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/resources";

const page = getPage("resources");

/** Page 1 of the hub; its further pages are routes/resources.page.tsx. */
export function loader() {
  return { page: 1, pageCount: resourcesPageCount(articles.length) };
}

export const meta = () => pageMeta(page.id);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={resourcesIntro.eyebrow} title={page.heading} lead={resourcesIntro.intro} />
      <Section tone="subtle" aria-labelledby="articles">
        <ArticleBrowser
          headingId="articles"
          articles={articles}
          page={loaderData.page}
          pageCount={loaderData.pageCount}
        />
      </Section>
      <ClosingCta id="resources-closing" content={resourcesClosingCta} tone="subtle" />
    </>
  );
}
