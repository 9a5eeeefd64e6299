import { ArrowRight, CalendarClock, Check } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { contactInfo, contactPromises, contactScheduleLink } from "~/content/contact";
import { cn } from "~/lib/utils";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/** E-mail, phone and location from the site config (SPEC 2.9). */
export function ContactInfo({ className }: { className?: string }) {
  const items = [contactInfo.email, contactInfo.phone, contactInfo.location];
  return (
    <section
      aria-labelledby="contact-info-title"
      className={cn("rounded-xl bg-white p-6 shadow-card ring-1 ring-line sm:p-8", className)}
    >
      <h2 id="contact-info-title" className="text-lg font-semibold tracking-tight">
        {contactInfo.title}
      </h2>
      <ul className="mt-6 grid gap-5">
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.label} className="flex items-start gap-4">
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100"
              >
                <Icon className="size-5" />
              </span>
              <div className="min-w-0 pt-0.5">
                <p className="text-xs font-semibold uppercase tracking-[0.12em] text-ink-muted">
                  {keepCompoundsIn(item.label)}
                </p>
                {"href" in item ? (
                  <a
                    href={item.href}
                    className="mt-1 block break-words font-medium text-ink underline-offset-4 hover:text-brand-600 hover:underline"
                  >
                    {item.value}
                  </a>
                ) : (
                  <p className="mt-1 font-medium text-ink">{keepCompoundsIn(item.value)}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The dark card with the promises and 'Schedule Your Free Consultation' (→ /schedule). */
export function ScheduleCard({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="contact-schedule-title"
      data-tone="dark"
      className={cn(
        "relative isolate overflow-hidden rounded-xl bg-navy-900 p-6 text-on-dark shadow-lift sm:p-8",
        className,
      )}
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
      <h2 id="contact-schedule-title" className="mt-5 text-lg font-semibold tracking-tight text-white">
        {contactScheduleLink.intro}
      </h2>
      <ul className="mt-4 grid gap-3 text-sm text-on-dark-muted">
        {contactPromises.map((promise) => (
          <li key={promise} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cyan-300" />
            <span>{keepCompoundsIn(promise)}</span>
          </li>
        ))}
      </ul>
      <Button asChild size="lg" className="mt-7 w-full">
        <Link to={contactScheduleLink.to}>
          {contactScheduleLink.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
