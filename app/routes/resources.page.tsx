import { data } from "react-router";
import { notFoundPageHtml } from "~/components/resources/not-found-page.server";
import { ResourcesHub } from "~/components/resources/resources-hub";
import { StaticHtml } from "~/components/static/static-html";
import { articles } from "~/content/articles/catalog";
import { getPage } from "~/content/pages";
import { resourcesPageCount, resourcesPagePath } from "~/content/resources";
import { ogImageAlt, ogImagePath, ogLabelOf } from "~/lib/og-image";
import { notFoundMeta } from "~/lib/not-found";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/resources.page";

/**
 * /resources/page/2 and on: the hub's page, which exists while the articles fill it (page 1 is /resources).
 * Any other number answers 404 with the not-found page.
 */
const page = getPage("resources");

export function loader({ params, request, context }: Route.LoaderArgs) {
  const pageCount = resourcesPageCount(articles.length);
  const current = /^\d+$/.test(params.page) ? Number(params.page) : Number.NaN;
  if (!(current >= 2 && current <= pageCount)) {
    context?.services?.log.warn({ path: new URL(request.url).pathname }, "page not found");
    return data({ page: null, pageCount, notFoundHtml: notFoundPageHtml() }, { status: 404 });
  }
  return { page: current, pageCount, notFoundHtml: null };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData?.page) return notFoundMeta();
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
  if (loaderData.page === null) return <StaticHtml html={loaderData.notFoundHtml} />;
  return <ResourcesHub page={loaderData.page} pageCount={loaderData.pageCount} />;
}
