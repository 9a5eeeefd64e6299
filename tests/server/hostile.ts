/**
 * Hostile request parts the fuzz tests mix into their requests (issue 21): methods the site does not
 * answer, malformed Host values, request targets that try to leave the origin or confuse the router,
 * and byte sequences that are not UTF-8.
 */

/** Methods Node's parser knows but the site does not answer (405 with Allow). */
export const ODD_METHODS = [
  "TRACE",
  "OPTIONS",
  "PUT",
  "DELETE",
  "PATCH",
  "PROPFIND",
  "PROPPATCH",
  "MKCOL",
  "COPY",
  "MOVE",
  "LOCK",
  "UNLOCK",
  "PURGE",
  "SEARCH",
  "M-SEARCH",
  "NOTIFY",
  "SUBSCRIBE",
  "REPORT",
  "LINK",
  "QUERY",
] as const;

/** Host values that name no host (400). */
export const BAD_HOSTS = [
  "a:b",
  "[",
  "a b",
  "%",
  ":99",
  "user@evil",
  "evil.example:99999",
  "evil.example:-1",
  "a/b",
  "a?b",
  "a#b",
  "[::1",
  "::1",
  "host:",
  "@",
  ".",
  "-evil.example",
  "evil.example\u00e9",
  "\\\\evil.example",
  "a".repeat(300),
] as const;

/** Request targets that try to send a redirect off-site or confuse the router. */
export const HOSTILE_PATHS = [
  "//evil.example/",
  "///evil.example/",
  "/\\evil.example/",
  "/\\/evil.example/",
  "//\\evil.example/",
  "/%2F%2Fevil.example/",
  "/%2f/evil.example/",
  "/%5Cevil.example/",
  "/%5C%5Cevil.example/",
  "/%252F%252Fevil.example/",
  "//evil.example/about/",
  "/.//evil.example/",
  "/./about/",
  "/../../etc/passwd",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/about/..%2F..%2Fetc/passwd",
  "/about%00.html",
  "/%00",
  "/about%ED%A0%80",
  "/%FF%FE/",
  "/%C0%AE%C0%AE/",
  "/caf\u00e9/",
  "/%E0%A4%A",
  "/about?next=//evil.example/&redirect=https://evil.example/",
  "/sales-automation/?next=//evil.example/",
  "/assets/../../../package.json",
  "/assets/%2e%2e/%2e%2e/package.json",
  "http://evil.example/",
  "https://evil.example//about/",
  "*",
  `/${"a".repeat(4000)}/`,
  "/search?q=%3Cscript%3Ealert(1)%3C/script%3E",
] as const;

/** Percent-encoded byte sequences that are not UTF-8. */
export const INVALID_UTF8 = [
  "%ED%A0%80", // a UTF-16 surrogate
  "%FF",
  "%FE%FF",
  "%C3%28",
  "%E0%A4%A",
  "%C0%AF", // an overlong "/"
  "%F0%9F%98", // a cut-off emoji
  "%80",
  "%F8%88%80%80%80",
] as const;

/** Raw bytes that are not UTF-8. */
export const INVALID_UTF8_BYTES = [
  [0xff],
  [0xfe, 0xff],
  [0xed, 0xa0, 0x80],
  [0xc0, 0xaf],
  [0xf0, 0x9f, 0x98],
  [0x80],
] as const;
