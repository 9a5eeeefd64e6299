/**
 * The chat as a page (/chat, DESIGN 3): the conversation rendered on the server, plain form posts, the session in
 * a hidden field. It works without JavaScript; once hydrated the same forms post without leaving the page, the
 * visitor's message shows at once with the typing indicator, and Enter sends (SPEC 5).
 */
import ArrowRight from "lucide-react/icons/arrow-right";
import ArrowUp from "lucide-react/icons/arrow-up";
import Bot from "lucide-react/icons/bot";
import CalendarClock from "lucide-react/icons/calendar-clock";
import Mail from "lucide-react/icons/mail";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { type ChatPageResult, MAX_MESSAGE_LENGTH } from "~/chat/limits";
import { ensureSessionId, keepSessionId } from "~/chat/session";
import { Button } from "~/components/ui/button";
import { chatContent, chatSuggestions } from "~/content/chat";
import { chatPageContent } from "~/content/chat-page";
import { CHAT_PATH } from "~/content/pages";
import { ChatBubble, type ChatMessage, TypingBubble } from "./chat-bubble";
import { keepCompoundsIn } from "~/components/ui/heading";

/** Where a post lands: the newest message, so a page answered without JavaScript opens on the reply. */
const LATEST = "latest";
const ACTION = `${CHAT_PATH}#${LATEST}`;

