import { Check, Clock } from "lucide-react";
import { SectionIntro } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { workflowSection } from "~/content/lead-os";
import { SavingsChart } from "./savings-chart";
import { KeepCompounds, keepCompoundsIn } from "~/components/ui/keep-compounds";

/** The four lead workflows (SPEC 2.6) with their weekly savings, and the chart of those savings. */
export function WorkflowOverview() {
  const { chart } = workflowSection;
  return (
    <Section tone="subtle" id="workflows" aria-labelledby="workflows-title">
      <SectionIntro
        id="workflows-title"
        eyebrow={workflowSection.eyebrow}
        title={workflowSection.title}
        lead={workflowSection.intro}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:gap-8">
        <ol className="grid gap-4 sm:grid-cols-2 md:gap-5">
          {workflowSection.items.map((workflow, index) => (
            <Reveal as="li" key={workflow.id} delay={index * 80} className="h-full">
              <article
                data-workflow-id={workflow.id}
                className="flex h-full flex-col rounded-lg bg-white p-6 shadow-card ring-1 ring-line"
              >
                <div className="flex items-center justify-between gap-3">
                  <span className="flex size-11 items-center justify-center rounded-md bg-brand-gradient text-white">
                    <workflow.icon aria-hidden="true" className="size-5" />
                  </span>
                  <span aria-hidden="true" className="text-sm font-semibold tabular-nums text-ink-muted">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                </div>
                <h3 className="mt-5 text-lg font-semibold tracking-tight text-ink">
                  {keepCompoundsIn(workflow.title)}
                </h3>
                <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-muted">
                  {keepCompoundsIn(workflow.description)}
                </p>
                <ul className="mt-4 grid gap-2">
                  {workflow.items.map((item) => (
                    <li key={item} className="flex items-start gap-2 text-sm text-ink-muted">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                      <span>{keepCompoundsIn(item)}</span>
                    </li>
                  ))}
                </ul>
                <p className="mt-auto pt-5">
                  <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-100">
                    <Clock aria-hidden="true" className="size-4" />
                    {workflow.savingsLabel}
                  </span>
                </p>
              </article>
            </Reveal>
          ))}
        </ol>
        <Reveal className="lg:sticky lg:top-32 lg:self-start">
          <div className="rounded-xl bg-white p-6 shadow-card ring-1 ring-line md:p-8">
            <h3 className="text-lg font-semibold tracking-tight text-ink">
              <KeepCompounds text={chart.title} />
            </h3>
            <div className="mt-6 pr-10">
              <SavingsChart workflows={workflowSection.items} chart={chart} total={workflowSection.totalLabel} />
            </div>
          </div>
        </Reveal>
      </div>
    </Section>
  );
}
