import type { Route } from "./+types/services.aiva-lead-os";
import { LEAD_OS_HERO_END_ID } from "~/components/lead-os/lead-os-hero";
import { LeadOsPage } from "~/components/lead-os/lead-os-page";
import { renderLeadOsPage } from "~/components/lead-os/static-sections.server";
import { leadOsFaq, pricingPlans } from "~/content/lead-os";
import { getPage } from "~/content/pages";
import { firstScreenLink } from "~/lib/first-screen";
import { absoluteUrl, faqJsonLd, pageMeta, serviceJsonLd } from "~/lib/seo";

const page = getPage("lead-os");

/**
 * Server only (run at pre-render): the page's sections without behaviour as HTML (ADR 007), and its JSON-LD,
 * so the FAQ and the prices are not in the page's JavaScript either (meta reads it from the route data).
 */
export function loader() {
  /** The full price ("$3,997") as a schema.org Offer. */
  const offer = {
    "@type": "Offer",
    price: pricingPlans[0].price.replace(/[^0-9.]/g, ""),
    priceCurrency: "USD",
    url: absoluteUrl(page.path),
  };
  return {
    ...renderLeadOsPage(page.heading),
    structuredData: [serviceJsonLd(page.id, { offers: offer }), faqJsonLd(leadOsFaq)],
  };
}

export const links: Route.LinksFunction = () => [firstScreenLink(LEAD_OS_HERO_END_ID)];

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(page.id, loaderData?.structuredData);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LeadOsPage {...loaderData} />;
}
