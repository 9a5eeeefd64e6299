import { longDate } from "~/lib/dates";

/** An article's date as "November 17, 2026": the same on the server and in every browser, without Intl (lib/dates.ts). */
export function ArticleDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {longDate(iso)}
    </time>
  );
}
