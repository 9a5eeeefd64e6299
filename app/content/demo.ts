/**
 * The product walkthrough behind 'Watch Demo (2 min)' (DESIGN 3, ADR 029): one enquiry becoming a booked
 * meeting in AIVA Lead OS, in six narrated steps. Shown in the home page's demo dialog and on /demo.
 *
 * The people, companies and messages are illustrative (the site's own example names; e-mail on a reserved
 * .example domain). Every figure that is a claim comes from SPEC 9, through the flagship's content.
 */
import { assessmentForm } from "./assessment-form";
import { figures } from "./figures";
import { formatRange, WORD_JOINER } from "./format-figures";
import { leadOsStats, leadWorkflows } from "./lead-os";
import { site } from "./site";
import type { ClosingCta, Cta, InternalPath, SectionHeading, Six } from "./types";

export type DemoStepId = "enquiry" | "qualify" | "reply" | "enrich" | "book" | "dashboard";

export interface DemoStep {
  id: DemoStepId;
  /** Short name on the progress bar's step marker. */
  label: string;
  title: string;
  /** What happens, read as the step plays. */
  caption: string;
  /** What it saves the visitor's team. */
  saves: string;
  /** Everything the frame shows, in words: the step's text equivalent. */
  description: string;
  /** How long the step plays, in milliseconds. */
  durationMs: number;
}

const stat = (label: (typeof leadOsStats)[number]["label"]) => {
  const found = leadOsStats.find((item) => item.label === label);
  if (!found) throw new Error(`No flagship statistic "${label}"`);
  return found.value;
};

const hoursOf = (id: (typeof leadWorkflows)[number]["id"]) => {
  const found = leadWorkflows.find((workflow) => workflow.id === id);
  if (!found) throw new Error(`No lead workflow "${id}"`);
  return found.hoursSaved;
};

const hoursPerWeek = leadWorkflows.reduce((sum, workflow) => sum + workflow.hoursSaved, 0);

/** SPEC 9 figures the walkthrough shows. */
export const demoFigures = {
  firstResponse: stat("To first response"),
  meetingsBooked: stat("Meetings booked"),
  leadsPerWeek: stat("Leads captured per week"),
  hoursPerWeek,
  workflows: leadWorkflows.map((workflow) => ({ id: workflow.id, title: workflow.title, hours: workflow.hoursSaved })),
} as const;

/** The illustrative story: who writes in, to whom, and when. */
export const demoStory = {
  business: { name: "Quillmark Consulting", owner: "Marcus Lee", ownerFirstName: "Marcus" },
  lead: {
    name: "Nora Quinn",
    firstName: "Nora",
    initials: "NQ",
    role: "Head of Operations",
    company: "Ironvale Finance",
    email: "nora.quinn@ironvale.example",
    website: "ironvale.example",
    message:
      "Our month-end reporting still takes a week of manual work. Can you help us automate it? Budget is approved and we'd like to start this quarter.",
  },
  receivedAt: "9:41 PM",
  repliedAt: "9:43 PM",
} as const;

const { lead, business } = demoStory;

/** Text of an e-mail paragraph without its `[highlight]` marks. */
export function plainText(marked: string): string {
  return marked.replace(/\[([^\]]*)\]/g, "$1");
}

