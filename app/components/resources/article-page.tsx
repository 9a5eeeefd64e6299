import { ArrowLeft, ArrowRight, CalendarDays, Clock, Rss } from "lucide-react";
import { Link } from "react-router";
import { ClosingCta } from "~/components/sections/closing-cta";
import { keepCompoundsIn } from "~/components/ui/heading";
import type { ArticleCard as ArticleCardData, ArticleMeta, ArticleSection } from "~/content/articles/schema";
import { articlePageCopy, articleReadingTime } from "~/content/resources";
import type { InternalPath } from "~/content/types";
import { ArticleCard } from "./article-card";
import { ArticleDate } from "./article-date";
import { proseClasses } from "./prose";
import { KeepCompounds } from "~/components/ui/keep-compounds";

/** An article has a table of contents from this many second-level headings on. */
export const TOC_MIN_SECTIONS = 3;

export type ArticlePageProps = {
  article: ArticleMeta;
  /** The article's body, rendered from its Markdown. */
  bodyHtml: string;
  sections: readonly ArticleSection[];
  older?: ArticleCardData;
  newer?: ArticleCardData;
  related: readonly ArticleCardData[];
};

/**
 * An article's page: the hero with its byline, a table of contents beside the text on wide screens (above it on
 * narrow ones), the illustration and the body in a reading column of about 70 characters, its topics, the
 * closing call to action, the neighbouring articles and related ones. No behaviour: rendered to HTML on the
 * server (ADR 007).
 */
export function ArticlePage({ article, bodyHtml, sections, older, newer, related }: ArticlePageProps) {
  const headings = sections.filter((section) => section.id);
  const toc = headings.length >= TOC_MIN_SECTIONS;
  return (
    <>
      <ArticleHero article={article} />
      <div className="bg-canvas py-12 md:py-16">
        <div
          className={
            toc
              ? "container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_14rem] lg:gap-14 xl:grid-cols-[minmax(0,1fr)_15rem]"
              : "container-page"
          }
        >
          {toc ? <TableOfContents headings={headings} /> : null}
          {/* The column's font size sets its measure: 64ch of body text, about 70 characters a line (68ch ran to 75 and more). */}
          <article
            aria-labelledby="article-title"
            className="mx-auto w-full min-w-0 max-w-[64ch] text-[1.0625rem] lg:mx-0 lg:row-start-1 md:text-lg"
          >
            <figure className="overflow-hidden rounded-xl bg-navy-900 shadow-card ring-1 ring-line">
              <img
                src={article.hero.src}
                alt={article.hero.alt}
                width={article.hero.width}
                height={article.hero.height}
                decoding="async"
                className="h-auto w-full"
              />
            </figure>
            <div
              data-slot="article-body"
              className={`${proseClasses} mt-10`}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, compiled at build time
              dangerouslySetInnerHTML={{ __html: bodyHtml }}
            />
            <ArticleFooter article={article} />
          </article>
        </div>
      </div>
      <ClosingCta
        id="article-cta"
        content={{
          title: article.cta.title,
          description: article.cta.text,
          cta: { label: article.cta.label, to: article.cta.to as InternalPath },
        }}
      />
      <MoreArticles older={older} newer={newer} related={related} />
    </>
  );
}

