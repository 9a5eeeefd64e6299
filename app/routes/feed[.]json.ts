import { jsonFeed } from "~/lib/feeds.server";

/** Pre-rendered to build/client/feed.json. */
export function loader() {
  return new Response(jsonFeed(), { headers: { "Content-Type": "application/feed+json; charset=utf-8" } });
}
