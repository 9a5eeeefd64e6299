import type { Route } from "./+types/services";
import { ServicePage } from "~/components/services/service-page";
import { renderServicePage } from "~/components/services/static-sections.server";
import { findPageByPath, type PageId } from "~/content/pages";
import { customerExperiencePage } from "~/content/services/customer-experience";
import { operationalIntelligencePage } from "~/content/services/operational-intelligence";
import { revenueGrowthPage } from "~/content/services/revenue-growth";
import type { ServicePageContent } from "~/content/types";
import { pageMeta, serviceJsonLd } from "~/lib/seo";

/** The registry pages this module serves; /services shows the Revenue Growth AI System page (SPEC 2.1). */
const contentOf: Partial<Record<PageId, ServicePageContent>> = {
  services: revenueGrowthPage,
  "revenue-growth": revenueGrowthPage,
  "customer-experience": customerExperiencePage,
  "operational-intelligence": operationalIntelligencePage,
};

/** Server only (run at pre-render): the page's sections without behaviour as HTML (ADR 007). */
export function loader({ request }: Route.LoaderArgs) {
  const page = findPageByPath(new URL(request.url).pathname.replace(/(.)\/+$/, "$1"));
  const content = page && contentOf[page.id];
  if (!page || !content) throw new Response("Not Found", { status: 404 });
  return { id: page.id, page: renderServicePage(page.heading, content) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.id, [serviceJsonLd(loaderData.id)]) : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ServicePage {...loaderData.page} />;
}
