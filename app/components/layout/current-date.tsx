import { useEffect, useState } from "react";

/** The build date while pre-rendered, replaced by the visitor's date after hydration (no mismatch). */
function useToday(): Date {
  const [today, setToday] = useState(() => new Date(BUILD_TIME));
  useEffect(() => setToday(new Date()), []);
  return today;
}

const BUILD_TIME: number = typeof __BUILD_TIME__ === "number" ? __BUILD_TIME__ : Date.now();

export function CurrentYear() {
  const year = useToday().getFullYear();
  return <span suppressHydrationWarning>{year}</span>;
}

export function CurrentDate() {
  const today = useToday();
  const text = today.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
  return (
    <time suppressHydrationWarning dateTime={today.toISOString().slice(0, 10)}>
      {text}
    </time>
  );
}
