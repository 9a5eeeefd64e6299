import { data } from "react-router";
import { renderArticlePage } from "~/components/resources/article-page.server";
import { notFoundPageHtml } from "~/components/resources/not-found-page.server";
import { StaticHtml } from "~/components/static/static-html";
import { findArticleMeta } from "~/content/articles/index.server";
import { notFoundMeta } from "~/lib/not-found";
import { articleMeta } from "~/lib/article-seo";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import type { Route } from "./+types/resources.article";

/**
 * Server only (run at pre-render): the article and its whole page as HTML (ADR 007). An unknown slug answers
 * 404 with the not-found page.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const article = findArticleMeta(params.slug);
  if (!article) {
    context?.services?.log.warn({ path: new URL(request.url).pathname }, "page not found");
    return data({ article: null, html: notFoundPageHtml() }, { status: 404 });
  }
  return { article, html: renderArticlePage(article) };
}

export const handle = {
  breadcrumb: (data) => {
    const article = (data as { article: { title: string } | null } | undefined)?.article;
    return article ? article.title : "not-found";
  },
} satisfies BreadcrumbHandle;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData?.article ? articleMeta(loaderData.article) : notFoundMeta();

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
