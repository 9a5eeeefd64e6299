import { useActionData } from "react-router";
import { AssessmentForm } from "~/components/contact/assessment-form";
import { ContactInfo, ScheduleCard } from "~/components/contact/contact-aside";
import { ContactHeroArt } from "~/components/contact/contact-hero-art";
import { CONTACT_FORM_ID, ContactForm } from "~/components/contact/contact-form";
import { EnquiryConfirmation } from "~/components/contact/enquiry-confirmation";
import { EnquiryOutcome } from "~/components/contact/enquiry-outcome";
import { PageHero } from "~/components/layout/page-hero";
import { Container } from "~/components/ui/section";
import { contactForm, contactIntro } from "~/content/contact";
import { getPage } from "~/content/pages";
import { handleEnquiryAction } from "~/enquiries/action.server";
import type { EnquiryResult } from "~/lib/schemas/enquiry-fields";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

const page = getPage("contact");

export const meta = () => pageMeta(page.id);

/** Contact and assessment enquiries, posted with or without JavaScript (app/enquiries/action.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleEnquiryAction(request, context.services);
}

/**
 * In the browser: whatever goes wrong on the way (network failure, a proxy's HTML error page, an
 * answer that cannot be decoded) becomes a failure result the form shows as a toast, never the
 * error page.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<EnquiryResult> {
  try {
    return await serverAction();
  } catch {
    return { status: "error", reason: "network" };
  }
}

/** The action's headers (Retry-After, Cache-Control) also reach a page answered to a post without JavaScript. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export default function Page() {
  // Set only after a post without JavaScript (a fetcher's result does not reach it).
  const posted = useActionData<typeof action>();
  const assessment = posted?.source === "assessment" && posted.status !== "success" ? posted : undefined;
  const contact = posted?.source !== "assessment" && posted?.status !== "success" ? posted : undefined;
  const values = contact && "values" in contact ? contact.values : undefined;
  const errors = contact?.status === "invalid" ? contact.errors : undefined;
  return (
    <>
      <div className="relative">
        <PageHero
          eyebrow={contactIntro.eyebrow}
          title={page.heading}
          lead={contactIntro.intro}
          bottomSpace="pb-28 md:pb-36"
        />
        <div className="pointer-events-none absolute inset-x-0 top-0 hidden xl:block">
          <div className="container-page flex justify-end pt-10">
            <ContactHeroArt className="w-[23rem] 2xl:w-[27rem]" />
          </div>
        </div>
      </div>
      <div className="bg-subtle pb-20 md:pb-28">
        <Container className="relative z-10 -mt-16 grid gap-6 md:-mt-20">
          {/* After a post without JavaScript: the outcome first, where the page opens. */}
          {posted?.status === "success" ? (
            <EnquiryConfirmation source={posted.source} email={posted.email} autoFocus className="shadow-card" />
          ) : posted ? (
            <EnquiryOutcome result={posted} className="shadow-card" />
          ) : null}
          <div className="grid gap-6 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-8">
            <ContactInfo className="lg:col-span-5 lg:col-start-1 lg:row-start-1 lg:self-start" />
            <div className="grid content-start gap-6 lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1">
              {assessment ? (
                <AssessmentForm
                  id="assessment-retry"
                  values={"values" in assessment ? assessment.values : undefined}
                  errors={assessment.status === "invalid" ? assessment.errors : undefined}
                />
              ) : null}
              <section
                aria-labelledby={`${CONTACT_FORM_ID}-title`}
                className="rounded-xl bg-white p-6 shadow-lift ring-1 ring-line sm:p-10"
              >
                <h2 id={`${CONTACT_FORM_ID}-title`} className="text-2xl font-semibold tracking-tight">
                  {contactForm.title}
                </h2>
                <ContactForm
                  key={posted?.status === "success" ? "sent" : "form"}
                  values={values}
                  errors={errors}
                  // From sm to xl the card reaches the chat launcher's column: its fields end short of it (ADR 051).
                  className="mt-8 sm:max-xl:pr-6"
                />
              </section>
            </div>
            <ScheduleCard className="lg:col-span-5 lg:col-start-1 lg:row-start-2 lg:self-start" />
          </div>
        </Container>
      </div>
    </>
  );
}
