import { useEffect, useState } from "react";

// UTC: the server and every visitor's browser read the same year from the build time, whatever their time zone.
const BUILD_YEAR = new Date(typeof __BUILD_TIME__ === "number" ? __BUILD_TIME__ : Date.now()).getUTCFullYear();

/**
 * The current year (the footer's copyright line, DESIGN §3): the build's year in the pre-rendered HTML and
 * during hydration, so both render the same text, then the visitor's local year. Tabular figures keep the width
 * when it changes, so nothing after it moves.
 */
export function CurrentYear() {
  const [year, setYear] = useState(BUILD_YEAR);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <span className="tabular-nums">{year}</span>;
}