/** Everything the six frames show, in order. `[…]` marks the words of a reply taken from the enquiry. */
export const demoFrames = {
  live: "Live",
  enquiry: {
    heading: "Inbox",
    channels: ["Website form", "E-mail", "Chat"],
    newLabel: "New",
    earlier: [
      { channel: "E-mail", text: "Do you work with firms outside the US?", status: "Answered" },
      { channel: "Chat", text: "What does onboarding involve?", status: "Answered" },
    ],
    toast: "New lead captured",
  },
  qualify: {
    fieldsHeading: "Fields read",
    fields: [
      { label: "Name", value: `${lead.name}, ${lead.role}` },
      { label: "Work e-mail", value: "On the company's domain" },
      { label: "Company", value: lead.company },
      { label: "Need", value: "Automate month-end reporting" },
      { label: "Budget", value: "Approved" },
      { label: "Timeline", value: "This quarter" },
    ],
    scoreHeading: "Lead score",
    score: 86,
    scoreMax: 100,
    verdict: "Hot: reply now",
    whyHeading: "Why",
    reasons: ["Budget approved", "Need matches your services", "Starts this quarter", "Company e-mail domain"],
  },
  reply: {
    toLabel: "To",
    subjectLabel: "Subject",
    subject: `Automating month-end reporting at ${lead.company}`,
    greeting: `Hi [${lead.firstName}], thanks for reaching out.`,
    body: [
      "A week of manual [month-end work] is exactly what we help finance teams automate, with the tools you already use.",
      `As your [budget is approved] and you'd like to start [this quarter], a ${figures.sessions.discovery}-minute call is the quickest next step: pick a time that suits you with the link below.`,
    ],
    bookLabel: "Pick a time",
    signOff: ["Best,", `${business.owner}, ${business.name}`],
    draftedBy: `Drafted by AI in ${business.ownerFirstName}'s voice`,
    send: "Send",
    sent: `Sent ${demoStory.repliedAt}`,
    timelineHeading: "Timeline",
    timeline: [
      { time: demoStory.receivedAt, text: "Enquiry received" },
      { time: "9:42 PM", text: "Scored 86: hot" },
      { time: demoStory.repliedAt, text: "Personal reply sent" },
    ],
    responseLabel: "to first response",
  },
  enrich: {
    companyInitials: "IF",
    enrichedLabel: "Enriched",
    fields: [
      { label: "Industry", value: "Financial services" },
      { label: "Company size", value: formatRange({ min: 51, max: 200 }, "employees") },
      { label: "Website", value: lead.website },
      { label: "Contact", value: `${lead.name}, ${lead.role}` },
      { label: "Lead score", value: "86, hot" },
    ],
    pipelineHeading: "CRM pipeline",
    stages: ["New", "Qualified", "Meeting booked", "Won"],
    cardScore: "86",
  },
  book: {
    calendarHeading: "This week",
    days: ["Mon", "Tue", "Wed", "Thu", "Fri"],
    hours: ["9:00", "10:00", "11:00", "12:00"],
    busy: "Busy",
    event: {
      title: `Intro call: ${lead.name}`,
      time: `Thu 10:00${WORD_JOINER}–${WORD_JOINER}10:30`,
      note: "Brief attached: enquiry, score, company",
    },
    bookedToast: "Meeting booked",
    nurtureHeading: "Nurture: not ready yet",
    nurtureStatus: "Sequence started",
    nurture: [
      { day: "Day 1", text: "A practical guide" },
      { day: "Day 4", text: "A client story" },
      { day: "Day 10", text: "Check-in with a booking link" },
    ],
  },
  dashboard: {
    heading: "This week",
    hoursLabel: "Hours saved this week",
    hoursValue: `~${demoFigures.hoursPerWeek} h`,
    responseLabel: "First response",
    meetingsLabel: "Meetings booked",
    leadsLabel: "Leads captured per week",
    byWorkflowHeading: "Hours saved by workflow",
    hoursUnit: "h",
    activityHeading: "Latest activity",
    activity: `Meeting booked with ${lead.name}, ${lead.company}`,
    activityTime: "Just now",
  },
} as const;

