import { describe, expect, it } from "vitest";
import { bookingMessages } from "~/content/booking";
import { googleCalendarUrl, ownerIcs, visitorIcs } from "./calendar.server";
import type { BookingPayload } from "./store.server";
import { validateDetails } from "./validate.server";

const payload: BookingPayload = {
  type: "booking.created",
  id: 7,
  token: "tok_abcdefghijklmnop",
  createdAt: "2027-03-20T10:00:00.000Z",
  sessionType: "strategy",
  sessionTitle: "60-Minute Strategy Session",
  startsAt: "2027-03-29T07:00:00.000Z",
  endsAt: "2027-03-29T08:00:00.000Z",
  timeZone: "Asia/Tokyo",
  ownerTimeZone: "Europe/Berlin",
  fullName: "Ada Lovelace",
  workEmail: "ada@example.com",
  companyName: "Analytical Engines Ltd",
  message: "We answer every lead by hand.",
};

const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");

describe("booking details", () => {
  it("uses SPEC 5's messages for name, e-mail and message", () => {
    const result = validateDetails({ fullName: " ", email: "ada@", company: "", message: "short" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toEqual({
      fullName: bookingMessages.fullName,
      email: bookingMessages.email,
      message: bookingMessages.message,
    });
    expect(bookingMessages.fullName).toBe("Full name is required");
    expect(bookingMessages.email).toBe("Please enter a valid email address");
    expect(bookingMessages.message).toBe("Please provide a detailed message (minimum 10 characters)");
  });

  it("trims and accepts valid details, company optional", () => {
    const result = validateDetails({ fullName: " Ada ", email: "ada@example.com", company: "", message: "0123456789" });
    expect(result).toEqual({
      success: true,
      data: { fullName: "Ada", email: "ada@example.com", company: "", message: "0123456789" },
    });
  });
});

describe("calendar entries", () => {
  it("invites the visitor from the owner's calendar (METHOD:REQUEST) and cancels with the same UID", () => {
    const owner = { name: "AIVA Owner", address: "owner@aiva.example" };
    const request = lines(ownerIcs(payload, owner, "REQUEST"));
    expect(request).toContain("METHOD:REQUEST");
    expect(request).toContain("DTSTART:20270329T070000Z");
    expect(request).toContain("DTEND:20270329T080000Z");
    expect(request.find((l) => l.startsWith("ORGANIZER"))).toBe('ORGANIZER;CN="AIVA Owner":MAILTO:owner@aiva.example');
    expect(request.find((l) => l.startsWith("ATTENDEE"))).toMatch(/CN="Ada Lovelace":mailto:ada@example\.com$/);
    const cancel = lines(ownerIcs(payload, owner, "CANCEL"));
    expect(cancel).toContain("METHOD:CANCEL");
    expect(cancel).toContain("STATUS:CANCELLED");
    const uid = (l: string[]) => l.find((x) => x.startsWith("UID:"));
    expect(uid(cancel)).toBe(uid(request));
  });

  it("gives the visitor a plain entry and a Google link with the UTC times", () => {
    const ics = lines(visitorIcs(payload));
    expect(ics).not.toContain("METHOD:REQUEST");
    expect(ics).toContain("SUMMARY:60-Minute Strategy Session with AIVA");
    const url = new URL(googleCalendarUrl(payload));
    expect(url.searchParams.get("dates")).toBe("20270329T070000Z/20270329T080000Z");
    expect(url.searchParams.get("ctz")).toBe("Asia/Tokyo");
  });
});
