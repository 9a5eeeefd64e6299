import { ServicePage } from "~/components/services/service-page";
import { getPage } from "~/content/pages";
import { revenueGrowthPage } from "~/content/services/revenue-growth";
import { pageMeta, serviceJsonLd } from "~/lib/seo";

const page = getPage("revenue-growth");

export const meta = () => pageMeta(page.id, [serviceJsonLd(page.id)]);

export default function Page() {
  return <ServicePage heading={page.heading} content={revenueGrowthPage} />;
}
