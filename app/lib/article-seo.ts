/** An article page's meta tags and structured data (only the article route imports this). */
import type { MetaDescriptor } from "react-router";
import type { ArticleMeta } from "~/content/articles/schema";
import { site } from "~/content/site";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImageAlt, ogImagePath } from "./og-image";
import { absoluteUrl, buildMeta } from "./seo";

/** Meta tags of an article page: Open Graph type article with its article:* properties, and BlogPosting data. */
export function articleMeta(article: ArticleMeta): MetaDescriptor[] {
  return [
    ...buildMeta({
      title: article.title,
      description: article.description,
      keywords: article.tags,
      canonicalPath: article.path,
      type: "article",
      image: { path: ogImagePath(article.path), alt: ogImageAlt(article.category, article.title) },
      jsonLd: [blogPostingJsonLd(article)],
    }),
    { property: "article:published_time", content: article.published },
    { property: "article:modified_time", content: article.updated },
    { property: "article:author", content: article.author.name },
    { property: "article:section", content: article.category },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}

/** BlogPosting structured data of an article (its BreadcrumbList comes with the breadcrumb bar). */
export function blogPostingJsonLd(article: ArticleMeta) {
  const url = absoluteUrl(article.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: article.title,
    description: article.description,
    image: {
      "@type": "ImageObject",
      url: absoluteUrl(ogImagePath(article.path)),
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
    },
    datePublished: article.published,
    dateModified: article.updated,
    author: { "@type": "Person", name: article.author.name, jobTitle: article.author.role, url: absoluteUrl("/about") },
    publisher: {
      "@type": "Organization",
      name: site.name,
      url: absoluteUrl("/"),
      logo: { "@type": "ImageObject", url: absoluteUrl("/apple-touch-icon.png") },
    },
    articleSection: article.category,
    keywords: article.tags.join(", "),
    wordCount: article.wordCount,
    timeRequired: `PT${article.readingMinutes}M`,
    inLanguage: "en",
  };
}
