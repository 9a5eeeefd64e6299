/** POST /api/chat-message: the chat assistant's endpoint (SPEC 7.2), a resource route with no UI. */
import { handleChatMessage, methodNotAllowed } from "~/chat/handler.server";
import type { Route } from "./+types/api.chat-message";

export async function action({ request, context }: Route.ActionArgs) {
  return handleChatMessage(request, context.services);
}

export function loader() {
  return methodNotAllowed();
}
