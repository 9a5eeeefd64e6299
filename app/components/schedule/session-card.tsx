import { Check, CircleCheck, Clock } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { type SessionType, scheduleMailtoHref, type sessions, sessionsSection } from "~/content/schedule";
import type { ScheduleSession } from "~/content/types";
import { useHydrated, useLinkAsButton } from "~/lib/hydration";
import { cn } from "~/lib/utils";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/**
 * One consultation type. Its button selects the session (aria-pressed) for the e-mail and call below. Without
 * JavaScript it is the e-mail request for this session itself (a mailto: link); a tap before hydration is held
 * and replayed as a selection (`data-replay`, ADR 031).
 */
export function SessionCard({
  session,
  selected,
  onSelect,
}: {
  session: ScheduleSession & { icon: (typeof sessions)[number]["icon"] };
  selected: boolean;
  onSelect: () => void;
}) {
  const titleId = `session-${session.duration.replace(/\D/g, "")}`;
  const hydrated = useHydrated();
  const activate = useLinkAsButton(onSelect, hydrated);
  return (
    <article
      aria-labelledby={titleId}
      data-selected={selected || undefined}
      className={cn(
        "relative flex h-full flex-col rounded-xl bg-white p-6 transition-[box-shadow] duration-300 md:p-8",
        selected ? "shadow-lift ring-2 ring-brand-600" : "shadow-card ring-1 ring-line",
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-gradient text-white shadow-glow">
          <session.icon aria-hidden="true" className="size-6" />
        </span>
        <div className="flex flex-wrap justify-end gap-2">
          {session.badge ? <Badge variant="solid">{session.badge}</Badge> : null}
          {selected ? (
            <Badge variant="brand">
              <Check aria-hidden="true" className="size-3.5" />
              {sessionsSection.selectedBadge}
            </Badge>
          ) : null}
        </div>
      </div>
      <h3 id={titleId} className="mt-6 text-xl font-semibold tracking-tight md:text-2xl">
        {session.type}
      </h3>
      <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-brand-600">
        <Clock aria-hidden="true" className="size-4" />
        {session.duration}
      </p>
      <p className="mt-4 leading-relaxed text-ink-muted">{keepCompoundsIn(session.description)}</p>
      <ul className="mt-6 flex-1 space-y-3">
        {session.bullets.map((bullet) => (
          <li key={bullet} className="flex gap-3 text-ink">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{keepCompoundsIn(bullet)}</span>
          </li>
        ))}
      </ul>
      <Button asChild variant={selected ? "primary" : "secondary"} size="lg" className="mt-8 w-full max-[359px]:px-4">
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a button (role) once hydrated, when aria-pressed is set */}
        <a
          href={scheduleMailtoHref(session.type as SessionType)}
          data-replay
          {...activate}
          aria-pressed={hydrated ? selected : undefined}
        >
          {selected ? <Check aria-hidden="true" /> : null}
          {session.button}
        </a>
      </Button>
    </article>
  );
}
