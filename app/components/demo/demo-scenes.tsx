/**
 * The six frames of the walkthrough, as HTML in the product's dark look (styled by demo.css). Each lays itself
 * out for the width of its stage (container queries: a phone's square frame shows the essentials, a wide one
 * the whole screen). They are pictures: the stage hides them from assistive technology and gives each step's
 * text instead.
 */
import {
  BookOpen,
  Building2,
  CalendarCheck,
  Check,
  CircleCheck,
  Clock,
  FileText,
  Globe,
  Mail,
  MessageCircle,
  Send,
  Sparkles,
  TrendingUp,
} from "lucide-react";
import type { ReactNode } from "react";
import { type DemoStepId, demoFigures, demoFrames, demoStory } from "~/content/demo";
import { Avatar, classes, enter, IconDot, Panel, PanelLabel, Pill } from "./scene-kit";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

type SceneProps = { still: boolean };

const { lead } = demoStory;

function Toast({ children }: { children: ReactNode }) {
  return (
    <p className="demo-toast">
      <CircleCheck aria-hidden="true" />
      {children}
    </p>
  );
}

function EnquiryScene({ still }: SceneProps) {
  const f = demoFrames.enquiry;
  const channelIcons = [Globe, Mail, MessageCircle];
  return (
    <div className="demo-scene-enquiry">
      <div className="demo-headline">
        <p className="demo-title">{keepCompoundsIn(f.heading)}</p>
        <div className="demo-channels">
          {f.channels.map((channel, index) => {
            const Icon = channelIcons[index] ?? Globe;
            return (
              <Pill key={channel} tone={index === 0 ? "cyan" : "neutral"} {...enter("fade", 0.2 + index * 0.15)}>
                <Icon aria-hidden="true" />
                {channel}
              </Pill>
            );
          })}
        </div>
      </div>
      <div className="demo-enquiry" {...enter("drop", 0.8)}>
        <div className="demo-person">
          <Avatar initials={lead.initials} />
          <div className="demo-person-text">
            <p className="demo-person-name">
              <span className="demo-fit">{keepCompoundsIn(lead.name)}</span>
              <Pill tone="cyan">{f.newLabel}</Pill>
              <span className="demo-time">{keepCompoundsIn(demoStory.receivedAt)}</span>
            </p>
            <p className="demo-muted demo-fit">
              {lead.role}, {lead.company}
            </p>
          </div>
        </div>
        <p className="demo-message">{keepCompoundsIn(lead.message)}</p>
        <p className="demo-source">
          <Globe aria-hidden="true" />
          <span className="demo-fit">
            {f.channels[0]} · {lead.email}
          </span>
        </p>
      </div>
      <ul className="demo-earlier">
        {f.earlier.map((item, index) => {
          const Icon = index === 0 ? Mail : MessageCircle;
          return (
            <li key={item.text} {...enter("rise", 0.3 + index * 0.1)}>
              <Icon aria-hidden="true" />
              <span className="demo-muted">{keepCompoundsIn(item.channel)}</span>
              <span className="demo-fit">{keepCompoundsIn(item.text)}</span>
              <Pill tone="green">
                <Check aria-hidden="true" />
                {item.status}
              </Pill>
            </li>
          );
        })}
      </ul>
      {still ? null : (
        <div className="demo-toast-corner" {...enter("rise", 2.4)}>
          <Toast>{f.toast}</Toast>
        </div>
      )}
    </div>
  );
}

function ScoreGauge({ score, max }: { score: number; max: number }) {
  const radius = 30;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className="demo-gauge">
      <svg viewBox="0 0 72 72" aria-hidden="true">
        <defs>
          <linearGradient id="demo-score" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" className="[stop-color:var(--color-brand-500)]" />
            <stop offset="0.55" className="[stop-color:var(--color-violet-500)]" />
            <stop offset="1" className="[stop-color:var(--color-cyan-400)]" />
          </linearGradient>
        </defs>
        <circle cx="36" cy="36" r={radius} fill="none" className="stroke-white/10" strokeWidth="7" />
        <circle
          cx="36"
          cy="36"
          r={radius}
          fill="none"
          stroke="url(#demo-score)"
          strokeWidth="7"
          strokeLinecap="round"
          strokeDasharray={`${(circumference * score) / max} ${circumference}`}
        />
      </svg>
      <span className="demo-gauge-value">
        <strong>{score}</strong>
        <span>/ {max}</span>
      </span>
    </div>
  );
}

