import type { Route } from "./+types/demo";
import demoStylesheet from "~/components/demo/demo.css?url";
import { DemoTheater } from "~/components/demo/demo-theater";
import { renderDemoPage } from "~/components/demo/static-sections.server";
import { StaticHtml } from "~/components/static/static-html";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

const page = getPage("demo");

export const meta = () => pageMeta(page.id);

/** The walkthrough's own stylesheet (ADR 029): the still frames need it at first paint. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: demoStylesheet }];

/** Server only (run at pre-render): the page as HTML, the player's code left for its first use (ADR 029). */
export function loader() {
  return renderDemoPage(page.heading);
}

/**
 * The product walkthrough as a page (DESIGN 3): where 'Watch Demo (2 min)' leads before the home page is
 * interactive or without JavaScript. The player on a dark stage, then the six steps as still frames.
 */
export default function Demo({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section
        data-tone="dark"
        aria-labelledby="demo-title"
        className="relative isolate overflow-clip bg-navy-900 pt-12 pb-16 text-on-dark md:pt-16 md:pb-24"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 [mask-image:linear-gradient(transparent,black_7rem)] bg-[radial-gradient(60rem_30rem_at_80%_-10%,--alpha(var(--color-brand-500)/35%),transparent_60%),radial-gradient(40rem_24rem_at_0%_110%,--alpha(var(--color-cyan-400)/18%),transparent_60%)]"
        />
        <div className="container-page">
          <StaticHtml html={loaderData.intro} />
          <div className="mx-auto mt-10 max-w-6xl md:mt-12">
            <DemoTheater posterHtml={loaderData.poster} actionsHtml={loaderData.actions} />
          </div>
        </div>
      </section>
      <StaticHtml html={loaderData.rest} />
    </>
  );
}
