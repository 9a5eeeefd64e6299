import { data, isRouteErrorResponse } from "react-router";
import { renderArticlePage } from "~/components/resources/article-page.server";
import { StaticHtml } from "~/components/static/static-html";
import { findArticleMeta } from "~/content/articles/index.server";
import { articleMeta } from "~/lib/seo";
import type { Route } from "./+types/resources.article";
import NotFound, { meta as notFoundMeta } from "./not-found";

/** Server only (run at pre-render): the article and its page as HTML; an unknown slug is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  const article = findArticleMeta(params.slug);
  if (!article) throw data({ path: `/resources/${params.slug}` }, { status: 404 });
  return { article, html: renderArticlePage(article) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? articleMeta(loaderData.article) : notFoundMeta());

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}

/** An article that does not exist shows the not-found page; any other error goes to the root's boundary. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
