/** The booking confirmation page's copy (issue 35); its own module, so /schedule does not load it. */
export const confirmationCopy = {
  title: "You're Booked",
  lead: (title: string) => `Your ${title} is confirmed.`,
  whenLabel: "When",
  zoneLabel: "Time zone",
  withLabel: "With",
  referenceLabel: "Reference",
  calendarTitle: "Add it to your calendar",
  icsLink: "Download .ics",
  googleLink: "Add to Google Calendar",
  outlookLink: "Add to Outlook",
  nextTitle: "What happens next",
  next: [
    "We have received your booking and the time is reserved for you.",
    "Before the session we look at your company and prepare questions about your workflows.",
    "We send you the call link by e-mail before the session; reply to it if you need another time.",
  ],
  cancelled: "This booking was cancelled. Please choose a new time.",
  backLink: "Book another time",
  notFound: "No booking with this reference.",
} as const;
