import { robotsTxt } from "~/lib/sitemap";

export function loader() {
  return new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
