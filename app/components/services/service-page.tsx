import { preload } from "react-dom";
import { StaticHtml } from "~/components/static/static-html";
import { SectionIntro } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import type { SectionHeading } from "~/content/types";
import { type BrowserCategory, CategoryBrowser } from "./category-browser";

/** What a system page's loader gives its component (static-sections.server.tsx renders it from the content). */
export type ServicePageData = {
  /** The hero illustration, preloaded as React does for an <img> it renders itself. */
  heroImage: string;
  /** Hero, pain points and solutions, as HTML. */
  beforeCategories: string;
  categories: SectionHeading & { selectLabel: string; items: BrowserCategory[] };
  /** Audience grid, packaged-solution card and closing call to action, as HTML. */
  afterCategories: string;
};

/**
 * The one template of the three system pages (SPEC 2.5): hero, pain points, solutions, category browser,
 * audience grid, packaged-solution card and closing call to action. Only the category browser is hydrated;
 * the sections around it are server-rendered HTML (ADR 007).
 */
export function ServicePage({ heroImage, beforeCategories, categories, afterCategories }: ServicePageData) {
  preload(heroImage, { as: "image" });
  return (
    <>
      <StaticHtml html={beforeCategories} />
      <Section tone="subtle" id="capabilities" aria-labelledby="capabilities-title">
        <SectionIntro
          id="capabilities-title"
          eyebrow={categories.eyebrow}
          title={categories.title}
          lead={categories.intro}
        />
        <CategoryBrowser categories={categories.items} label={categories.title} selectLabel={categories.selectLabel} />
      </Section>
      <StaticHtml html={afterCategories} />
    </>
  );
}
