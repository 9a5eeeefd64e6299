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
