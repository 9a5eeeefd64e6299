import { describe, expect, it } from "vitest";
import { assessmentForm } from "./assessment-form";
import {
  demoDialog,
  demoDurationMs,
  demoFigures,
  demoFrames,
  demoPage,
  demoStory,
  demoSteps,
  fillLabel,
  plainText,
} from "./demo";
import { leadOsStats, leadWorkflows } from "./lead-os";
import { site } from "./site";

const stepText = (step: (typeof demoSteps)[number]) => `${step.caption} ${step.saves}`;

describe("the walkthrough (issue 27)", () => {
  it("has the six steps, in the order of a lead becoming a booked meeting, in under 2 minutes", () => {
    expect(demoSteps.map((step) => step.id)).toEqual(["enquiry", "qualify", "reply", "enrich", "book", "dashboard"]);
    expect(demoDurationMs).toBeLessThan(120_000);
    for (const step of demoSteps) {
      expect(step.durationMs, step.id).toBeGreaterThanOrEqual(10_000); // time to read its caption
      expect(step.caption.length, step.id).toBeGreaterThan(60);
      expect(step.saves.length, step.id).toBeGreaterThan(30);
    }
  });

  it("shows SPEC 9's figures, taken from the flagship's content", () => {
    const stat = (label: string) => leadOsStats.find((item) => item.label === label)?.value;
    expect(demoFigures.firstResponse).toBe(stat("To first response"));
    expect(demoFigures.meetingsBooked).toBe(stat("Meetings booked"));
    expect(demoFigures.leadsPerWeek).toBe(stat("Leads captured per week"));
    expect(demoFigures.workflows.map((workflow) => workflow.hours)).toEqual([4, 3, 2, 6]);
    expect(demoFigures.workflows.map((workflow) => workflow.hours)).toEqual(leadWorkflows.map((w) => w.hoursSaved));
    expect(demoFigures.hoursPerWeek).toBe(15);
    expect([demoFigures.firstResponse, demoFigures.meetingsBooked, demoFigures.leadsPerWeek]).toEqual([
      "2 min",
      "47",
      "180",
    ]);
  });

  it("claims no other figure: every number of a caption is a SPEC 9 figure or a detail of the illustrative story", () => {
    const spec9 = [
      ...leadWorkflows.map((workflow) => String(workflow.hoursSaved)),
      String(demoFigures.hoursPerWeek),
      ...[demoFigures.firstResponse, demoFigures.meetingsBooked, demoFigures.leadsPerWeek].map((v) => v.split(" ")[0]),
    ];
    const story = [
      ...[demoStory.receivedAt, demoStory.repliedAt].map((time) => time.replace(/ [AP]M$/, "")),
      "10:00", // the booked call
      String(demoFrames.qualify.score),
      String(demoFrames.qualify.scoreMax),
    ];
    for (const step of demoSteps) {
      const numbers = stepText(step).match(/\d+(?::\d+)?/g) ?? [];
      for (const number of numbers) expect([...spec9, ...story], `"${number}" in ${step.id}`).toContain(number);
    }
  });

  it("marks its people and companies as illustrative, with e-mail on a reserved domain", () => {
    expect(demoStory.lead.email).toMatch(/\.example$/);
    expect(demoStory.lead.website).toMatch(/\.example$/);
    expect(demoDialog.note).toMatch(/illustrative/i);
    expect(demoPage.note).toMatch(/illustrative/i);
  });

  it("gives every step a text equivalent that names what its frame shows", () => {
    const [enquiry, qualify, reply, enrich, book, dashboard] = demoSteps.map((step) => step.description);
    const f = demoFrames;
    expect(enquiry).toContain(demoStory.lead.message);
    for (const channel of f.enquiry.channels) expect(enquiry).toContain(channel);
    for (const item of f.enquiry.earlier) expect(enquiry).toContain(item.text);
    for (const field of f.qualify.fields) expect(qualify).toContain(`${field.label}: ${field.value}`);
    for (const reason of f.qualify.reasons) expect(qualify).toContain(reason);
    expect(qualify).toContain(`${f.qualify.score} out of ${f.qualify.scoreMax}`);
    for (const paragraph of [f.reply.greeting, ...f.reply.body]) expect(reply).toContain(plainText(paragraph));
    expect(reply).toContain(f.reply.subject);
    expect(reply).toContain(f.reply.sent);
    for (const field of f.enrich.fields) expect(enrich).toContain(`${field.label}: ${field.value}`);
    for (const stage of f.enrich.stages) expect(enrich).toContain(stage);
    expect(book).toContain(f.book.event.title);
    for (const touch of f.book.nurture) expect(book).toContain(touch.text.toLowerCase());
    for (const figure of [demoFigures.firstResponse, demoFigures.meetingsBooked, demoFigures.leadsPerWeek])
      expect(dashboard).toContain(figure);
    for (const workflow of demoFigures.workflows)
      expect(dashboard).toContain(`${workflow.title} about ${workflow.hours}`);
  });

  it("leads on to /schedule and to the flagship's assessment form", () => {
    expect(demoDialog.schedule).toEqual({ label: "Schedule Live Demo Instead", to: "/schedule" });
    expect(demoDialog.assessment.to).toBe(`${site.flagship.path}#${assessmentForm.id}`);
    expect(demoPage.closing.cta.to).toBe(demoDialog.assessment.to);
  });
});

describe("fillLabel", () => {
  it("fills the placeholders it has values for", () => {
    expect(fillLabel("Step {n} of {total}", { n: 2, total: 6 })).toBe("Step 2 of 6");
    expect(fillLabel("Step {n}: {title}", { n: 1 })).toBe("Step 1: {title}");
  });
});
