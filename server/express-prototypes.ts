import { IncomingMessage, ServerResponse } from "node:http";

type ExpressApp = { request: object; response: object };

/**
 * Puts Express's request and response methods on Node's own `IncomingMessage` and `ServerResponse`
 * prototypes and points the app at those, so that Express's per-request
 * `Object.setPrototypeOf(req, app.request)` changes nothing (ADR 013).
 *
 * Why: the pre-rendered pages are served by Node's HTTP and stream code without Express. Each request
 * Express handled (a not-found page, a health check, a form post) reached that same code with a
 * request and response of another prototype, so V8 threw away its optimised code for it and rebuilt
 * it for several object shapes, and page requests cost more from then on.
 *
 * Returns false, changing nothing, when another app of the process has already adopted them (`req.app`
 * lives on the shared prototype; that app keeps Express's usual prototypes). Throws, changing
 * nothing, if one of Express's properties would hide one of Node's.
 */
export function adoptExpressPrototypes(app: ExpressApp): boolean {
  const request = propertiesToAdopt(app.request, IncomingMessage.prototype);
  const response = propertiesToAdopt(app.response, ServerResponse.prototype);
  if (!request || !response) return false;
  Object.defineProperties(IncomingMessage.prototype, request);
  Object.defineProperties(ServerResponse.prototype, response);
  app.request = IncomingMessage.prototype;
  app.response = ServerResponse.prototype;
  return true;
}

/**
 * The properties of `from` and its prototypes down to `base`, the nearest winning as on the chain;
 * null when `base` already carries another app's `app`.
 */
function propertiesToAdopt(from: object, base: object): PropertyDescriptorMap | null {
  const chain: object[] = [];
  let proto: object | null = from;
  while (proto && proto !== base) {
    chain.push(proto);
    proto = Object.getPrototypeOf(proto);
  }
  if (proto !== base) throw new Error("Express's request or response does not extend Node's: not adopting it");

  const properties: PropertyDescriptorMap = {};
  for (const layer of chain.reverse()) {
    for (const key of Reflect.ownKeys(layer)) {
      if (key === "constructor") continue;
      const descriptor = Object.getOwnPropertyDescriptor(layer, key) as PropertyDescriptor;
      const existing = Object.getOwnPropertyDescriptor(base, key);
      // Already there from an earlier adoption of the same Express (the same app, or a reloaded module).
      if (existing && sameDescriptor(existing, descriptor)) continue;
      if (key === "app" && existing) return null;
      if (key in base)
        throw new Error(`Express's ${String(key)} would hide Node's own: not adopting Express's prototypes`);
      properties[key] = descriptor;
    }
  }
  return properties;
}

function sameDescriptor(a: PropertyDescriptor, b: PropertyDescriptor): boolean {
  return a.value === b.value && a.get === b.get && a.set === b.set;
}
