const format = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "November 17, 2026" for an ISO date, the same on the server and in every browser (UTC, en-US). */
export function formatArticleDate(iso: string): string {
  return format.format(new Date(`${iso}T00:00:00Z`));
}

export function ArticleDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatArticleDate(iso)}
    </time>
  );
}
