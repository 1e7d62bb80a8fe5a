import { brand } from "@domain/brand";
import { absoluteUrl } from "~/lib/seo";

/**
 * schema.org structured data (JSON-LD) for search engines. Builders take SITE_URL so every URL is absolute, and
 * return plain objects that `<JsonLd>` (app/components/seo/json-ld.tsx) serialises.
 */

export type JsonLdObject = { "@context"?: "https://schema.org"; "@type": string } & Record<string, unknown>;

/**
 * JSON text safe inside `<script type="application/ld+json">`: "<" is escaped so no "</script>" or "<!--" in the
 * content can close the element; ">" and "&" likewise, and U+2028/U+2029 for older JavaScript parsers.
 */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The company, as publisher of articles and as the subject of the home page. */
export function organization(siteUrl: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand.name,
    url: absoluteUrl(siteUrl, "/"),
    email: brand.email,
    telephone: brand.phone.href.replace(/^tel:/, ""),
    foundingDate: String(brand.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: brand.address.street,
      postalCode: brand.address.postalCode,
      addressLocality: brand.address.city,
      addressCountry: "FR",
    },
    sameAs: [brand.professionalNetwork.url],
  };
}

export type BreadcrumbItem = { name: string; path: string };

/** Accueil › Blog › … as a BreadcrumbList; positions start at 1. */
export function breadcrumbList(siteUrl: string, items: readonly BreadcrumbItem[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

export type BlogPostingInput = {
  path: string;
  title: string;
  description: string;
  /** ISO date, "2025-03-14". */
  publishedDate: string;
  author: string;
  category: string;
  tags: readonly string[];
  /** Site path of the illustration, when the article has one. */
  imagePath?: string;
};

export function blogPosting(siteUrl: string, post: BlogPostingInput): JsonLdObject {
  const url = absoluteUrl(siteUrl, post.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.publishedDate,
    inLanguage: "fr-FR",
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: { "@type": "Organization", name: post.author },
    publisher: { "@type": "Organization", name: brand.name, url: absoluteUrl(siteUrl, "/") },
    articleSection: post.category,
    keywords: post.tags.join(", "),
    ...(post.imagePath ? { image: absoluteUrl(siteUrl, post.imagePath) } : {}),
  };
}

export type FaqEntry = { question: string; answer: string };

/** Questions and their plain-text answers. */
export function faqPage(entries: readonly FaqEntry[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: "fr-FR",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}
