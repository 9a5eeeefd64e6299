import type { SnippetPart } from "~/search/engine";

/** Text whose matched words are in <mark>. */
export function Marked({ parts }: { parts: readonly SnippetPart[] }) {
  return parts.map((part, i) =>
    part.mark ? (
      <mark key={i} className="rounded-sm bg-brand-50 px-0.5 font-semibold text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** A result's passage, the words that matched in <mark>. */
export function Snippet({ parts, id, className }: { parts: readonly SnippetPart[]; id?: string; className?: string }) {
  return (
    <span id={id} className={className}>
      <Marked parts={parts} />
    </span>
  );
}
