import { CHAT_PATH, type PageEntry, SEARCH_PATH } from "./pages";

/**
 * Pages the server renders per request, since they depend on the address's query or on a posted form: never
 * pre-rendered, `noindex`, not in the sitemap. The header's search button and the chat launcher lead here
 * before the page is interactive or without JavaScript (ADR 030).
 */
export const serverPages = [
  {
    id: "search",
    path: SEARCH_PATH,
    file: "routes/search.tsx",
    heading: "Search",
    title: "Search",
    description: "Search AIVA's AI systems, the AIVA Lead OS program, articles and contact options.",
    keywords: ["search", "AIVA"],
    breadcrumb: "Search",
    indexable: false,
    noindex: true,
  },
  {
    id: "chat",
    path: CHAT_PATH,
    file: "routes/chat.tsx",
    heading: "Ask the AIVA Assistant",
    title: "Chat with the AIVA Assistant",
    description: "Ask about pricing, timelines and which AI system fits your business, and get an answer right away.",
    keywords: ["AIVA Assistant", "AI automation questions"],
    breadcrumb: "Chat",
    indexable: false,
    noindex: true,
  },
] as const satisfies readonly PageEntry[];

export function getServerPage(id: "search" | "chat"): PageEntry {
  const page = serverPages.find((entry) => entry.id === id);
  if (!page) throw new Error(`Unknown server page: ${id}`);
  return page;
}