function ArticleHero({ article }: { article: ArticleMeta }) {
  return (
    <section
      data-tone="dark"
      className="relative isolate overflow-clip bg-navy-900 pt-10 pb-14 text-on-dark md:pt-14 md:pb-20"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [mask-image:linear-gradient(transparent,black_7rem)] bg-[radial-gradient(60rem_30rem_at_80%_-10%,--alpha(var(--color-brand-500)/35%),transparent_60%),radial-gradient(40rem_24rem_at_0%_110%,--alpha(var(--color-cyan-400)/18%),transparent_60%)]"
      />
      <div className="container-page">
        <div className="max-w-4xl">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm font-semibold">
            <Link
              to={articlePageCopy.backLink.to}
              className="inline-flex items-center gap-1.5 rounded-sm text-on-dark-muted hover:text-white"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {articlePageCopy.backLink.label}
            </Link>
            <span aria-hidden="true" className="text-on-dark-muted">
              /
            </span>
            <span className="uppercase tracking-[0.14em] text-cyan-300">{keepCompoundsIn(article.category)}</span>
          </p>
          <h1 id="article-title" className="mt-5 hero-title text-white">
            {article.title}
          </h1>
          <p className="mt-6 max-w-3xl text-lg text-pretty text-on-dark-muted md:text-xl">
            <KeepCompounds text={article.description} />
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4 text-sm text-on-dark-muted">
            <p className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-brand-gradient text-sm font-bold text-white"
              >
                {initials(article.author.name)}
              </span>
              <span>
                <span className="sr-only">{articlePageCopy.byline} </span>
                <span className="block font-semibold text-on-dark">{keepCompoundsIn(article.author.name)}</span>
                <span className="block">{keepCompoundsIn(article.author.role)}</span>
              </span>
            </p>
            <p className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-4 text-cyan-300" />
              <span className="sr-only">{articlePageCopy.published}:</span>
              <ArticleDate iso={article.published} />
            </p>
            {article.updated !== article.published ? (
              <p className="flex items-center gap-2">
                {articlePageCopy.updated} <ArticleDate iso={article.updated} />
              </p>
            ) : null}
            <p className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 text-cyan-300" />
              {articleReadingTime(article.readingMinutes)}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

function TableOfContents({ headings }: { headings: readonly ArticleSection[] }) {
  return (
    <nav
      aria-labelledby="article-toc"
      className="mx-auto w-full max-w-[64ch] rounded-lg bg-subtle p-5 ring-1 ring-line lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1 lg:self-start lg:bg-transparent lg:p-0 lg:ring-0"
    >
      <h2 id="article-toc" className="text-xs font-semibold uppercase tracking-[0.14em] text-ink-muted">
        {articlePageCopy.tocTitle}
      </h2>
      {/* The links end short of the chat button's corner (ADR 051): on a phone, and beside the text until the page is wide
          enough for the column to clear it (85 rem). */}
      <ol className="mt-4 space-y-1 border-l border-line max-xl:pr-16 xl:max-[85rem]:pr-10">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm leading-snug text-ink-muted transition-colors hover:border-brand-600 hover:text-ink"
            >
              {keepCompoundsIn(heading.title)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function ArticleFooter({ article }: { article: ArticleMeta }) {
  return (
    <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6">
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-1 text-sm font-semibold text-ink">{articlePageCopy.tagsLabel}:</span>
        <ul className="contents">
          {article.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100"
            >
              {tag}
            </li>
          ))}
        </ul>
      </div>
      <a
        href={articlePageCopy.feedLink.to}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 hover:text-brand-700"
      >
        <Rss aria-hidden="true" className="size-4" />
        {articlePageCopy.feedLink.label}
      </a>
    </footer>
  );
}

function MoreArticles({
  older,
  newer,
  related,
}: {
  older?: ArticleCardData;
  newer?: ArticleCardData;
  related: readonly ArticleCardData[];
}) {
  return (
    <div className="bg-subtle py-16 md:py-20">
      <div className="container-page">
        {older || newer ? (
          <nav aria-label={articlePageCopy.adjacentLabel} className="grid gap-4 md:grid-cols-2">
            {older ? <AdjacentLink article={older} direction="older" /> : <span className="hidden md:block" />}
            {newer ? <AdjacentLink article={newer} direction="newer" /> : null}
          </nav>
        ) : null}
        {related.length > 0 ? (
          <section aria-labelledby="related-articles" className="mt-14">
            <h2 id="related-articles" className="text-2xl font-bold tracking-tight md:text-3xl">
              {articlePageCopy.relatedTitle}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((other) => (
                <li key={other.slug}>
                  <ArticleCard article={other} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}

function AdjacentLink({ article, direction }: { article: ArticleCardData; direction: "older" | "newer" }) {
  const newer = direction === "newer";
  return (
    <Link
      to={article.path}
      rel={newer ? "next" : "prev"}
      className={`group flex flex-col gap-2 rounded-lg bg-white p-6 shadow-card ring-1 ring-line transition-shadow hover:shadow-lift ${newer ? "md:items-end md:text-right" : ""}`}
    >
      <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600">
        {newer ? null : (
          <ArrowLeft aria-hidden="true" className="size-4 transition-transform group-hover:-translate-x-1" />
        )}
        {newer ? articlePageCopy.newer : articlePageCopy.older}
        {newer ? (
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
        ) : null}
      </span>
      <span className="font-semibold text-pretty text-ink">{keepCompoundsIn(article.title)}</span>
    </Link>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
