/**
 * The flagship's availability as the assistant states it: the monthly limit, and the coming month's spots at
 * the moment of the answer (availabilityAt, the same function the flagship page uses), so a server running
 * across a month boundary never states last month's availability.
 */
import { availabilityAt } from "~/lib/availability";
import { availability } from "~/content/lead-os";

export type AvailabilityFacts = {
  /** The monthly limit, e.g. "Limited to 5 Clients Per Month (To ensure white-glove service quality)". */
  limit: string;
  /** The spots left in the coming month, e.g. "December 2026: 3 spots remaining". */
  spots: string;
  /** The first step, e.g. "Get a 15-min Lead Engine Assessment". */
  firstStep: string;
};

export function availabilityFacts(now: Date = new Date()): AvailabilityFacts {
  return { limit: availability.title, spots: availabilityAt(now).line, firstStep: availability.buttonLabel };
}
