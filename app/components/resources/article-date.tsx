import { longDate } from "~/lib/dates";

/** "November 17, 2026" for an ISO date, the same on the server and in every browser, without Intl (lib/dates.ts). */
export function formatArticleDate(iso: string): string {
  return longDate(iso);
}

export function ArticleDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatArticleDate(iso)}
    </time>
  );
}
