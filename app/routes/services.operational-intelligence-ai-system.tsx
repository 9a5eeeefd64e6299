import type { Route } from "./+types/services.operational-intelligence-ai-system";
import { ServicePage } from "~/components/services/service-page";
import { renderServicePage } from "~/components/services/static-sections.server";
import { getPage } from "~/content/pages";
import { operationalIntelligencePage } from "~/content/services/operational-intelligence";
import { pageMeta, serviceJsonLd } from "~/lib/seo";

const page = getPage("operational-intelligence");

export const meta = () => pageMeta(page.id, [serviceJsonLd(page.id)]);

/** Server only (run at pre-render): the page's sections without behaviour as HTML (ADR 007). */
export function loader() {
  return renderServicePage(page.heading, operationalIntelligencePage);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ServicePage {...loaderData} />;
}
