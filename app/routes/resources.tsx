import { ResourcesHub } from "~/components/resources/resources-hub";
import { articles } from "~/content/articles/catalog";
import { resourcesPageCount } from "~/content/resources";
import { pageMeta } from "~/lib/seo";

/** Page 1 of the hub; its further pages are routes/resources.page.tsx. */
export const meta = () => pageMeta("resources");

export default function Page() {
  return <ResourcesHub page={1} pageCount={resourcesPageCount(articles.length)} />;
}
