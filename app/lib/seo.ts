import type { MetaDescriptor } from "react-router";
import { canonicalPathOf, getPage, type PageEntry, type PageId } from "~/content/pages";
import { site } from "~/content/site";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImageAlt, ogImagePath, ogLabelOf } from "./og-image";

/** The public origin, fixed at build time (SITE_URL). */
export const siteUrl: string = typeof __SITE_URL__ === "string" ? __SITE_URL__ : "http://localhost:3000";

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path === "/" ? "/" : path}`;
}

export function documentTitle(title: string): string {
  return `${title} | ${site.name}`;
}

type MetaInput = {
  title: string;
  description: string;
  keywords?: readonly string[];
  canonicalPath?: string;
  type?: "website" | "article";
  noindex?: boolean;
  jsonLd?: readonly object[];
  /** The page's own social image (lib/og-image.ts): its path and what it shows. */
  image: { path: string; alt: string };
};

/** Every tag a page needs: title, description, keywords, canonical, Open Graph, Twitter, JSON-LD. */
export function buildMeta(input: MetaInput): MetaDescriptor[] {
  const title = documentTitle(input.title);
  const image = absoluteUrl(input.image.path);
  const meta: MetaDescriptor[] = [{ title }, { name: "description", content: input.description }];
  if (input.keywords?.length) meta.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.noindex) meta.push({ name: "robots", content: "noindex" });
  if (input.canonicalPath) {
    const url = absoluteUrl(input.canonicalPath);
    meta.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  }
  meta.push(
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(OG_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(OG_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: input.image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: input.image.alt },
  );
  for (const data of input.jsonLd ?? []) meta.push({ "script:ld+json": data });
  return meta;
}

/** Meta tags of a registry page, plus any structured data the page adds. */
export function pageMeta(pageOrId: PageId | PageEntry, jsonLd: readonly object[] = []): MetaDescriptor[] {
  const page = typeof pageOrId === "string" ? getPage(pageOrId) : pageOrId;
  return buildMeta({
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    noindex: page.noindex,
    canonicalPath: canonicalPathOf(page),
    // A noindex page has no social image of its own (scripts/og-images.tsx draws the pre-rendered pages'): the home page's.
    image: page.noindex
      ? { path: ogImagePath("/"), alt: ogImageAlt(ogLabelOf(getPage("home")), getPage("home").heading) }
      : { path: ogImagePath(canonicalPathOf(page)), alt: ogImageAlt(ogLabelOf(page), page.heading) },
    jsonLd,
  });
}

/** Organization structured data with a customer-service contact point (SPEC 2.1). */
export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    email: site.email,
    sameAs: [site.social.url],
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: site.email,
      telephone: site.phone,
      availableLanguage: ["English"],
      areaServed: "Worldwide",
    },
  };
}

/** FAQPage structured data for an accordion's questions. */
export function faqJsonLd(items: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/**
 * Service structured data of a registry page (the three systems and the flagship): name, description and URL
 * from the registry (URL = canonical), AIVA as provider. `extra` adds fields such as `offers`.
 */
export function serviceJsonLd(id: PageId, extra: Record<string, unknown> = {}) {
  const page: PageEntry = getPage(id);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: page.heading,
    description: page.description,
    url: absoluteUrl(canonicalPathOf(page)),
    serviceType: page.keywords[0],
    areaServed: "Worldwide",
    provider: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
    ...extra,
  };
}
