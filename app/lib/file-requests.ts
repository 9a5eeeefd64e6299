/**
 * Paths that name a file (SPEC 2.12): the browser must request them for real, and an unknown one is a plain 404,
 * never the HTML not-found page. One list for the server (server/app.ts) and the not-found route.
 */
export const FILE_REQUEST_EXTENSIONS = [
  "xml",
  "txt",
  "ico",
  "pdf",
  "jpg",
  "jpeg",
  "png",
  "gif",
  "svg",
  "css",
  "js",
] as const;

const pattern = new RegExp(`\\.(${FILE_REQUEST_EXTENSIONS.join("|")})$`, "i");

export function isFileRequestPath(pathname: string): boolean {
  return pattern.test(pathname);
}
