import { FaqAccordion } from "~/components/sections/faq-accordion";
import { SectionIntro } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { faqSection } from "~/content/home";

/** FAQ at #faq: 5 items, none open at first, one open at a time (native <details name>). */
export function HomeFaq() {
  return (
    <Section id={faqSection.id} tone="subtle" aria-labelledby="home-faq-title">
      <SectionIntro id="home-faq-title" eyebrow={faqSection.eyebrow} title={faqSection.title} />
      <FaqAccordion items={faqSection.items} />
    </Section>
  );
}
