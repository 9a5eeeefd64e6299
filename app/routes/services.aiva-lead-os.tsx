import { LeadOsPage } from "~/components/lead-os/lead-os-page";
import { leadOsFaq, pricingPlans } from "~/content/lead-os";
import { getPage } from "~/content/pages";
import { absoluteUrl, faqJsonLd, pageMeta, serviceJsonLd } from "~/lib/seo";

const page = getPage("lead-os");

/** The full price ("$3,997") as a schema.org Offer. */
const offer = {
  "@type": "Offer",
  price: pricingPlans[0].price.replace(/[^0-9.]/g, ""),
  priceCurrency: "USD",
  url: absoluteUrl(page.path),
};

export const meta = () => pageMeta(page.id, [serviceJsonLd(page.id, { offers: offer }), faqJsonLd(leadOsFaq)]);

export default function Page() {
  return <LeadOsPage heading={page.heading} />;
}
