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
} as const;
