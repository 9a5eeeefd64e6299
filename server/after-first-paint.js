// Runs React Router's hydration script once the first contentful paint has been reported (ADR 008).
// server/defer-hydration.ts keeps that script in the page as a data block, with the module preloads of
// the page in its data-modulepreload attribute, and inlines this file after it (allowed by its CSP hash).
// A message, not a timer, starts it: timers are throttled in some states and faked by test clocks. It
// starts at once in a tab opened in the background (it paints nothing until shown) or a browser without
// paint timing, and after 4 s at the latest.
const deferred = document.querySelector("script[data-after-first-paint]");
let started = false;

function start() {
  if (started || !deferred) return;
  started = true;
  const preloads = document.createDocumentFragment();
  for (const href of deferred.dataset.modulepreload.split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    preloads.append(link);
  }
  document.head.append(preloads);
  const script = document.createElement("script");
  script.type = "module";
  script.nonce = deferred.nonce;
  script.textContent = deferred.textContent;
  document.body.append(script);
}

function afterPaint() {
  const channel = new MessageChannel();
  channel.port1.onmessage = start;
  channel.port2.postMessage(null);
}

if (document.visibilityState === "hidden" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) start();
else if (performance.getEntriesByName("first-contentful-paint").length > 0) afterPaint();
else {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    afterPaint();
  });
  observer.observe({ type: "paint", buffered: true });
  setTimeout(start, 4000);
}
