/** Menus and footer columns (SPEC 2.2), from the route registry's `nav` entries. */
import type { LucideIcon } from "lucide-react";
import { type FooterColumn, type PageEntry, pages } from "./pages";

export type NavItem = { name: string; path: string };
export type ServiceItem = NavItem & { description: string; icon: LucideIcon };

const registry: readonly PageEntry[] = pages;

function servicesMenuItems(group: "systems" | "programs"): ServiceItem[] {
  return registry.flatMap(({ breadcrumb, path, nav }) =>
    nav?.servicesMenu?.group === group
      ? [{ name: breadcrumb, path, description: nav.servicesMenu.description, icon: nav.servicesMenu.icon }]
      : [],
  );
}

const systems = servicesMenuItems("systems");
const programs = servicesMenuItems("programs");

export const servicesMenu = {
  label: "Services",
  signatureCta: "Explore the program",
  desktopGroups: [
    { title: "Custom AI Systems", items: systems },
    { title: "Signature AI Systems", items: programs },
  ],
  mobileGroups: [
    { title: "Core Automation", items: systems },
    { title: "Complete Programs", items: programs },
  ],
} as const;

/** Main links in order; `services` marks the item that opens the Services menu instead of navigating. */
export const mainNav: readonly (NavItem & { services?: true })[] = registry.flatMap(({ id, breadcrumb, path, nav }) =>
  nav?.main ? [{ name: breadcrumb, path, ...(id === "services" ? { services: true as const } : {}) }] : [],
);

const footerColumnTitles: readonly FooterColumn[] = ["Company", "Services", "Solutions", "Legal"];

export const footerColumns: readonly { title: FooterColumn; links: readonly NavItem[] }[] = footerColumnTitles.map(
  (title) => ({
    title,
    links: registry.flatMap(({ breadcrumb, path, nav }) => {
      const footer = typeof nav?.footer === "string" ? { column: nav.footer, label: breadcrumb } : nav?.footer;
      return footer?.column === title ? [{ name: footer.label, path }] : [];
    }),
  }),
);
