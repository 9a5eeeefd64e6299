import { useRef, useState } from "react";
import { SectionIntro } from "~/components/ui/heading";
import { type SessionType, sessions, sessionsSection } from "~/content/schedule";
import { prefersReducedMotion } from "~/lib/motion";
import { ReadyToSchedule } from "./ready-to-schedule";
import { SessionCard } from "./session-card";

/** The two sessions and the contact panel: the chosen session drives the e-mail request. */
export function SchedulePlanner() {
  const [selected, setSelected] = useState<SessionType>(sessions[0].type);
  const panel = useRef<HTMLElement>(null);

  const select = (type: SessionType) => {
    setSelected(type);
    // Bring the next step (Email Us / Call Us) into view when it is below the fold, e.g. on a phone.
    const el = panel.current;
    if (el && el.getBoundingClientRect().bottom > window.innerHeight) {
      el.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "end" });
    }
  };

  return (
    <>
      <SectionIntro id="choose-session" title={sessionsSection.title} lead={sessionsSection.intro} />
      <div className="grid gap-6 md:grid-cols-2 md:gap-8">
        {sessions.map((session) => (
          <SessionCard
            key={session.type}
            session={session}
            selected={session.type === selected}
            onSelect={() => select(session.type)}
          />
        ))}
      </div>
      <ReadyToSchedule ref={panel} type={selected} />
    </>
  );
}
