/**
 * After `react-router build`: writes every page's own social image (ADR 028), a 1200 × 630 PNG in the site's
 * look (title, label, brand), to build/client at the path lib/og-image.ts gives it. satori lays the card out
 * in SVG with the Inter files fontsource ships (Latin subset, read from node_modules: no network), and
 * resvg draws it.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import { readArticleFiles } from "../app/content/articles/read-files.server";
import { articleAuthors } from "../app/content/articles/schema";
import { notFoundIntro } from "../app/content/not-found";
import { canonicalPathOf, pages } from "../app/content/pages";
import { extraResourcesPagePaths } from "../app/content/resources";
import { site } from "../app/content/site";
import { NOT_FOUND_OG_IMAGE, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath, ogLabelOf } from "../app/lib/og-image";

const root = path.resolve(fileURLToPath(new URL(".", import.meta.url)), "..");

/** What one image shows. */
export type OgCard = {
  /** Where the image is written, e.g. "/og/about.png". */
  imagePath: string;
  label: string;
  title: string;
  /** One line under the title: the page's description, or an article's byline. */
  detail: string;
};

/** Every page's card: the registry's pages (not the /services alias), the articles, the hub's pages, the 404. */
export function ogCards(): OgCard[] {
  const articles = readArticleFiles();
  const resources = pages.find((page) => page.id === "resources");
  return [
    ...pages
      .filter((page) => canonicalPathOf(page) === page.path)
      .map((page) => ({
        imagePath: ogImagePath(page.path),
        label: ogLabelOf(page),
        title: page.heading,
        detail: page.description,
      })),
    ...extraResourcesPagePaths(articles.length).map((pagePath, i) => ({
      imagePath: ogImagePath(pagePath),
      label: resources ? ogLabelOf(resources) : "Blog & Resources",
      title: `${resources?.heading ?? "Blog & Resources"}, page ${i + 2}`,
      detail: resources?.description ?? "",
    })),
    ...articles.map((article) => ({
      imagePath: ogImagePath(article.path),
      label: article.category,
      title: article.title,
      detail: `By ${articleAuthors[article.author].name} · ${formatDate(article.published)}`,
    })),
    { imagePath: NOT_FOUND_OG_IMAGE, label: "404", title: notFoundIntro.title, detail: notFoundIntro.intro },
  ];
}

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

function interFonts(): Font[] {
  const file = (weight: number) =>
    readFileSync(path.join(root, `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  return ([400, 600, 700] as const).map((weight) => ({ name: "Inter", data: file(weight), weight, style: "normal" }));
}

/** The AIVA mark (components/layout/logo.tsx), as satori draws SVG. */
function LogoMark() {
  return (
    <svg width="56" height="56" viewBox="0 0 32 32">
      <title>{site.name}</title>
      <defs>
        <linearGradient id="mark" x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop stopColor="#6366f1" />
          <stop offset="0.55" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#mark)" />
      <path d="M16 6.5l2.35 6.15L24.5 15l-6.15 2.35L16 23.5l-2.35-6.15L7.5 15l6.15-2.35z" fill="#fff" />
      <circle cx="23.5" cy="23.5" r="2" fill="#fff" opacity=".85" />
    </svg>
  );
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, text.lastIndexOf(" ", max - 1)).replace(/[,.;:]$/, "")}…`;
}

const PAD_X = 72;
const PAD_TOP = 64;
const PAD_BOTTOM = 60;

function Card({ card, host }: { card: OgCard; host: string }) {
  const titleSize = card.title.length > 64 ? 58 : card.title.length > 40 ? 66 : 76;
  return (
    <div
      style={{
        // satori sizes the content box: the padding comes on top of these.
        width: OG_IMAGE_WIDTH - 2 * PAD_X,
        height: OG_IMAGE_HEIGHT - PAD_TOP - PAD_BOTTOM,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        position: "relative",
        padding: `${PAD_TOP}px ${PAD_X}px ${PAD_BOTTOM}px`,
        fontFamily: "Inter",
        color: "#f1f5f9",
        backgroundColor: "#0b1127",
        backgroundImage:
          "radial-gradient(circle at 88% 0%, rgba(99,102,241,0.55), rgba(11,17,39,0) 55%), radial-gradient(circle at 0% 110%, rgba(34,211,238,0.28), rgba(11,17,39,0) 50%)",
      }}
    >
      <div
        style={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          width: OG_IMAGE_WIDTH - 2 * PAD_X,
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
          <LogoMark />
          <span style={{ fontSize: 40, fontWeight: 700, letterSpacing: -1 }}>{site.name}</span>
        </div>
        <span
          style={{
            display: "flex",
            padding: "10px 22px",
            borderRadius: 999,
            border: "2px solid rgba(103,232,249,0.45)",
            backgroundColor: "rgba(103,232,249,0.1)",
            color: "#67e8f9",
            fontSize: 24,
            fontWeight: 600,
            letterSpacing: 2,
            textTransform: "uppercase",
          }}
        >
          {card.label}
        </span>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24, width: OG_IMAGE_WIDTH - 2 * PAD_X }}>
        <div
          style={{
            display: "flex",
            fontSize: titleSize,
            fontWeight: 700,
            lineHeight: 1.08,
            letterSpacing: -2,
            color: "#ffffff",
          }}
        >
          {card.title}
        </div>
        <div style={{ display: "flex", fontSize: 28, lineHeight: 1.4, color: "#b4c0dc" }}>{clip(card.detail, 110)}</div>
      </div>
      <div
        style={{ display: "flex", justifyContent: "space-between", fontSize: 22, fontWeight: 600, color: "#b4c0dc" }}
      >
        <span>{site.tagline}</span>
        <span>{host}</span>
      </div>
      <div
        style={{
          position: "absolute",
          left: 0,
          right: 0,
          bottom: 0,
          height: 10,
          backgroundImage: "linear-gradient(90deg, #6366f1, #8b5cf6 55%, #22d3ee)",
        }}
      />
    </div>
  );
}

/** One card as a 1200 × 630 PNG. */
export async function renderOgImage(card: OgCard, fonts = interFonts(), host = "aiva.example"): Promise<Buffer> {
  const svg = await satori(<Card card={card} host={host} />, {
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    fonts,
  });
  return new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
}

async function main() {
  const started = performance.now();
  const clientDir = path.join(root, process.env.BUILD_DIR ?? "build", "client");
  const host = new URL(process.env.SITE_URL ?? "http://localhost:3000").host;
  const fonts = interFonts();
  const cards = ogCards();
  for (const card of cards) {
    const file = path.join(clientDir, card.imagePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await renderOgImage(card, fonts, host));
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`og-images: ${cards.length} social images (${OG_IMAGE_WIDTH}×${OG_IMAGE_HEIGHT} PNG) in ${seconds} s`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
