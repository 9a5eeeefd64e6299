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
 * Returns false, changing nothing, when another app of the process has already adopted them (that
 * app keeps Express's usual prototypes). Throws, changing nothing, if one of Express's properties
 * would hide one of Node's.
 */
export function adoptExpressPrototypes(app: ExpressApp): boolean {
  const copies = [
    ...propertiesToCopy(app.request, IncomingMessage.prototype),
    ...propertiesToCopy(app.response, ServerResponse.prototype),
  ];
  if (copies.includes(ADOPTED_BY_ANOTHER_APP)) return false;
  for (const copy of copies as Copy[]) Object.defineProperty(copy.target, copy.key, copy.descriptor);
  app.request = IncomingMessage.prototype;
  app.response = ServerResponse.prototype;
  return true;
}

type Copy = { target: object; key: string | symbol; descriptor: PropertyDescriptor };
const ADOPTED_BY_ANOTHER_APP = { target: {}, key: "app", descriptor: {} } satisfies Copy;

/** The properties of `from` and its prototypes down to `base`, the nearest winning as on the chain. */
function propertiesToCopy(from: object, base: object): Copy[] {
  if (from === base) return [];
  const chain: object[] = [];
  let proto: object | null = from;
  while (proto && proto !== base) {
    chain.push(proto);
    proto = Object.getPrototypeOf(proto);
  }
  if (proto !== base) throw new Error("Express's request or response does not extend Node's: not adopting it");

  const copies = new Map<string | symbol, Copy>();
  for (const layer of chain.reverse()) {
    for (const key of Reflect.ownKeys(layer)) {
      if (key === "constructor") continue;
      copies.set(key, {
        target: base,
        key,
        descriptor: Object.getOwnPropertyDescriptor(layer, key) as PropertyDescriptor,
      });
    }
  }
  return [...copies.values()].flatMap((copy) => {
    if (!(copy.key in base)) return [copy];
    const existing = Object.getOwnPropertyDescriptor(base, copy.key);
    // Already there from an earlier adoption of the same Express (another app, or a reloaded module).
    if (existing && sameDescriptor(existing, copy.descriptor)) return [];
    if (copy.key === "app") return [ADOPTED_BY_ANOTHER_APP];
    throw new Error(`Express's ${String(copy.key)} would hide Node's own: not adopting Express's prototypes`);
  });
}

function sameDescriptor(a: PropertyDescriptor, b: PropertyDescriptor): boolean {
  return a.value === b.value && a.get === b.get && a.set === b.set;
}
