/** The analytics consent banner (issue 25): shown only in a build with GA_MEASUREMENT_ID. */
export const analyticsConsentCopy = {
  label: "Analytics consent",
  title: "Help us make this site better?",
  text: "With your permission we use Google Analytics to count visits and see which pages help. Google receives nothing until you accept, and you can change your mind at any time.",
  privacyLink: { label: "Privacy Policy", to: "/privacy-policy#sharing" },
  accept: "Accept",
  decline: "Decline",
  settings: "Analytics settings",
} as const satisfies {
  label: string;
  title: string;
  text: string;
  privacyLink: { label: string; to: `/${string}` };
  accept: string;
  decline: string;
  settings: string;
};
