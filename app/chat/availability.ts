/**
 * The flagship's availability as the assistant states it. Every answer about spots, capacity or start dates
 * reads it here, so when availability becomes a live site setting only this function changes.
 */
import { availability } from "~/content/lead-os";

export type AvailabilityFacts = {
  /** The monthly limit, e.g. "Limited to 5 Clients Per Month (To ensure white-glove service quality)". */
  limit: string;
  /** The spots left, e.g. "January 2025: 3 spots remaining". */
  spots: string;
  /** The first step, e.g. "Get a 15-min Lead Engine Assessment". */
  firstStep: string;
};

export function availabilityFacts(): AvailabilityFacts {
  return { limit: availability.title, spots: availability.spots, firstStep: availability.buttonLabel };
}
