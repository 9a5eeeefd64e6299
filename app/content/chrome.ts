/** Texts of the site chrome: search dialog (SPEC 2.3), menus and header controls. */
export const searchCopy = {
  placeholder: "Search services, solutions, or pages...",
  label: "Search the site",
  buttonLabel: "Search",
  shortcutHint: "Ctrl K",
  noResults: (query: string) => `No results found for "${query}"`,
  noResultsHint: "Try searching for services, solutions, or company information",
  instructions: "Type to filter the pages. Use the arrow keys to choose a result and Enter to open it.",
  resultsCount: (n: number) => (n === 1 ? "1 result" : `${n} results`),
  emptyQueryLimit: 5,
} as const;

export const headerCopy = {
  mainNavLabel: "Main",
  servicesMenuLabel: "Services",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  mobileMenuTitle: "Menu",
  homeLabel: "AIVA home",
  cta: { label: "Free Consultation", to: "/schedule" },
} as const;

export const breadcrumbCopy = {
  label: "Breadcrumb",
  /** The last crumb of a page that does not exist (SPEC 2.12's page, named as a visitor would say it). */
  notFound: "Page not found",
} as const;
