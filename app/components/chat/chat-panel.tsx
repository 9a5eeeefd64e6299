/**
 * The chat panel (SPEC 2.14, 4, 5, 8): a non-modal dialog, 384×500 px (a full-width sheet on phones
 * under 480 px). Loaded lazily by ChatLauncher; messages live in memory for the life of the page.
 */
import { ArrowUp, Bot, X } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { MAX_MESSAGE_LENGTH } from "~/chat/limits";
import { chatPayload, sendChatMessage } from "~/chat/send";
import { ensureSessionId, keepSessionId } from "~/chat/session";
import { chatContent, chatSuggestions } from "~/content/chat";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "~/components/ui/tooltip";
import { prefersReducedMotion } from "~/lib/motion";
import { cn } from "~/lib/utils";
import { ChatBubble, type ChatMessage, TypingBubble } from "./chat-bubble";

const MIN_INPUT_HEIGHT = 40;
const MAX_INPUT_HEIGHT = 80;
/** Below this width the panel is a full-width sheet, and following a link closes it to show the page. */
const SHEET_QUERY = "(max-width: 479.98px)";

export type ChatPanelProps = {
  id: string;
  open: boolean;
  onClose: () => void;
};

export default function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: "greeting", content: chatContent.greeting, sender: "bot", timestamp: new Date() },
  ]);
  const [input, setInput] = useState("");
  const [pending, setPending] = useState(false);
  // undefined until read from localStorage after mount; null when the browser cannot keep one.
  const [sessionId, setSessionId] = useState<string | null | undefined>(undefined);
  const nextId = useRef(0);
  const sending = useRef(false);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The tooltips are portalled into the panel (kept inside the dialog for assistive technology).
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const titleId = `${id}-title`;
  const subtitleId = `${id}-subtitle`;
  const noSessionId = `${id}-no-session`;

  useEffect(() => {
    setSessionId(ensureSessionId());
  }, []);

  // Focus moves into the dialog when it opens (the message box, or the close button when chat is unavailable).
  useEffect(() => {
    if (!open || sessionId === undefined) return;
    const target = sessionId ? inputRef.current : closeRef.current;
    target?.focus({ preventScroll: true });
  }, [open, sessionId]);

  // The newest message (or the typing indicator) is scrolled into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the conversation grows or the panel opens
  useEffect(() => {
    const log = logRef.current;
    if (!log || !open) return;
    log.scrollTo({ top: log.scrollHeight, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [messages.length, pending, open]);

  // The textarea grows with its text from 40 to 80 px (SPEC 5).
  // biome-ignore lint/correctness/useExhaustiveDependencies: measures again whenever the text changes
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    // A growing input shrinks the conversation: keep its newest message in view if it was.
    const log = logRef.current;
    const atBottom = log ? log.scrollHeight - log.clientHeight - log.scrollTop < 8 : false;
    el.style.height = "auto";
    // Empty: the minimum, whatever the placeholder would need.
    const height = input ? Math.min(MAX_INPUT_HEIGHT, Math.max(MIN_INPUT_HEIGHT, el.scrollHeight)) : MIN_INPUT_HEIGHT;
    el.style.height = `${height}px`;
    el.style.overflowY = input && el.scrollHeight > MAX_INPUT_HEIGHT ? "auto" : "hidden";
    if (log && atBottom) log.scrollTop = log.scrollHeight;
  }, [input, open]);

  // On phones the on-screen keyboard shrinks only the visual viewport: keep the sheet above it.
  useEffect(() => {
    const viewport = window.visualViewport;
    const panel = document.getElementById(id);
    if (!open || !viewport || !panel) return;
    const update = () => {
      const covered = Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop);
      panel.style.setProperty("--chat-keyboard", `${Math.round(covered)}px`);
    };
    update();
    viewport.addEventListener("resize", update);
    viewport.addEventListener("scroll", update);
    return () => {
      viewport.removeEventListener("resize", update);
      viewport.removeEventListener("scroll", update);
    };
  }, [open, id]);

  const append = useCallback((message: Omit<ChatMessage, "id" | "timestamp">) => {
    nextId.current += 1;
    const entry: ChatMessage = { ...message, id: `m${nextId.current}`, timestamp: new Date() };
    setMessages((list) => [...list, entry]);
  }, []);

  const send = async (text: string) => {
    const content = text.trim();
    // The ref also stops a second Enter that lands before React re-renders the disabled input.
    if (!content || sending.current || !sessionId) return;
    sending.current = true;
    append({ content, sender: "user" });
    setInput("");
    setPending(true);
    const outcome = await sendChatMessage(
      chatPayload(sessionId, content, {
        ua: navigator.userAgent,
        ref: document.referrer,
        page: window.location.pathname,
      }),
    );
    append({ content: outcome.message, sender: "bot", failed: !outcome.ok && outcome.kind !== "noMessage" });
    // The server's signed id: the first answer issues it (ADR 038), later ones repeat it.
    if (outcome.ok && outcome.sessionId && outcome.sessionId !== sessionId) {
      keepSessionId(outcome.sessionId);
      setSessionId(outcome.sessionId);
    }
    // A message the rate limit refused goes back into the box, ready to send again later.
    if (!outcome.ok && outcome.kind === "rateLimited") setInput((typed) => typed || content);
    sending.current = false;
    setPending(false);
  };

  // The input was disabled while waiting: give it focus back when the reply is in.
  useEffect(() => {
    if (!pending && open && sessionId && document.activeElement === document.body) {
      inputRef.current?.focus({ preventScroll: true });
    }
  }, [pending, open, sessionId]);

  const onLinkClick = () => {
    if (window.matchMedia(SHEET_QUERY).matches) onClose();
  };

  const canSend = Boolean(input.trim()) && !pending && Boolean(sessionId);
  const showSuggestions = sessionId && !pending && messages.length === 1;

  return (
    // Tooltips on the icon buttons repeat their accessible names for sighted mouse and keyboard users.
    <TooltipProvider>
      {/* Phones: the sheet dims the page behind it; a tap there closes it. */}
      <div
        aria-hidden="true"
        hidden={!open}
        onClick={onClose}
        data-slot="chat-backdrop"
        className="fixed inset-0 z-50 bg-navy-950/40 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0 min-[480px]:hidden"
      />
      <div
        ref={setPanel}
        id={id}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={subtitleId}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            onClose();
          }
        }}
        data-slot="chat-panel"
        className={cn(
          "fixed z-50 flex flex-col overflow-hidden bg-canvas shadow-[0_24px_64px_-16px_--alpha(var(--color-navy-900)/45%),0_0_0_1px_--alpha(var(--color-ink)/8%)]",
          // Phones: a full-width sheet from the bottom edge, kept above the on-screen keyboard.
          "inset-x-0 bottom-[var(--chat-keyboard,0px)] h-[min(560px,calc(100dvh-4.5rem))] rounded-t-3xl",
          // From 480 px: the 384×500 panel above the chat button.
          "min-[480px]:inset-x-auto min-[480px]:right-4 min-[480px]:bottom-22 min-[480px]:h-[500px] min-[480px]:max-h-[calc(100dvh-7.5rem)] min-[480px]:w-96 min-[480px]:rounded-3xl sm:right-6 sm:bottom-24",
          "origin-bottom-right transition-[opacity,transform] duration-200 ease-out starting:translate-y-3 starting:scale-[0.98] starting:opacity-0",
        )}
      >
        <div className="relative flex items-center gap-3 overflow-hidden bg-navy-900 px-4 py-3.5 text-on-dark">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(120%_140%_at_0%_0%,--alpha(var(--color-brand-500)/45%),transparent_55%),radial-gradient(90%_120%_at_100%_0%,--alpha(var(--color-cyan-400)/18%),transparent_60%)]"
          />
          <span className="relative grid size-10 shrink-0 place-items-center rounded-full bg-brand-gradient shadow-glow">
            <Bot aria-hidden="true" className="size-5 text-white" />
            <span
              aria-hidden="true"
              className="absolute -right-0.5 -bottom-0.5 size-3 rounded-full bg-emerald-400 ring-2 ring-navy-900"
            />
          </span>
          <div className="relative min-w-0 flex-1">
            <h2 id={titleId} className="truncate font-semibold text-base leading-tight tracking-tight">
              {chatContent.title}
            </h2>
            <p id={subtitleId} className="mt-0.5 truncate text-on-dark-muted text-xs">
              {chatContent.subtitle}
            </p>
          </div>
          <Tooltip>
            <TooltipTrigger asChild>
              <button
                ref={closeRef}
                type="button"
                onClick={onClose}
                aria-label={chatContent.closeLabel}
                className="relative grid size-10 shrink-0 place-items-center rounded-full text-on-dark transition-colors hover:bg-white/10"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </TooltipTrigger>
            <TooltipContent side="bottom" container={panel}>
              {chatContent.closeLabel}
            </TooltipContent>
          </Tooltip>
        </div>

        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          aria-label={chatContent.messagesLabel}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="flex-1 space-y-3 overflow-y-auto overscroll-contain bg-subtle px-4 py-4 focus-visible:outline-offset-[-3px]"
        >
          {messages.map((message) => (
            <ChatBubble key={message.id} message={message} onLinkClick={onLinkClick} />
          ))}
          {pending ? <TypingBubble label={chatContent.typingLabel} /> : null}
          {showSuggestions ? (
            <ul aria-label={chatContent.suggestionsLabel} className="flex flex-wrap gap-2 pt-1">
              {chatSuggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    onClick={() => void send(suggestion)}
                    className="rounded-full bg-canvas px-3 py-1.5 font-medium text-brand-700 text-xs shadow-sm ring-1 ring-brand-600/25 transition-colors hover:bg-brand-50 hover:ring-brand-600/50"
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <form
          className="border-line border-t bg-canvas px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
          onSubmit={(event) => {
            event.preventDefault();
            void send(input);
          }}
        >
          {sessionId === null ? (
            <p id={noSessionId} role="note" className="mb-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900 text-xs">
              {chatContent.noSession}
            </p>
          ) : null}
          <div className="flex items-end gap-2 rounded-2xl bg-subtle p-1.5 ring-1 ring-line transition-shadow focus-within:ring-2 focus-within:ring-brand-600">
            <label htmlFor={`${id}-input`} className="sr-only">
              {chatContent.inputLabel}
            </label>
            <textarea
              ref={inputRef}
              id={`${id}-input`}
              rows={1}
              value={input}
              maxLength={MAX_MESSAGE_LENGTH}
              disabled={pending || !sessionId}
              aria-describedby={sessionId === null ? noSessionId : undefined}
              placeholder={chatContent.inputPlaceholder}
              onChange={(event) => setInput(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  void send(input);
                }
              }}
              className="block max-h-20 min-h-10 flex-1 resize-none bg-transparent px-2.5 py-2 text-base text-ink leading-6 min-[480px]:text-sm outline-none placeholder:text-ink-muted disabled:cursor-not-allowed disabled:opacity-70"
            />
            <Tooltip>
              <TooltipTrigger asChild>
                <button
                  type="submit"
                  disabled={!canSend}
                  aria-label={chatContent.sendLabel}
                  className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-gradient text-white shadow-sm transition-[filter,transform,opacity] hover:brightness-110 active:scale-95 disabled:cursor-not-allowed disabled:bg-none disabled:bg-line disabled:text-ink-muted disabled:shadow-none"
                >
                  <ArrowUp aria-hidden="true" className="size-5" strokeWidth={2.25} />
                </button>
              </TooltipTrigger>
              <TooltipContent side="top" container={panel}>
                {chatContent.sendLabel}
              </TooltipContent>
            </Tooltip>
          </div>
          <p className="mt-2 text-center text-[0.6875rem] text-ink-muted">
            {chatContent.privacyNote}{" "}
            <Link to="/privacy-policy" onClick={onLinkClick} className="underline underline-offset-2 hover:text-ink">
              {chatContent.privacyLink}
            </Link>
          </p>
        </form>
      </div>
    </TooltipProvider>
  );
}