export function ChatPage({
  result,
  initialMessage = "",
}: {
  result: ChatPageResult | undefined;
  /** The message box's text before anything is posted (a search carried over: /chat?q=…). */
  initialMessage?: string;
}) {
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" && navigation.formAction?.startsWith(CHAT_PATH);
  const pendingText = posting ? String(navigation.formData?.get("message") ?? "").trim() : "";
  // Without JavaScript the session starts with the first post; once hydrated it is the widget's (SPEC 3).
  const [sessionId, setSessionId] = useState(result?.sessionId ?? "");
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (result?.sessionId) keepSessionId(result.sessionId);
    setSessionId((current) => result?.sessionId ?? (current || ensureSessionId() || ""));
  }, [result?.sessionId]);

  // A reply in: the box is emptied (or holds the refused message) and the newest message comes into view.
  useEffect(() => {
    if (!result) return;
    if (input.current) input.current.value = result.draft ?? "";
    document.getElementById(LATEST)?.scrollIntoView({ block: "nearest" });
  }, [result]);

  const messages: ChatMessage[] = [
    { id: "greeting", content: chatContent.greeting, sender: "bot", timestamp: new Date(0) },
    ...(result?.turns ?? []).map((turn, i) => ({ id: `t${i}`, ...turn, timestamp: new Date(0) })),
    ...(result?.notice && result.notice.kind !== "invalid"
      ? [{ id: "notice", content: result.notice.text, sender: "bot" as const, timestamp: new Date(0), failed: true }]
      : []),
    ...(pendingText ? [{ id: "pending", content: pendingText, sender: "user" as const, timestamp: new Date(0) }] : []),
  ];
  const invalid = result?.notice?.kind === "invalid" ? result.notice.text : null;
  const showSuggestions = messages.length === 1 && !posting;

  return (
    <div className="grid gap-6 lg:grid-cols-12 lg:gap-8">
      <section
        aria-labelledby="chat-page-title"
        className="overflow-hidden rounded-xl bg-white shadow-lift ring-1 ring-line lg:col-span-8"
      >
        <div className="relative flex items-center gap-3 overflow-hidden bg-navy-900 px-5 py-4 text-on-dark sm:px-6">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(120%_140%_at_0%_0%,--alpha(var(--color-brand-500)/45%),transparent_55%),radial-gradient(90%_120%_at_100%_0%,--alpha(var(--color-cyan-400)/18%),transparent_60%)]"
          />
          <span className="relative grid size-11 shrink-0 place-items-center rounded-full bg-brand-gradient shadow-glow">
            <Bot aria-hidden="true" className="size-5 text-white" />
            <span
              aria-hidden="true"
              className="absolute -right-0.5 -bottom-0.5 size-3 rounded-full bg-emerald-400 ring-2 ring-navy-900"
            />
          </span>
          <div className="relative min-w-0">
            <h2 id="chat-page-title" className="font-semibold text-lg leading-tight tracking-tight">
              {chatContent.title}
            </h2>
            <p className="mt-0.5 text-on-dark-muted text-sm">{keepCompoundsIn(chatContent.subtitle)}</p>
          </div>
        </div>

        <div
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          aria-label={chatContent.messagesLabel}
          className="space-y-3 bg-subtle px-4 py-6 sm:px-6 [&_[data-slot=chat-message]_p]:text-[0.9375rem]"
        >
          {messages.map((message, i) => (
            <div key={message.id} id={i === messages.length - 1 ? LATEST : undefined} className="scroll-mt-28">
              <ChatBubble message={message} />
            </div>
          ))}
          {posting ? <TypingBubble label={chatContent.typingLabel} /> : null}
          {showSuggestions ? (
            <ul aria-label={chatContent.suggestionsLabel} className="flex flex-wrap gap-2 pt-1">
              {chatSuggestions.map((suggestion) => (
                <li key={suggestion}>
                  <Form method="post" action={ACTION}>
                    <input type="hidden" name="sessionId" value={sessionId} />
                    <button
                      type="submit"
                      name="message"
                      value={suggestion}
                      className="rounded-full bg-canvas px-3.5 py-2 font-medium text-brand-700 text-sm shadow-sm ring-1 ring-brand-600/25 transition-colors hover:bg-brand-50 hover:ring-brand-600/50"
                    >
                      {suggestion}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <Form ref={form} method="post" action={ACTION} className="border-line border-t px-4 pt-4 pb-5 sm:px-6">
          <input type="hidden" name="sessionId" value={sessionId} />
          {invalid ? (
            <p
              id="chat-page-error"
              role="alert"
              className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-950 text-sm"
            >
              {invalid}
            </p>
          ) : null}
          <label htmlFor="chat-page-message" className="mb-2 block font-semibold text-ink text-sm">
            {chatContent.inputLabel}
          </label>
          <div className="flex items-end gap-2 rounded-2xl bg-subtle p-2 ring-1 ring-line transition-shadow focus-within:ring-2 focus-within:ring-brand-600">
            <textarea
              ref={input}
              id="chat-page-message"
              name="message"
              rows={2}
              required
              maxLength={MAX_MESSAGE_LENGTH}
              defaultValue={result?.draft ?? initialMessage}
              readOnly={posting}
              aria-describedby={invalid ? "chat-page-error" : undefined}
              placeholder={chatContent.inputPlaceholder}
              onKeyDown={(event) => {
                // Enter sends, Shift+Enter is a new line (SPEC 5); an empty box sends nothing.
                if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
                event.preventDefault();
                if (event.currentTarget.value.trim()) form.current?.requestSubmit();
              }}
              className="block max-h-40 min-h-12 flex-1 resize-y bg-transparent px-2.5 py-2 text-base text-ink leading-6 outline-none placeholder:text-ink-muted"
            />
            <button
              type="submit"
              disabled={posting}
              className="inline-flex size-11 shrink-0 items-center justify-center gap-2 rounded-xl bg-brand-gradient font-semibold text-white shadow-sm transition-[filter,transform] hover:brightness-110 active:scale-95 disabled:opacity-70 sm:w-auto sm:px-4"
            >
              <span className="sr-only sm:not-sr-only">{keepCompoundsIn(chatContent.sendLabel)}</span>
              <ArrowUp aria-hidden="true" className="size-5 sm:size-4" strokeWidth={2.5} />
            </button>
          </div>
          <p className="mt-3 text-ink-muted text-xs">
            {chatContent.privacyNote}{" "}
            <Link to="/privacy-policy" className="underline underline-offset-2 hover:text-ink">
              {chatContent.privacyLink}
            </Link>
          </p>
        </Form>
      </section>

      <aside
        aria-labelledby="chat-page-aside-title"
        data-tone="dark"
        className="relative isolate self-start overflow-hidden rounded-xl bg-navy-900 p-6 text-on-dark shadow-lift lg:col-span-4 sm:p-8"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(28rem_16rem_at_100%_0%,--alpha(var(--color-brand-500)/40%),transparent_65%),radial-gradient(20rem_14rem_at_0%_100%,--alpha(var(--color-cyan-400)/16%),transparent_60%)]"
        />
        <span
          aria-hidden="true"
          className="grid size-11 place-items-center rounded-lg bg-white/10 text-cyan-300 ring-1 ring-white/15"
        >
          <CalendarClock className="size-5" />
        </span>
        <h2 id="chat-page-aside-title" className="mt-5 font-semibold text-lg text-white tracking-tight">
          {chatPageContent.asideTitle}
        </h2>
        <p className="mt-2 text-on-dark-muted text-sm leading-relaxed">{keepCompoundsIn(chatPageContent.asideText)}</p>
        <div className="mt-6 grid gap-3">
          <Button asChild size="lg" className="w-full">
            <Link to="/schedule">
              {chatPageContent.scheduleLabel}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline-dark" className="w-full">
            <Link to="/contact">
              <Mail aria-hidden="true" />
              {chatPageContent.contactLabel}
            </Link>
          </Button>
        </div>
      </aside>
    </div>
  );
}
