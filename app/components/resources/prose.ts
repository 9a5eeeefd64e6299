/**
 * The reading style of an article's body (Markdown rendered to plain elements), inside a column of about 70
 * characters (ArticlePage): generous line height, the site's headings, lists with brand markers, and ruled
 * tables.
 */
export const proseClasses = [
  "leading-[1.75] text-ink/90",
  "[&>*+*]:mt-5",
  "[&_h2]:mt-14 [&_h2]:scroll-mt-28 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-balance [&_h2]:text-ink md:[&_h2]:text-[1.75rem]",
  "[&_h3]:mt-10 [&_h3]:scroll-mt-28 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:tracking-tight [&_h3]:text-ink",
  "[&_a]:font-medium [&_a]:text-brand-600 [&_a]:underline [&_a]:decoration-brand-600/35 [&_a]:underline-offset-4 [&_a:hover]:decoration-brand-600",
  "[&_strong]:font-semibold [&_strong]:text-ink [&_em]:italic",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2.5 [&_li]:pl-1.5 [&_li::marker]:text-brand-600 [&_ol>li::marker]:font-semibold",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:pl-5 [&_blockquote]:text-ink",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-[0.9375rem] [&_table]:leading-snug",
  "[&_th]:border [&_th]:border-line [&_th]:bg-subtle [&_th]:px-3 [&_th]:py-2.5 [&_th]:text-left [&_th]:font-semibold [&_th]:text-ink md:[&_th]:px-4",
  "[&_td]:border [&_td]:border-line [&_td]:px-3 [&_td]:py-2.5 [&_td]:align-top md:[&_td]:px-4",
  // On the narrowest phones a table's cells take less padding and smaller type, so three columns fit 280 px.
  "max-[359px]:[&_table]:text-sm max-[359px]:[&_th]:px-1.5 max-[359px]:[&_td]:px-1.5",
  "[&_hr]:my-12 [&_hr]:border-line",
].join(" ");
