import { isbot } from "isbot";
// The web-streams build, not react-dom/server's Node one: the Node build runs every render inside an
// AsyncLocalStorage, and the first one switches on Node's async hooks for the rest of the process, a
// cost every later request pays, pre-rendered pages included (ADR 011). This build looks for a global
// AsyncLocalStorage, which Node does not define. Pages read their data in loaders, before rendering.
import { renderToReadableStream } from "react-dom/server.edge";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Pre-rendering at build time has no load context: its inline scripts are allowed by hash instead.
  const nonce: string | undefined = loadContext?.services?.cspNonce;
  let shellRendered = false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), streamTimeout + 1000);

  let body: Awaited<ReturnType<typeof renderToReadableStream>>;
  try {
    body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  } catch (error) {
    clearTimeout(timer);
    throw error;
  }
  shellRendered = true;
  body.allReady.then(
    () => clearTimeout(timer),
    () => clearTimeout(timer),
  );

  // Bots and pre-rendering wait for the whole document so the HTML is complete.
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode || !nonce) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
