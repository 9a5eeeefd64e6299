/** Grey variant of a logo, written by scripts/build-logos.ts beside the coloured one. */
export function greyLogoPath(logoPath: string): string {
  return logoPath.replace(/^\/logos\//, "/logos/grey/");
}
