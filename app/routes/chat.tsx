import { useActionData, useSearchParams } from "react-router";
import { MAX_MESSAGE_LENGTH } from "~/chat/limits";
import { handleChatPageAction } from "~/chat/page.server";
import { ChatPage } from "~/components/chat/chat-page";
import { PageHero } from "~/components/layout/page-hero";
import { Container } from "~/components/ui/section";
import { chatPageContent } from "~/content/chat-page";
import { getServerPage } from "~/content/server-pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/chat";

const page = getServerPage("chat");

export const meta = () => pageMeta(page);

/** A message posted from the page, with or without JavaScript (app/chat/page.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleChatPageAction(request, context.services);
}

/** The action's headers (Retry-After, Cache-Control) also reach the page answered to a post without JavaScript. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/**
 * The chat assistant as a page (DESIGN 3): where the chat launcher leads before the page is interactive or without
 * JavaScript. Rendered per request (never pre-rendered, `noindex`); every post is answered by the server.
 */
export default function Chat() {
  const result = useActionData<typeof action>();
  // A search that found nothing offers the assistant with the query as the first message (/chat?q=…).
  const [params] = useSearchParams();
  const initialMessage = (params.get("q") ?? "").slice(0, MAX_MESSAGE_LENGTH);
  return (
    <>
      <PageHero title={page.heading} lead={chatPageContent.lead} bottomSpace="pb-28 md:pb-36" />
      <div className="bg-subtle pb-20 md:pb-28">
        <Container className="relative z-10 -mt-16 md:-mt-20">
          <ChatPage result={result} initialMessage={initialMessage} />
        </Container>
      </div>
    </>
  );
}
