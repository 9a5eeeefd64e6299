import { PageHero } from "~/components/layout/page-hero";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

const page = getPage("terms");

export const meta = () => pageMeta(page.id);

export default function Page() {
  return <PageHero title={page.heading} lead={page.description} />;
}
