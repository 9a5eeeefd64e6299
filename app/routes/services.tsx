import type { Route } from "./+types/services";
import { ServicePage } from "~/components/services/service-page";
import { renderServicePage } from "~/components/services/static-sections.server";
import { getPage } from "~/content/pages";
import { revenueGrowthPage } from "~/content/services/revenue-growth";
import { pageMeta, serviceJsonLd } from "~/lib/seo";

/** /services shows the Revenue Growth AI System page (SPEC 2.1); the registry sets its canonical to that page. */
const page = getPage("services");

export const meta = () => pageMeta(page.id, [serviceJsonLd(page.id)]);

/** Server only (run at pre-render): the page's sections without behaviour as HTML (ADR 007). */
export function loader() {
  return renderServicePage(page.heading, revenueGrowthPage);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ServicePage {...loaderData} />;
}
