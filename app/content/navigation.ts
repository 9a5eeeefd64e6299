/** Menus and footer columns (SPEC 2.2). Paths come from the route registry. */
import { getPage } from "./pages";
import { site } from "./site";

export type NavItem = { name: string; path: string };
export type ServiceItem = NavItem & {
  description: string;
  icon: "trending-up" | "headphones" | "bar-chart-3" | "rocket";
};

export const systemServices: readonly ServiceItem[] = [
  {
    name: "Revenue Growth AI System",
    path: getPage("revenue-growth").path,
    description: "Sales and marketing automation that captures, qualifies and follows up with every lead.",
    icon: "trending-up",
  },
  {
    name: "Customer Experience AI System",
    path: getPage("customer-experience").path,
    description: "Support automation: AI agents, smart routing and answers customers get in seconds.",
    icon: "headphones",
  },
  {
    name: "Operational Intelligence AI System",
    path: getPage("operational-intelligence").path,
    description: "Back-office automation: connected data, live reports and documents that write themselves.",
    icon: "bar-chart-3",
  },
];

export const signatureServices: readonly ServiceItem[] = [
  {
    name: site.flagship.name,
    path: site.flagship.path,
    description:
      "The 3-month program that turns all three systems into one lead engine, from capture to booked meetings.",
    icon: "rocket",
  },
];

export const servicesMenu = {
  label: "Services",
  signatureCta: "Explore the program",
  desktopGroups: [
    { title: "Custom AI Systems", items: systemServices },
    { title: "Signature AI Systems", items: signatureServices },
  ],
  mobileGroups: [
    { title: "Core Automation", items: systemServices },
    { title: "Complete Programs", items: signatureServices },
  ],
} as const;

/** Main links in order; `services` marks the item that opens the Services menu instead of navigating. */
export const mainNav: readonly (NavItem & { services?: true })[] = [
  { name: "Home", path: "/" },
  { name: "Services", path: getPage("services").path, services: true },
  { name: "About", path: getPage("about").path },
  { name: "Blog/Resources", path: getPage("resources").path },
  { name: "Contact", path: getPage("contact").path },
];

export const footerColumns: readonly { title: string; links: readonly NavItem[] }[] = [
  {
    title: "Company",
    links: [
      { name: "About", path: getPage("about").path },
      { name: "Blog/Resources", path: getPage("resources").path },
      { name: "Contact", path: getPage("contact").path },
    ],
  },
  { title: "Services", links: systemServices.map(({ name, path }) => ({ name, path })) },
  { title: "Solutions", links: [{ name: `${site.flagship.name} Lead Engine`, path: site.flagship.path }] },
  {
    title: "Legal",
    links: [
      { name: "Privacy Policy", path: getPage("privacy").path },
      { name: "Terms of Service", path: getPage("terms").path },
    ],
  },
];
