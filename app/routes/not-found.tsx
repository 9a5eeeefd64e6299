import { ArrowRight, Mail, Phone } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { Button } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { Section } from "~/components/ui/section";
import { notFoundCards, notFoundContact, notFoundIntro, notFoundPromo } from "~/content/not-found";
import { isFileRequestPath, wasInitialDocument } from "~/lib/not-found";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context?.services?.log.warn({ path }, "page not found");
  return data({ path }, { status: 404 });
}

export const meta = () => buildMeta({ title: notFoundIntro.title, description: notFoundIntro.intro, noindex: true });

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`Page not found: ${pathname}`);
    // A file path reached by client-side navigation is requested for real. The server answers such
    // paths with a plain 404 (never this page), and the initial document is skipped, so it cannot loop.
    if (isFileRequestPath(pathname) && !wasInitialDocument(pathname)) window.location.assign(pathname);
  }, [pathname]);

  return (
    <>
      <PageHero eyebrow="404" title={notFoundIntro.title} lead={notFoundIntro.intro} />
      <Section tone="subtle" className="py-14 md:py-20">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {notFoundCards.map((card) => (
            <li key={card.to}>
              <Link
                to={card.to}
                className="group flex h-full flex-col rounded-lg bg-white p-6 shadow-card ring-1 ring-line transition-shadow hover:shadow-lift"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-md bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                  <card.icon aria-hidden="true" className="size-5" />
                </span>
                <span className="mt-4 text-lg font-semibold">{card.title}</span>
                <span className="mt-1 text-sm text-ink-muted">{card.description}</span>
                <ArrowRight
                  aria-hidden="true"
                  className="mt-auto size-4 pt-0 text-brand-600 transition-transform group-hover:translate-x-1"
                />
              </Link>
            </li>
          ))}
        </ul>

        <div className="mt-10 grid gap-6 rounded-xl bg-navy-900 p-8 text-on-dark md:grid-cols-[1.6fr_1fr] md:items-center md:p-10">
          <div>
            <Badge variant="dark">{notFoundPromo.eyebrow}</Badge>
            <h2 className="mt-4 text-2xl font-bold text-white md:text-3xl">{notFoundPromo.title}</h2>
            <p className="mt-3 text-on-dark-muted">{notFoundPromo.description}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row md:flex-col">
            <Button asChild>
              <Link to={notFoundPromo.cta.to}>{notFoundPromo.cta.label}</Link>
            </Button>
            <Button asChild variant="outline-dark">
              <Link to={notFoundPromo.learnMore.to}>{notFoundPromo.learnMore.label}</Link>
            </Button>
          </div>
        </div>

        <div className="mt-10 text-center">
          <p className="text-ink-muted">{notFoundContact.intro}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Button asChild variant="secondary">
              <a href={notFoundContact.email.href}>
                <Mail aria-hidden="true" />
                {notFoundContact.email.label}
              </a>
            </Button>
            <Button asChild variant="secondary">
              <a href={notFoundContact.phone.href}>
                <Phone aria-hidden="true" />
                {notFoundContact.phone.label}
              </a>
            </Button>
          </div>
        </div>
      </Section>
    </>
  );
}
