import { visitorIcsResponse } from "~/booking/confirmation.server";
import type { Route } from "./+types/schedule.booked.invite[.]ics";

/** The visitor's calendar file of a booking (METHOD:PUBLISH). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return visitorIcsResponse(params.token, context.services);
}
