/** "Dana Whitfield" → "DW": the monogram of a person or company (placeholder avatars and client tiles). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
