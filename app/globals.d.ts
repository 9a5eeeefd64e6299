/** Absolute origin of the public site, fixed at build time from SITE_URL (vite.config.ts). */
declare const __SITE_URL__: string;
/** Google Analytics measurement id, fixed at build time; empty when analytics is off. */
declare const __GA_MEASUREMENT_ID__: string;
/** When the site was built (ms since epoch): the date pre-rendered pages show until hydration. */
declare const __BUILD_TIME__: number;
