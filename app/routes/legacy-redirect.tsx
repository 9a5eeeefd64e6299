import { redirect } from "react-router";
import { findPageByPath, legacyRedirects } from "~/content/pages";
import { applyDocumentMeta } from "~/lib/document-meta.client";
import type { Route } from "./+types/legacy-redirect";

function targetOf(url: string): string {
  const { pathname } = new URL(url);
  const match = legacyRedirects.find((r) => r.from === pathname.replace(/\/+$/, ""));
  return match?.to ?? "/";
}

/** A direct request (no Express in front, e.g. `npm run dev`) gets a permanent redirect. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(targetOf(request.url), 301);
}

/**
 * In-app navigation: set the target's title, description, keywords and canonical, then redirect. The
 * legacy navigation never commits, so history gets the target in its place (the page the visitor came
 * from stays one Back away).
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const to = targetOf(request.url);
  const page = findPageByPath(to);
  if (page) applyDocumentMeta(page);
  throw redirect(to);
}

export default function LegacyRedirect() {
  return null;
}