function QualifyScene(_: SceneProps) {
  const f = demoFrames.qualify;
  return (
    <div className="demo-scene-qualify">
      <Panel className="demo-fields">
        <PanelLabel>
          <Sparkles aria-hidden="true" />
          {f.fieldsHeading}
        </PanelLabel>
        <ul>
          {f.fields.map((field, index) => (
            <li key={field.label} {...enter("rise", 0.4 + index * 0.45)}>
              <span className="demo-check">
                <Check aria-hidden="true" strokeWidth={3} />
              </span>
              <span className="demo-muted">{keepCompoundsIn(field.label)}</span>
              <span className="demo-field-value">{keepCompoundsIn(field.value)}</span>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel className="demo-score">
        <div className="demo-score-head">
          <div {...enter("pop", 3.2)}>
            <ScoreGauge score={f.score} max={f.scoreMax} />
          </div>
          <div className="demo-person-text">
            <PanelLabel>{f.scoreHeading}</PanelLabel>
            <p className="demo-strong">
              {lead.name}, {lead.company}
            </p>
            <Pill tone="amber" {...enter("pop", 3.8)}>
              {f.verdict}
            </Pill>
          </div>
        </div>
        <div className="demo-reasons">
          <PanelLabel>{f.whyHeading}</PanelLabel>
          <ul>
            {f.reasons.map((reason, index) => (
              <li key={reason} {...enter("rise", 4.4 + index * 0.35)}>
                <TrendingUp aria-hidden="true" />
                <span className="demo-fit">{reason}</span>
              </li>
            ))}
          </ul>
        </div>
      </Panel>
    </div>
  );
}

/** An e-mail paragraph with its `[highlighted]` words marked. */
function Marked({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/(\[[^\]]*\])/)
        .map((part, index) => (part.startsWith("[") ? <mark key={index}>{part.slice(1, -1)}</mark> : part))}
    </>
  );
}

function ReplyScene({ still }: SceneProps) {
  const f = demoFrames.reply;
  const sendAt = 8.6;
  return (
    <div className="demo-scene-reply">
      <Panel className="demo-mail">
        <div className="demo-mail-head">
          <p className="demo-fit">
            <span className="demo-muted">{f.toLabel}: </span>
            {lead.email}
          </p>
          <p className="demo-fit">
            <span className="demo-muted">{f.subjectLabel}: </span>
            <strong>{keepCompoundsIn(f.subject)}</strong>
          </p>
        </div>
        <div className="demo-mail-body">
          <p {...enter("rise", 0.5)}>
            <Marked text={f.greeting} />
          </p>
          {f.body.map((paragraph, index) => (
            <p key={paragraph} {...enter("rise", 1.6 + index * 1.6)}>
              <Marked text={paragraph} />
            </p>
          ))}
          <p className="demo-muted" {...enter("rise", 4.6)}>
            {f.signOff[0]} {f.signOff[1]}
          </p>
        </div>
        <div className="demo-mail-foot">
          <Pill tone="violet" {...enter("fade", 5.4)}>
            <Sparkles aria-hidden="true" />
            {f.draftedBy}
          </Pill>
          <span className="demo-send">
            {still ? null : (
              <span className="demo-send-button" {...enter("leave", sendAt)}>
                <Send aria-hidden="true" />
                {f.send}
              </span>
            )}
            <Pill tone="green" {...enter("pop", sendAt + 0.3)}>
              <CircleCheck aria-hidden="true" />
              {f.sent}
            </Pill>
          </span>
        </div>
      </Panel>
      <Panel className="demo-timeline">
        <PanelLabel>{f.timelineHeading}</PanelLabel>
        <ol>
          {f.timeline.map((entry, index) => (
            <li
              key={entry.text}
              data-done={index === 2 || undefined}
              {...enter("rise", index === 2 ? sendAt + 0.3 : 0.2 + index * 0.6)}
            >
              <span className="demo-muted">{keepCompoundsIn(entry.time)}</span>
              <span className="demo-strong">{keepCompoundsIn(entry.text)}</span>
            </li>
          ))}
        </ol>
        <div className="demo-response" {...enter("pop", sendAt + 0.8)}>
          <strong>{keepCompoundsIn(demoFigures.firstResponse)}</strong>
          <span>{keepCompoundsIn(f.responseLabel)}</span>
        </div>
      </Panel>
    </div>
  );
}

