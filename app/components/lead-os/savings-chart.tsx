import { Clock } from "lucide-react";
import type { LeadWorkflow } from "~/content/types";
import { keepCompoundsIn } from "~/components/ui/heading";

const ROW_HEIGHT = 72;
const AXIS_HEIGHT = 28;
const BAR_HEIGHT = 18;
const AXIS_STEP = 2;

/**
 * Hours saved per week by each workflow (SPEC 9), as our own horizontal bar chart. The SVG has no viewBox:
 * bar lengths are percentages and text keeps its real size, so it stays crisp and readable at any width.
 * The drawing is hidden from assistive technology; a data table carries the same figures for it.
 */
export function SavingsChart({
  workflows,
  chart,
  total,
}: {
  workflows: readonly LeadWorkflow[];
  chart: { title: string; workflowColumn: string; hoursColumn: string; unit: string };
  /** The total shown under the chart. */
  total: string;
}) {
  const maxHours = Math.max(...workflows.map((w) => w.hoursSaved));
  const scaleMax = Math.ceil((maxHours + 1) / AXIS_STEP) * AXIS_STEP;
  const ticks = Array.from({ length: scaleMax / AXIS_STEP + 1 }, (_, i) => i * AXIS_STEP);
  const pct = (hours: number) => `${(hours / scaleMax) * 100}%`;
  const height = workflows.length * ROW_HEIGHT + AXIS_HEIGHT;
  return (
    <figure data-slot="savings-chart" className="m-0">
      <svg width="100%" height={height} aria-hidden="true" focusable="false" className="block overflow-visible">
        <defs>
          <linearGradient id="savings-bar" x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" className="[stop-color:var(--color-brand-600)]" />
            <stop offset="0.6" className="[stop-color:var(--color-violet-600)]" />
            <stop offset="1" className="[stop-color:var(--color-cyan-500)]" />
          </linearGradient>
        </defs>
        {ticks.map((tick) => (
          <line
            key={tick}
            x1={pct(tick)}
            x2={pct(tick)}
            y1={0}
            y2={height - AXIS_HEIGHT + 4}
            className="stroke-line"
            strokeDasharray={tick === 0 ? undefined : "3 5"}
          />
        ))}
        {workflows.map((workflow, index) => {
          const top = index * ROW_HEIGHT;
          return (
            <g key={workflow.id}>
              <text x="0" y={top + 20} className="fill-ink" fontSize="14" fontWeight="600">
                {workflow.title}
              </text>
              <rect x="0" y={top + 30} width="100%" height={BAR_HEIGHT} rx={BAR_HEIGHT / 2} className="fill-track" />
              <rect
                x="0"
                y={top + 30}
                width={pct(workflow.hoursSaved)}
                height={BAR_HEIGHT}
                rx={BAR_HEIGHT / 2}
                fill="url(#savings-bar)"
              />
              <text
                x={pct(workflow.hoursSaved)}
                dx="10"
                y={top + 44}
                className="fill-brand-700"
                fontSize="14"
                fontWeight="700"
              >
                ~{workflow.hoursSaved} {chart.unit}
              </text>
            </g>
          );
        })}
        {ticks.map((tick, i) => (
          <text
            key={tick}
            x={pct(tick)}
            y={height - 6}
            className="fill-ink-muted"
            fontSize="12"
            textAnchor={i === 0 ? "start" : i === ticks.length - 1 ? "end" : "middle"}
          >
            {tick} {chart.unit}
          </text>
        ))}
      </svg>
      {/* A table takes no `overflow`: its wrapper clips it, or its cells widen the page on a phone. */}
      <div className="sr-only">
        <table>
          <caption>{chart.title}</caption>
          <thead>
            <tr>
              <th scope="col">{chart.workflowColumn}</th>
              <th scope="col">{chart.hoursColumn}</th>
            </tr>
          </thead>
          <tbody>
            {workflows.map((workflow) => (
              <tr key={workflow.id}>
                <th scope="row">{workflow.title}</th>
                <td>{workflow.savingsLabel}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="mt-6 flex items-center gap-3 rounded-lg bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-100">
        <Clock aria-hidden="true" className="size-5 shrink-0" />
        <span>{keepCompoundsIn(total)}</span>
      </figcaption>
    </figure>
  );
}
