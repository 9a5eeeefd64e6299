/** 'View All Integrations' (DESIGN.md §3): all 12 platforms grouped by category, loaded on first use. */
import type { RefObject } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { platformSection } from "~/content/home";
import type { Platform, PlatformCategory } from "~/content/types";
import { PlatformLogo } from "./platform-logo";

/** Categories in the order they first appear in the platform list. */
export function groupByCategory(platforms: readonly Platform[]): [PlatformCategory, Platform[]][] {
  const groups = new Map<PlatformCategory, Platform[]>();
  for (const platform of platforms) {
    const group = groups.get(platform.category) ?? [];
    group.push(platform);
    groups.set(platform.category, group);
  }
  return [...groups];
}

export default function IntegrationsDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { dialog } = platformSection;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        width="max-w-3xl"
        closeLabel={dialog.closeLabel}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle>{dialog.title}</DialogTitle>
        <DialogDescription>{dialog.description}</DialogDescription>
        <div className="mt-6 grid gap-x-8 gap-y-6 sm:grid-cols-2">
          {groupByCategory(platformSection.items).map(([category, platforms]) => (
            <section key={category} aria-labelledby={`integrations-${category.replace(/\W+/g, "-")}`}>
              <h3
                id={`integrations-${category.replace(/\W+/g, "-")}`}
                className="text-xs font-semibold uppercase tracking-[0.14em] text-brand-600"
              >
                {category}
              </h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {platforms.map((platform) => (
                  <li key={platform.name} className="rounded-md bg-subtle px-2 py-1 ring-1 ring-line">
                    <PlatformLogo platform={platform} className="h-8 w-32" />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