const { enquiry, qualify, reply, enrich, book, dashboard } = demoFrames;
const listed = (items: readonly string[]) => `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
const pairs = (items: readonly { label: string; value: string }[]) =>
  items.map((item) => `${item.label}: ${item.value}`).join("; ");

export const demoSteps = [
  {
    id: "enquiry",
    label: "New enquiry",
    title: "A new enquiry arrives",
    caption: `${lead.firstName} fills in your website form at ${demoStory.receivedAt}, long after the office has closed. Lead OS captures it the moment it lands, in one inbox with everything that comes in by e-mail and chat.`,
    saves: `Lead Capture saves about ${hoursOf("capture")} hours a week of checking inboxes and copying details.`,
    description: `The Lead OS inbox, fed by three channels: ${listed(enquiry.channels)}. A new website-form enquiry arrives at ${demoStory.receivedAt} from ${lead.name}, ${lead.role} at ${lead.company}: "${lead.message}" Two earlier enquiries are already answered: by e-mail, "${enquiry.earlier[0].text}", and from the chat, "${enquiry.earlier[1].text}".`,
    durationMs: 14_000,
  },
  {
    id: "qualify",
    label: "AI scoring",
    title: "The AI qualifies and scores it",
    caption: `The AI reads the name, work e-mail, company and message, picks out the need, the budget and the timeline, and scores the lead ${qualify.score} out of ${qualify.scoreMax}: a hot lead worth a reply right now.`,
    saves: "No one has to read and sort every enquiry by hand to find the ones worth a call.",
    description: `A scoring panel lists the fields the AI read. ${pairs(qualify.fields)}. A gauge shows a lead score of ${qualify.score} out of ${qualify.scoreMax}, marked "${qualify.verdict}". Why: ${listed(qualify.reasons)}.`,
    durationMs: 15_000,
  },
  {
    id: "reply",
    label: "First reply",
    title: "A personal first reply, sent in minutes",
    caption: `Lead OS drafts a reply that answers ${lead.firstName}'s actual question in ${business.ownerFirstName}'s voice, offers a call, and sends it at ${demoStory.repliedAt}: ${demoFigures.firstResponse} after the enquiry, not the next morning.`,
    saves: `First response in ${demoFigures.firstResponse}, while the lead is still thinking about you, with no one on call at night.`,
    description: `An e-mail to ${lead.email}, subject "${reply.subject}". It reads: "${[reply.greeting, ...reply.body, reply.signOff.join(" ")].map(plainText).join(" ")}" The details taken from ${lead.firstName}'s enquiry are highlighted, and a note says "${reply.draftedBy}". Status: ${reply.sent}, ${demoFigures.firstResponse} ${reply.responseLabel}.`,
    durationMs: 17_000,
  },
  {
    id: "enrich",
    label: "CRM",
    title: "Enriched and in your CRM",
    caption:
      "Enrichment adds what the form didn't ask: industry, company size, website and the contact's role. The complete record lands in your CRM pipeline as a qualified lead, without anyone copying and pasting.",
    saves: `Lead Enrichment saves about ${hoursOf("enrichment")} hours a week of research and data entry.`,
    description: `The company card of ${lead.company} fills in. ${pairs(enrich.fields)}. Beside it, the CRM pipeline with the stages ${listed(enrich.stages)}: ${lead.firstName}'s card moves from ${enrich.stages[0]} to ${enrich.stages[1]}.`,
    durationMs: 15_000,
  },
  {
    id: "book",
    label: "Meeting booked",
    title: "A meeting is booked, and nurture starts for the rest",
    caption: `${lead.firstName} picks Thursday at 10:00 from the booking link, and the call lands in ${business.ownerFirstName}'s calendar with the whole brief attached. Leads that aren't ready yet start a nurture sequence instead of going cold.`,
    saves: `Lead Nurture saves about ${hoursOf("nurture")} hours a week of follow-ups and back-and-forth over times.`,
    description: `The week's calendar gets a new event, "${book.event.title}", ${book.event.time}. ${book.event.note}. Beside it, the nurture sequence for leads who are not ready to talk yet: ${book.nurture.map((touch) => `${touch.day}, ${touch.text.toLowerCase()}`).join("; ")}.`,
    durationMs: 16_000,
  },
  {
    id: "dashboard",
    label: "Dashboard",
    title: "Your dashboard shows the time you got back",
    caption:
      "Every step updates the dashboard: hours saved this week, time to first response and meetings booked, so you always know what the lead engine is doing for you.",
    saves: `About ${hoursPerWeek} hours back every week: capture ${hoursOf("capture")}, generation ${hoursOf("generation")}, enrichment ${hoursOf("enrichment")} and nurture ${hoursOf("nurture")}.`,
    description: `The Lead OS dashboard. ${dashboard.hoursLabel}: about ${hoursPerWeek}, of which ${listed(demoFigures.workflows.map((workflow) => `${workflow.title} about ${workflow.hours}`))}. ${dashboard.responseLabel}: ${demoFigures.firstResponse}. ${dashboard.meetingsLabel}: ${demoFigures.meetingsBooked}. ${dashboard.leadsLabel}: ${demoFigures.leadsPerWeek}. ${dashboard.activityHeading}: ${dashboard.activity}.`,
    durationMs: 16_000,
  },
] as const satisfies Six<DemoStep>;

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
/** A small count in words ("six steps"), as copy writes it. */
const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n);

