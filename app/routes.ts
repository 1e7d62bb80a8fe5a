import { type RouteConfig, index, route } from "@react-router/dev/routes";

// French URLs (public §2, tools §2), English module names.
export default [
  index("routes/home.tsx"),
  route("produits", "routes/products.tsx"),
  route("donnees", "routes/donnees-redirect.ts"),
  route("paillemobile", "routes/paillemobile.tsx"),
  route("blog", "routes/blog.tsx"),
  route("projets", "routes/blog.tsx", { id: "routes/projects" }),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("contact", "routes/contact.tsx"),
  route("devis", "routes/quote.tsx"),
  route("faq", "routes/faq.tsx"),
  route("calculateur", "routes/calculator.tsx"),
  route("documents-techniques", "routes/documents.tsx"),
  route("protection-donnees", "routes/privacy.tsx"),
  route("mentions-legales", "routes/legal-notice.tsx"),
  route("cgv", "routes/terms-of-sale.tsx"),
  route("comparateur-environnemental", "routes/fdes-comparator.tsx"),
  route("bordereau-autocontrole", "routes/density-worksheet.tsx"),
  route("auth", "routes/auth.tsx"),
  route("commercial", "routes/admin/commercial.tsx"),
  route("technique", "routes/admin/technique.tsx"),
  route("traffic", "routes/admin/traffic.tsx"),
  route("business-plan", "routes/admin/business-plan.tsx"),
  route("api/track-page-view", "routes/api/track-page-view.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
