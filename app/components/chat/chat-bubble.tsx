/** One message of the conversation. Bot replies are plain text with links for site paths (never HTML). */
import { Link } from "react-router";
import { splitReply } from "~/chat/links";
import { chatContent } from "~/content/chat";
import { cn } from "~/lib/utils";

/** A chat message as the widget keeps it in memory (SPEC 3). */
export type ChatMessage = {
  id: string;
  content: string;
  sender: "user" | "bot";
  timestamp: Date;
  /** A SPEC 8 failure text rather than an answer. */
  failed?: boolean;
};

export function ChatBubble({ message, onLinkClick }: { message: ChatMessage; onLinkClick?: () => void }) {
  const fromUser = message.sender === "user";
  return (
    <div
      data-slot="chat-message"
      data-sender={message.sender}
      data-failed={message.failed || undefined}
      className={cn("flex", fromUser ? "justify-end pl-10" : "justify-start pr-6")}
    >
      <p
        // Plain joins, not cn(): the corner classes must all stay (cn would keep only the last rounded-*).
        className={[
          "whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed",
          fromUser
            ? "rounded-br-md bg-brand-gradient text-white shadow-sm"
            : "rounded-bl-md shadow-[0_1px_2px_--alpha(var(--color-ink)/6%)] ring-1",
          fromUser ? "" : message.failed ? "bg-amber-50 text-amber-950 ring-amber-200" : "bg-canvas text-ink ring-line",
        ].join(" ")}
      >
        <span className="sr-only">{`${fromUser ? chatContent.youLabel : chatContent.title}: `}</span>
        {fromUser
          ? message.content
          : splitReply(message.content).map((part, index) =>
              part.type === "link" ? (
                <Link
                  key={index}
                  to={part.to}
                  onClick={onLinkClick}
                  className="font-medium text-brand-700 underline decoration-brand-600/40 underline-offset-2 hover:decoration-brand-600"
                >
                  {part.text}
                </Link>
              ) : (
                part.text
              ),
            )}
      </p>
    </div>
  );
}

export function TypingBubble({ label }: { label: string }) {
  return (
    <div data-slot="chat-typing" className="flex justify-start">
      <p className="flex items-center gap-1 rounded-2xl rounded-bl-md bg-canvas px-4 py-3.5 ring-1 ring-line">
        <span className="sr-only">{label}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            style={{ animationDelay: `${delay}ms` }}
            className="size-1.5 animate-bounce rounded-full bg-ink-muted/70 motion-reduce:animate-none"
          />
        ))}
      </p>
    </div>
  );
}
