import { Mail, Phone } from "lucide-react";
import type { Ref } from "react";
import { readyToSchedule, type SessionType, scheduleMailtoHref, scheduleToasts } from "~/content/schedule";
import { site } from "~/content/site";
import { trackEvent } from "~/lib/analytics";
import { notify } from "~/lib/toast";
import { keepCompoundsIn } from "~/components/ui/heading";

type ContactMethod = "email" | "phone";

/** Email Us and Call Us for the selected session: a real mailto:/tel: link, a toast and an analytics event. */
export function ReadyToSchedule({ type, ref }: { type: SessionType; ref?: Ref<HTMLElement> }) {
  const chose = (method: ContactMethod) => {
    const toast = scheduleToasts[method];
    if (method === "email") void notify.success(toast.title, toast.description);
    else void notify.info(toast.title, toast.description);
    trackEvent("schedule_consultation", { consultation_type: type, contact_method: method });
  };
  const tile =
    "group flex items-center gap-4 rounded-lg p-5 ring-1 transition-[background-color,box-shadow,transform] duration-200 hover:-translate-y-0.5";
  return (
    <section
      ref={ref}
      aria-labelledby="ready-to-schedule"
      data-tone="dark"
      className="relative isolate mt-10 scroll-mt-28 overflow-hidden rounded-xl bg-navy-900 p-6 text-on-dark shadow-lift md:mt-12 md:p-10"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_18rem_at_0%_0%,--alpha(var(--color-brand-500)/40%),transparent_65%),radial-gradient(30rem_16rem_at_100%_100%,--alpha(var(--color-cyan-400)/18%),transparent_65%)]"
      />
      <div className="grid items-center gap-8 lg:grid-cols-[1.1fr_1fr] lg:gap-12">
        <div>
          <h2 id="ready-to-schedule" className="text-3xl font-bold tracking-tight text-balance text-white md:text-4xl">
            {readyToSchedule.title}
          </h2>
          <p className="mt-3 text-lg text-pretty text-on-dark-muted">{keepCompoundsIn(readyToSchedule.intro)}</p>
          <p
            aria-live="polite"
            className="mt-6 inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-white/5 px-4 py-3 ring-1 ring-white/10"
          >
            <span className="text-sm text-on-dark-muted">{readyToSchedule.selectedLabel}:</span>
            <strong className="font-semibold text-white">{type}</strong>
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <a
            href={scheduleMailtoHref(type)}
            onClick={() => chose("email")}
            className={`${tile} bg-brand-gradient text-white shadow-glow ring-white/10 hover:brightness-110`}
          >
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-white/15">
              <Mail aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold">{keepCompoundsIn(readyToSchedule.emailLabel)}</span>
              <span className="block truncate text-sm text-white/85">{keepCompoundsIn(site.email)}</span>
            </span>
          </a>
          <a
            href={site.phoneHref}
            onClick={() => chose("phone")}
            className={`${tile} bg-white/5 text-white ring-white/20 hover:bg-white/10`}
          >
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-white/10 text-cyan-300">
              <Phone aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold">{keepCompoundsIn(readyToSchedule.phoneLabel)}</span>
              <span className="block text-sm text-on-dark-muted">{keepCompoundsIn(site.phone)}</span>
            </span>
          </a>
        </div>
      </div>
    </section>
  );
}
