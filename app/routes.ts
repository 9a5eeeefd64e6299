import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { contentRoutes, legacyRedirects, type PageEntry, pages } from "./content/pages";
import { serverPages } from "./content/server-pages";

/**
 * One route per page of the registry (app/content/pages.ts), with the page's id; pages that share a route
 * pattern (`route`) share one route. Then the routes of content files (articles), the legacy paths, the
 * files and the catch-all. The server pages (search, chat) are routes like the others, rendered per request.
 */
export function pageRoutes(entries: readonly PageEntry[]): RouteConfigEntry[] {
  const patterns = new Map<string, PageEntry>();
  for (const page of entries) if (!patterns.has(page.route ?? page.path)) patterns.set(page.route ?? page.path, page);
  return [...patterns].map(([pattern, page]) => {
    const id = page.route ? undefined : page.id;
    return pattern === "/" ? index(page.file, { id }) : route(pattern.slice(1), page.file, { id });
  });
}

export default [
  ...pageRoutes([...pages, ...serverPages]),
  ...contentRoutes.map(({ path, file }) => route(path.slice(1), file)),

  // Legacy paths (SPEC 2.1): the server answers 301; in-app navigation replaces the history entry.
  ...legacyRedirects.map(({ from }) =>
    route(from.slice(1), "routes/legacy-redirect.tsx", { id: `legacy${from.replaceAll("/", "-")}` }),
  ),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("rss.xml", "routes/rss[.]xml.ts"),
  route("feed.json", "routes/feed[.]json.ts"),
  route("api/chat-message", "routes/api.chat-message.ts"),
  // A booking's confirmation and its calendar file (issue 35): per request, by the booking's reference.
  route("schedule/booked/:token", "routes/schedule.booked.tsx"),
  route("schedule/booked/:token/invite.ics", "routes/schedule.booked.invite[.]ics.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
