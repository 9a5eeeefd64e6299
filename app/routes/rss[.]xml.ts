import { rssXml } from "~/lib/feeds.server";

/** Pre-rendered to build/client/rss.xml. */
export function loader() {
  return new Response(rssXml(), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
