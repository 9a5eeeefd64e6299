import { LegalPage } from "~/components/legal/legal-page";
import { termsOfService } from "~/content/legal";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

const page = getPage("terms");

export const meta = () => pageMeta(page.id);

export default function Page() {
  return <LegalPage heading={page.heading} document={termsOfService} />;
}
