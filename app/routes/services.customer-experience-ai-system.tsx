import { ServicePage } from "~/components/services/service-page";
import { getPage } from "~/content/pages";
import { customerExperiencePage } from "~/content/services/customer-experience";
import { pageMeta, serviceJsonLd } from "~/lib/seo";

const page = getPage("customer-experience");

export const meta = () => pageMeta(page.id, [serviceJsonLd(page.id)]);

export default function Page() {
  return <ServicePage heading={page.heading} content={customerExperiencePage} />;
}
