import { CalendarDays } from "lucide-react";
import { PageHero } from "~/components/layout/page-hero";
import { legalLabels } from "~/content/legal";
import type { LegalDocument } from "~/content/types";
import { longDate } from "~/lib/dates";
import { keepCompoundsIn } from "~/components/ui/heading";

/**
 * A legal document: hero with 'Last updated' (the day its text last changed, DESIGN §3), a table of
 * contents (sticky beside the text from 1024 px) and the numbered sections.
 */
export function LegalPage({ heading, document }: { heading: string; document: LegalDocument }) {
  return (
    <>
      <PageHero eyebrow={legalLabels.eyebrow} title={heading}>
        <p className="inline-flex items-center gap-2 rounded-full bg-white/5 px-4 py-2 text-sm text-on-dark-muted ring-1 ring-white/15">
          <CalendarDays aria-hidden="true" className="size-4 text-cyan-300" />
          <span>
            {document.lastUpdatedLabel}: <time dateTime={document.lastUpdated}>{longDate(document.lastUpdated)}</time>
          </span>
        </p>
      </PageHero>
      <div className="bg-canvas py-14 md:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          <nav aria-labelledby="legal-toc" className="lg:sticky lg:top-28 lg:self-start">
            <h2 id="legal-toc" className="text-xs font-semibold uppercase tracking-[0.14em] text-ink-muted">
              {legalLabels.tocLabel}
            </h2>
            {/* On a phone the links end short of the chat button's corner (ADR 051). */}
            <ol className="mt-4 space-y-1 border-l border-line max-lg:pr-16">
              {document.sections.map((section, i) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px flex gap-2 border-l-2 border-transparent py-1.5 pl-4 text-sm text-ink-muted transition-colors hover:border-brand-600 hover:text-ink"
                  >
                    <span aria-hidden="true" className="tabular-nums text-brand-600">
                      {i + 1}.
                    </span>
                    {keepCompoundsIn(section.title)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="max-w-3xl">
            <p className="text-lg leading-relaxed text-pretty text-ink md:text-xl">{keepCompoundsIn(document.intro)}</p>
            {document.sections.map((section, i) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="mt-12 border-t border-line pt-10"
              >
                <h2 id={`${section.id}-title`} className="flex items-start gap-3 text-2xl font-bold tracking-tight">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-md bg-brand-50 text-sm font-semibold text-brand-700 ring-1 ring-brand-100"
                  >
                    {i + 1}
                  </span>
                  {section.title}
                </h2>
                <div className="mt-5 space-y-4 leading-relaxed text-ink-muted md:text-[1.0625rem]">
                  {section.paragraphs.map((paragraph, j) => (
                    <p key={j}>{keepCompoundsIn(paragraph)}</p>
                  ))}
                  {section.list ? (
                    <ul className="space-y-3 pl-1">
                      {section.list.map((entry) => (
                        <li key={entry} className="relative pl-6">
                          <span
                            aria-hidden="true"
                            className="absolute top-[0.6em] left-0 size-2 rounded-full bg-brand-gradient"
                          />
                          {keepCompoundsIn(entry)}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}
