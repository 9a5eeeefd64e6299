/**
 * Text whose hyphenated compounds ("white-glove", "90-day") never break at their hyphen (issue 33, ADR 036): each
 * is set in a `white-space: nowrap` span, so the words stay exactly as written (SPEC quotes them with a
 * hyphen-minus) and a line can still break at the spaces around them.
 */
export function KeepCompounds({ text }: { text: string }) {
  const parts = text.split(/(\S*\w-\w\S*)/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // The parts of one fixed string, never reordered: their index is their identity.
          <span key={i} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
