import { Check } from "lucide-react";
import type { CapabilityCategory } from "~/content/types";
import { KeepCompounds, keepCompoundsIn } from "~/components/ui/keep-compounds";

/**
 * The contents of one category's panel in the category browser: its icon, title and description, then each
 * subcategory with its icon and features. Rendered on the server only (static-sections.server.tsx); the
 * browser receives it as HTML inside the CategoryBrowser's panel.
 */
export function CategoryPanel({ category }: { category: CapabilityCategory }) {
  return (
    <>
      <div className="flex items-start gap-4 border-b border-line pb-5 md:pb-6">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100 sm:flex">
          <category.icon aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h3 className="text-xl font-semibold tracking-tight text-ink md:text-2xl">
            {keepCompoundsIn(category.title)}
          </h3>
          <p className="mt-1.5 text-ink-muted">
            <KeepCompounds text={category.description} />
          </p>
        </div>
      </div>
      <ul className="mt-5 grid gap-4 md:mt-6">
        {category.subcategories.map((sub) => (
          <li key={sub.title} className="rounded-lg bg-subtle p-4 ring-1 ring-line/70 sm:p-5">
            <div className="flex items-center gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-white text-violet-600 shadow-card ring-1 ring-line">
                <sub.icon aria-hidden="true" className="size-[1.125rem]" />
              </span>
              <h4 className="font-semibold text-ink">{keepCompoundsIn(sub.title)}</h4>
            </div>
            <ul className="mt-4 grid gap-x-6 gap-y-2.5 sm:grid-cols-2 xl:grid-cols-3">
              {sub.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-[0.9375rem] text-ink-muted">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  <span>
                    <KeepCompounds text={feature} />
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
