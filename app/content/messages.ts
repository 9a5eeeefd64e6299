/** Site-wide messages of SPEC 2.15 (render-error fallback). */
export const errorFallback = {
  title: "Something went wrong",
  text: "We're sorry, but something unexpected happened. Please try again.",
  detailsLabel: "Error details",
  tryAgain: "Try Again",
  reload: "Reload Page",
  routerTitle: "Unexpected Application Error!",
} as const;

export const skipLinkLabel = "Skip to main content";

/**
 * A visitor whose network sent more messages than the rate limits allow (answered 429 with Retry-After):
 * what happened and when to try again. Real failures keep the SPEC 8 texts.
 */
export const rateLimited = {
  title: "Too many messages",
  text: "We received several messages from your network in a short time. Please try again in {wait}.",
  someMinutes: "a few minutes",
} as const;

/** `rateLimited.text` with the wait in whole minutes, rounded up ("1 minute", "45 minutes"). */
export function rateLimitedText(retryAfterSeconds?: number): string {
  const minutes = Math.ceil((retryAfterSeconds ?? 0) / 60);
  const wait = minutes < 1 ? rateLimited.someMinutes : `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  return rateLimited.text.replace("{wait}", wait);
}
