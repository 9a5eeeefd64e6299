import { ArrowRight, CalendarDays } from "lucide-react";
import { Link } from "react-router";
import type { ArticleCard as ArticleCardData } from "~/content/articles/schema";
import { articleCategoryIcons, articleReadingTime } from "~/content/resources";
import type { ArticleCategory } from "~/content/types";
import { cn } from "~/lib/utils";
import { ArticleDate } from "./article-date";
import { keepCompoundsIn } from "~/components/ui/heading";

/** Behind each card's own illustration (lazy, with its size given, so nothing shifts): its category's gradient. */
const covers: Record<ArticleCategory, string> = {
  "Revenue Growth":
    "bg-[radial-gradient(18rem_10rem_at_85%_0%,--alpha(var(--color-violet-600)/55%),transparent_70%),linear-gradient(135deg,var(--color-navy-800),var(--color-brand-950))]",
  "Customer Experience":
    "bg-[radial-gradient(18rem_10rem_at_85%_0%,--alpha(var(--color-cyan-400)/40%),transparent_70%),linear-gradient(135deg,var(--color-navy-900),var(--color-navy-teal))]",
  "Operational Intelligence":
    "bg-[radial-gradient(18rem_10rem_at_85%_0%,--alpha(var(--color-brand-500)/55%),transparent_70%),linear-gradient(135deg,var(--color-navy-900),var(--color-navy-700))]",
  "AI & No-Code":
    "bg-[radial-gradient(18rem_10rem_at_85%_0%,--alpha(var(--color-lavender)/50%),transparent_70%),linear-gradient(135deg,var(--color-navy-800),var(--color-violet-950))]",
};

/**
 * An article's card: cover, category, title, excerpt, date and reading time. The title is the link; it covers
 * the whole card, so the card is one target for a pointer and one stop for the keyboard.
 */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const CategoryIcon = articleCategoryIcons[article.category];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-card ring-1 ring-line transition-[box-shadow,transform] duration-300 focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-0.5 hover:shadow-lift">
      <div aria-hidden="true" className={cn("relative h-32 overflow-hidden md:h-36", covers[article.category])}>
        <img
          src={article.image}
          alt=""
          width={720}
          height={400}
          loading="lazy"
          decoding="async"
          data-slot="article-card-image"
          className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        <span className="absolute bottom-4 left-4 inline-flex size-10 items-center justify-center rounded-lg bg-navy-900/70 text-cyan-300 ring-1 ring-white/20 backdrop-blur-sm">
          <CategoryIcon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold uppercase tracking-[0.12em] text-brand-600">
          {keepCompoundsIn(article.category)}
        </p>
        <Heading className="mt-3 text-lg font-semibold leading-snug tracking-tight text-pretty">
          <Link
            to={article.path}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{keepCompoundsIn(article.description)}</p>
        <p className="mt-6 flex items-center gap-2 border-t border-line pt-4 text-sm font-medium text-ink-muted">
          <CalendarDays aria-hidden="true" className="size-4 text-brand-600" />
          <ArticleDate iso={article.published} />
          <span aria-hidden="true">·</span>
          <span>{articleReadingTime(article.readingMinutes)}</span>
          <ArrowRight
            aria-hidden="true"
            className="ml-auto size-4 text-brand-600 transition-transform duration-200 group-hover:translate-x-1"
          />
        </p>
      </div>
    </article>
  );
}
