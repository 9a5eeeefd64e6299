import { ServicePage } from "~/components/services/service-page";
import { getPage } from "~/content/pages";
import { revenueGrowthPage } from "~/content/services/revenue-growth";
import { pageMeta, serviceJsonLd } from "~/lib/seo";

/** /services shows the Revenue Growth AI System page (SPEC 2.1); the registry sets its canonical to that page. */
const page = getPage("services");

export const meta = () => pageMeta(page.id, [serviceJsonLd(page.id)]);

export default function Page() {
  return <ServicePage heading={page.heading} content={revenueGrowthPage} />;
}
