import { keepTogetherParts } from "~/content/keep-together";

/**
 * Text whose hyphenated compounds ("white-glove", "90-day") and numbers with their unit ("24 hours") never break
 * across lines (issue 33, ADR 036): each is set in a `white-space: nowrap` span, so the words stay exactly as
 * written and a line can still break at the spaces around them.
 */
export function KeepCompounds({ text }: { text: string }) {
  return (
    <>
      {keepTogetherParts(text).map((part, i) =>
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

/** `children` with its compounds kept whole when it is plain text; anything else as it is. */
export function keepCompoundsIn(children: React.ReactNode): React.ReactNode {
  return typeof children === "string" ? <KeepCompounds text={children} /> : children;
}
