import { ServicePage } from "~/components/services/service-page";
import { getPage } from "~/content/pages";
import { operationalIntelligencePage } from "~/content/services/operational-intelligence";
import { pageMeta, serviceJsonLd } from "~/lib/seo";

const page = getPage("operational-intelligence");

export const meta = () => pageMeta(page.id, [serviceJsonLd(page.id)]);

export default function Page() {
  return <ServicePage heading={page.heading} content={operationalIntelligencePage} />;
}
