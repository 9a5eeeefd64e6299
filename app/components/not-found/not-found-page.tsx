import { ArrowRight, Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { notFoundCards, notFoundContact, notFoundIntro, notFoundPromo } from "~/content/not-found";
import { keepCompoundsIn } from "~/components/ui/heading";

/**
 * The Page Not Found page's content (SPEC 2.12): cards to Home, Services, Schedule and Contact, the Lead OS
 * promo, e-mail and phone. The not-found route shows it; so do the content routes for a path that has no
 * content (rendered to HTML on the server).
 */
export function NotFoundPage() {
  return (
    <>
      <PageHero eyebrow="404" title={notFoundIntro.title} lead={notFoundIntro.intro} />
      <Section tone="subtle" padding="py-14 md:py-20">
        {/* The cards take the full width; the chat button steps aside while one lies under its corner, or, without
            JavaScript, while the list is in view (ADR 051), as the article cards of /resources do. */}
        <ul data-launcher-steps-aside className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {notFoundCards.map((card) => (
            <li key={card.to}>
              <Link
                to={card.to}
                className="group flex h-full flex-col rounded-lg bg-white p-6 shadow-card ring-1 ring-line transition-shadow hover:shadow-lift"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-md bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                  <card.icon aria-hidden="true" className="size-5" />
                </span>
                <span className="mt-4 text-lg font-semibold">{keepCompoundsIn(card.title)}</span>
                <span className="mt-1 text-sm text-ink-muted">{keepCompoundsIn(card.description)}</span>
                {/* At the card's foot, and always a line's space below the longest description. */}
                <span aria-hidden="true" className="mt-auto pt-4">
                  <ArrowRight className="size-4 text-brand-600 transition-transform group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          ))}
        </ul>

        <div className="mt-10 grid gap-6 rounded-xl bg-navy-900 p-8 text-on-dark md:grid-cols-[1.6fr_1fr] md:items-center md:p-10">
          <div>
            <Badge variant="dark">{notFoundPromo.eyebrow}</Badge>
            <h2 className="mt-4 text-2xl font-bold text-white md:text-3xl">{keepCompoundsIn(notFoundPromo.title)}</h2>
            <p className="mt-3 text-on-dark-muted">{keepCompoundsIn(notFoundPromo.description)}</p>
          </div>
          {/* Short of the chat button's column until 85 rem, like the cards above (ADR 051). */}
          <div className="flex flex-col gap-3 sm:flex-row md:flex-col md:max-[85rem]:mr-4">
            <Button asChild>
              <Link to={notFoundPromo.cta.to}>{notFoundPromo.cta.label}</Link>
            </Button>
            <Button asChild variant="outline-dark">
              <Link to={notFoundPromo.learnMore.to}>{notFoundPromo.learnMore.label}</Link>
            </Button>
          </div>
        </div>

        <div className="mt-10 text-center">
          <p className="text-ink-muted">{keepCompoundsIn(notFoundContact.intro)}</p>
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
