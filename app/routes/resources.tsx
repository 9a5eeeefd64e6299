import { data, isRouteErrorResponse } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { ArticleBrowser } from "~/components/resources/article-browser";
import { ClosingCta } from "~/components/sections/closing-cta";
import { Section } from "~/components/ui/section";
import { articles } from "~/content/articles/catalog";
import { getPage } from "~/content/pages";
import { resourcesClosingCta, resourcesIntro, resourcesPageCount, resourcesPagePath } from "~/content/resources";
import { ogImageAlt, ogImagePath, ogLabelOf } from "~/lib/og-image";
import { buildMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/resources";
import NotFound, { meta as notFoundMeta } from "./not-found";

const page = getPage("resources");

/** /resources is page 1; /resources/page/2 and on exist while the articles fill them. */
export function loader({ params }: Route.LoaderArgs) {
  const pageCount = resourcesPageCount(articles.length);
  const current = params.page === undefined ? 1 : Number(params.page);
  const valid = params.page === undefined || (/^\d+$/.test(params.page) && current >= 2 && current <= pageCount);
  if (!valid) throw data({ path: resourcesPagePath(current) }, { status: 404 });
  return { page: current, pageCount };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return notFoundMeta();
  if (loaderData.page === 1) return pageMeta(page.id);
  const path = resourcesPagePath(loaderData.page);
  return buildMeta({
    title: `${page.title} (page ${loaderData.page})`,
    description: page.description,
    keywords: page.keywords,
    canonicalPath: path,
    image: { path: ogImagePath(path), alt: ogImageAlt(ogLabelOf(page), `${page.heading}, page ${loaderData.page}`) },
  });
};

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

/** A page number beyond the last shows the not-found page; any other error goes to the root's boundary. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
