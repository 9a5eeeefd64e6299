import { data, isRouteErrorResponse } from "react-router";
import { articles } from "~/content/articles/catalog";
import { getPage } from "~/content/pages";
import { resourcesPageCount, resourcesPagePath } from "~/content/resources";
import { ogImageAlt, ogImagePath, ogLabelOf } from "~/lib/og-image";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/resources.page";
import NotFound, { meta as notFoundMeta } from "./not-found";

/** /resources/page/2 and on: the hub's page that exists while the articles fill it (page 1 is /resources). */
export { default } from "./resources";

const page = getPage("resources");

export function loader({ params }: Route.LoaderArgs) {
  const pageCount = resourcesPageCount(articles.length);
  const current = /^\d+$/.test(params.page) ? Number(params.page) : Number.NaN;
  if (!(current >= 2 && current <= pageCount)) throw data({ path: `/resources/page/${params.page}` }, { status: 404 });
  return { page: current, pageCount };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return notFoundMeta();
  const path = resourcesPagePath(loaderData.page);
  return buildMeta({
    title: `${page.title} (page ${loaderData.page})`,
    description: page.description,
    keywords: page.keywords,
    canonicalPath: path,
    image: { path: ogImagePath(path), alt: ogImageAlt(ogLabelOf(page), `${page.heading}, page ${loaderData.page}`) },
  });
};

/** A page number beyond the last shows the not-found page; any other error goes to the root's boundary. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
