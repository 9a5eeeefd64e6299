import { skipLinkLabel } from "~/content/messages";

export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="fixed top-2 left-2 z-[100] -translate-y-24 rounded-md bg-white px-4 py-2 font-semibold text-ink shadow-lift focus:translate-y-0"
    >
      {skipLinkLabel}
    </a>
  );
}