/** Total running time of the walkthrough, in milliseconds. */
export const demoDurationMs = demoSteps.reduce((sum, step) => sum + step.durationMs, 0);

/** The flagship's assessment form, which the page's own 'Get a 15-min Lead Engine Assessment' button focuses. */
const assessmentPath = `${site.flagship.path}#${assessmentForm.id}` as const satisfies InternalPath;

/** Controls and labels of the player. `{n}`, `{total}` and `{title}` are filled in. */
export const demoPlayer = {
  regionLabel: `${site.flagship.name} walkthrough`,
  appName: "Lead OS",
  sampleBadge: "Illustrative example",
  play: "Play demo",
  pause: "Pause demo",
  replay: "Replay demo",
  restart: "Restart from the beginning",
  previous: "Previous step",
  next: "Next step",
  controlsLabel: "Demo controls",
  stepsLabel: "Demo steps",
  stepMarker: "Step {n}: {title}",
  stepOf: "Step {n} of {total}",
  elapsedLabel: "Time",
  savesLabel: "What it saves",
  posterTitle: "From enquiry to booked meeting",
  posterMeta: `${demoSteps.length} steps, under ${figures.demoMinutes} minutes`,
  endedNote: "That's the whole journey: captured, qualified, answered, enriched, booked and measured.",
} as const;

/** The dialog opened by the home hero's 'Watch Demo (2 min)' (SPEC 2.4: title and description kept). */
export const demoDialog = {
  title: `${site.name} Automation Demo`,
  description: `A walkthrough of a live AI system, from a new lead to a booked meeting, in under ${figures.demoMinutes} minutes.`,
  note: "Names and messages are illustrative; the dashboard shows the published AIVA Lead OS figures.",
  schedule: { label: "Schedule Live Demo Instead", to: "/schedule" },
  assessment: { label: "Get your own assessment", to: assessmentPath },
} as const satisfies {
  title: string;
  description: string;
  note: string;
  schedule: Cta;
  assessment: Cta;
};

/** /demo: the same walkthrough as a page, complete without JavaScript. */
export const demoPage = {
  eyebrow: "Product walkthrough",
  lead: `Follow one enquiry from the moment it arrives to a booked meeting: ${numberWord(demoSteps.length)} steps, under ${figures.demoMinutes} minutes, no video host and no sign-up.`,
  note: demoDialog.note,
  stepsSection: {
    id: "walkthrough-steps",
    eyebrow: "Step by step",
    title: "Every step, and what it saves you",
    intro: `The same ${numberWord(demoSteps.length)} steps as still frames, each with what happens and the manual work it takes off your team.`,
  },
  frameDetails: "What this frame shows",
  closing: {
    title: "Want this running on your leads?",
    description: `In a ${figures.sessions.assessment}-minute assessment we map where your leads leak today and the weekly hours your own lead engine could win back.`,
    cta: { label: demoDialog.assessment.label, to: assessmentPath },
  },
} as const satisfies {
  eyebrow: string;
  lead: string;
  note: string;
  stepsSection: SectionHeading & { id: string };
  frameDetails: string;
  closing: ClosingCta;
};

/** Fills `{name}` placeholders of a label. */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
