/**
 * Server only: the not-found page as HTML, for the routes whose paths come from content (an article slug or a
 * hub page that does not exist). They answer 404 with it through StaticHtml, so their own JavaScript stays
 * free of the not-found page's.
 */
import { toHtml } from "~/components/static/to-html.server";
import { NotFoundPage } from "~/components/not-found/not-found-page";

export function notFoundPageHtml(): string {
  return toHtml(<NotFoundPage />);
}