function EnrichScene(_: SceneProps) {
  const f = demoFrames.enrich;
  return (
    <div className="demo-scene-enrich">
      <Panel className="demo-company">
        <div className="demo-person">
          <span className="demo-logo">{keepCompoundsIn(f.companyInitials)}</span>
          <div className="demo-person-text">
            <p className="demo-strong demo-fit">{keepCompoundsIn(lead.company)}</p>
            <p className="demo-muted demo-fit">{keepCompoundsIn(lead.website)}</p>
          </div>
          <Pill tone="cyan" {...enter("pop", 0.4)}>
            <Sparkles aria-hidden="true" />
            {f.enrichedLabel}
          </Pill>
        </div>
        <dl>
          {f.fields.map((field, index) => (
            <div key={field.label} {...enter("rise", 0.8 + index * 0.5)}>
              <dt className="demo-muted">{keepCompoundsIn(field.label)}</dt>
              <dd className="demo-fit">{keepCompoundsIn(field.value)}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel className="demo-pipeline">
        <PanelLabel>{f.pipelineHeading}</PanelLabel>
        <div className="demo-columns">
          {f.stages.map((stage, index) => (
            <div key={stage} className="demo-column">
              <p className="demo-muted demo-fit">{stage}</p>
              {index === 1 ? (
                <div className="demo-card" {...enter("shift", 3.4)}>
                  <p className="demo-person">
                    <Avatar initials={lead.initials} small />
                    <span className="demo-fit">{keepCompoundsIn(lead.firstName)}</span>
                  </p>
                  <p className="demo-card-foot">
                    <span className="demo-muted demo-fit">{keepCompoundsIn(lead.company)}</span>
                    <Pill tone="amber">{f.cardScore}</Pill>
                  </p>
                </div>
              ) : null}
              {Array.from({ length: index === 1 ? 1 : 3 - (index % 2) }, (_, card) => (
                <div key={card} className="demo-card-placeholder">
                  <span />
                  <span />
                </div>
              ))}
            </div>
          ))}
        </div>
      </Panel>
    </div>
  );
}

/** Calendar cells taken by other meetings: `day-hour` indexes. */
const BUSY = new Set(["0-0", "2-2", "4-1", "1-3"]);
const EVENT = { day: 3, hour: 1 };

function BookScene({ still }: SceneProps) {
  const f = demoFrames.book;
  const nurtureIcons = [BookOpen, FileText, CalendarCheck];
  return (
    <div className="demo-scene-book">
      <Panel className="demo-calendar">
        <PanelLabel>{f.calendarHeading}</PanelLabel>
        <div className="demo-week">
          <span />
          {f.days.map((day, index) => (
            <span
              key={day}
              className="demo-day"
              data-early={index < 2 || undefined}
              data-today={index === EVENT.day || undefined}
            >
              {day}
            </span>
          ))}
          {f.hours.map((hour, row) => (
            <div key={hour} className="demo-week-row">
              <span className="demo-hour">{hour}</span>
              {f.days.map((day, column) => (
                <div key={day} className="demo-slot" data-early={column < 2 || undefined}>
                  {BUSY.has(`${column}-${row}`) ? <span className="demo-busy">{keepCompoundsIn(f.busy)}</span> : null}
                  {column === EVENT.day && row === EVENT.hour ? (
                    <span className="demo-event" {...enter("pop", 1.2)}>
                      <span className="demo-fit">{keepCompoundsIn(lead.name)}</span>
                      <span className="demo-fit">{f.hours[EVENT.hour]}</span>
                    </span>
                  ) : null}
                </div>
              ))}
            </div>
          ))}
        </div>
        <div className="demo-booking" {...enter("rise", 2.2)}>
          <CalendarCheck aria-hidden="true" />
          <div className="demo-person-text">
            <p className="demo-strong demo-fit">{keepCompoundsIn(f.event.title)}</p>
            <p className="demo-muted demo-fit">
              {f.event.time} · {f.event.note}
            </p>
          </div>
        </div>
        {still ? null : (
          <div className="demo-toast-top" {...enter("drop", 1.4)}>
            <Toast>{f.bookedToast}</Toast>
          </div>
        )}
      </Panel>
      <Panel className="demo-nurture">
        <PanelLabel>{f.nurtureHeading}</PanelLabel>
        <Pill tone="violet" {...enter("pop", 5)}>
          <Clock aria-hidden="true" />
          {f.nurtureStatus}
        </Pill>
        <ol>
          {f.nurture.map((touch, index) => {
            const Icon = nurtureIcons[index] ?? BookOpen;
            return (
              <li key={touch.day} {...enter("rise", 5.6 + index * 0.6)}>
                <IconDot tone={index === 2 ? "green" : "violet"}>
                  <Icon aria-hidden="true" />
                </IconDot>
                <span className="demo-person-text">
                  <span className="demo-muted">{keepCompoundsIn(touch.day)}</span>
                  <span className="demo-strong demo-fit">{keepCompoundsIn(touch.text)}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </Panel>
    </div>
  );
}

function DashboardScene(_: SceneProps) {
  const f = demoFrames.dashboard;
  const most = Math.max(...demoFigures.workflows.map((workflow) => workflow.hours));
  const tiles = [
    { label: f.hoursLabel, value: f.hoursValue },
    { label: f.responseLabel, value: demoFigures.firstResponse },
    { label: f.meetingsLabel, value: demoFigures.meetingsBooked },
    { label: f.leadsLabel, value: demoFigures.leadsPerWeek },
  ];
  return (
    <div className="demo-scene-dashboard">
      <div className="demo-tiles">
        {tiles.map((tile, index) => (
          <div
            key={tile.label}
            className="demo-tile"
            data-accent={index === 0 || undefined}
            {...enter("pop", 0.3 + index * 0.35)}
          >
            <p>{keepCompoundsIn(tile.label)}</p>
            <strong>{keepCompoundsIn(tile.value)}</strong>
          </div>
        ))}
      </div>
      <div className="demo-dashboard-row">
        <Panel className="demo-bars">
          <PanelLabel>{f.byWorkflowHeading}</PanelLabel>
          <ul>
            {demoFigures.workflows.map((workflow, index) => (
              <li key={workflow.id}>
                <span className="demo-fit">{keepCompoundsIn(workflow.title)}</span>
                <span className="demo-meter">
                  <span {...enter("grow-x", 1.8 + index * 0.4, { width: `${(workflow.hours / most) * 100}%` })} />
                </span>
                <strong>
                  ~{workflow.hours} {f.hoursUnit}
                </strong>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel className="demo-activity">
          <PanelLabel>{f.activityHeading}</PanelLabel>
          <div className="demo-person" {...enter("rise", 3.8)}>
            <IconDot tone="green">
              <CalendarCheck aria-hidden="true" />
            </IconDot>
            <div className="demo-person-text">
              <p className="demo-strong">{keepCompoundsIn(f.activity)}</p>
              <p className="demo-muted">{keepCompoundsIn(f.activityTime)}</p>
            </div>
          </div>
          <p className={classes("demo-muted", "demo-business")} {...enter("fade", 4.4)}>
            <Building2 aria-hidden="true" />
            {demoStory.business.name}
          </p>
        </Panel>
      </div>
    </div>
  );
}

export const scenes: Record<DemoStepId, (props: SceneProps) => ReactNode> = {
  enquiry: EnquiryScene,
  qualify: QualifyScene,
  reply: ReplyScene,
  enrich: EnrichScene,
  book: BookScene,
  dashboard: DashboardScene,
};
