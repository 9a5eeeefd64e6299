import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { SectionIntro } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { faqSection } from "~/content/lead-os";

/** The flagship FAQ (SPEC 2.6): single-open, item 1 open at first; then 'Still have questions? Schedule a call'. */
export function LeadOsFaqSection() {
  const first = faqSection.items[0];
  return (
    <Section tone="light" id="faq" aria-labelledby="faq-title">
      <SectionIntro id="faq-title" eyebrow={faqSection.eyebrow} title={faqSection.title} />
      <FaqAccordion items={faqSection.items} defaultOpenId={first.id} />
      <p className="mt-10 text-center text-ink-muted">
        {faqSection.stillQuestions.prompt}{" "}
        <Link
          to={faqSection.stillQuestions.to}
          className="inline-flex items-center gap-1 rounded-sm font-semibold text-brand-600 underline decoration-brand-600/30 underline-offset-4 hover:decoration-brand-600"
        >
          {faqSection.stillQuestions.linkLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </Section>
  );
}
