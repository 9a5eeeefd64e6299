import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/revenue-growth-ai-system", "routes/services.revenue-growth-ai-system.tsx"),
  route("services/customer-experience-ai-system", "routes/services.customer-experience-ai-system.tsx"),
  route("services/operational-intelligence-ai-system", "routes/services.operational-intelligence-ai-system.tsx"),
  route("services/aiva-lead-os", "routes/services.aiva-lead-os.tsx"),
  route("about", "routes/about.tsx"),
  route("resources", "routes/resources.tsx"),
  route("resources/page/:page", "routes/resources.page.tsx"),
  route("resources/:slug", "routes/resources.article.tsx"),
  route("contact", "routes/contact.tsx"),
  route("schedule", "routes/schedule.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("demo", "routes/demo.tsx"),

  // Legacy paths (SPEC 2.1): the server answers 301; in-app navigation replaces the history entry.
  route("sales-automation", "routes/legacy-redirect.tsx", { id: "legacy-sales-automation" }),
  route("marketing-automation", "routes/legacy-redirect.tsx", { id: "legacy-marketing-automation" }),
  route("services/sales-automation", "routes/legacy-redirect.tsx", { id: "legacy-services-sales-automation" }),
  route("services/marketing-automation", "routes/legacy-redirect.tsx", { id: "legacy-services-marketing-automation" }),
  route("customer-support-automation", "routes/legacy-redirect.tsx", { id: "legacy-customer-support-automation" }),
  route("services/customer-support-automation", "routes/legacy-redirect.tsx", {
    id: "legacy-services-customer-support-automation",
  }),
  route("business-liberation-system", "routes/legacy-redirect.tsx", { id: "legacy-business-liberation-system" }),
  route("services/business-liberation-system", "routes/legacy-redirect.tsx", {
    id: "legacy-services-business-liberation-system",
  }),

  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("rss.xml", "routes/rss[.]xml.ts"),
  route("feed.json", "routes/feed[.]json.ts"),
  route("api/chat-message", "routes/api.chat-message.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
