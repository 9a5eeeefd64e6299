/**
 * When the assistant's answer is the way to book a call, it names the next three open times of the
 * 30-minute discovery call (issue 35): the same times /schedule offers, read from the bookings when the
 * answer is given, in the owner's time zone (the chat does not know the visitor's; /schedule does).
 */
import { DateTime } from "luxon";
import { nextOpenSlots } from "~/booking/page.server";
import { assistantCopy } from "~/content/assistant";
import { sessionTypes } from "~/content/booking";
import { getPage } from "~/content/pages";
import type { AppServices } from "~/context.server";
import { replyLink } from "./links";

/** Open times named in the answer. */
const OFFERED = 3;

export async function withOpenTimes(
  message: string,
  services: Pick<AppServices, "database" | "config" | "now" | "log">,
): Promise<string> {
  try {
    const slots = await services.database.withinTimeout(nextOpenSlots("discovery", OFFERED, services.now(), services));
    if (slots.length === 0) return message;
    const zone = services.config.booking.timeZone;
    const times = slots.map((slot) => DateTime.fromJSDate(slot.start, { zone }).toFormat("cccc d LLLL, HH:mm"));
    const offer = assistantCopy.openTimes
      .replace("{session}", sessionTypes.discovery.title.replace("Minute", "minute"))
      .replace("{zone}", DateTime.fromJSDate(slots[0]?.start ?? services.now(), { zone }).offsetNameLong ?? zone)
      .replace("{times}", `${times.slice(0, -1).join("; ")} or ${times.at(-1)}`)
      .replace("{schedule}", replyLink(getPage("schedule").path, assistantCopy.scheduleLink));
    return `${message} ${offer}`;
  } catch (error) {
    // The answer stands without the times: the booking page has them.
    services.log.warn({ err: error }, "chat: open times not read");
    return message;
  }
}
