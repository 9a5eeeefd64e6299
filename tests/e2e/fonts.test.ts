/**
 * ADR 009: every page draws its text with the one preloaded Inter file (the core subset), and fetches
 * no other font file. A character outside the subset would pull in fontsource's 48 KB Latin file.
 */
import { expect, test } from "./fixtures";

const CORE_FONT = /\/assets\/inter-latin-core-wght-[\w-]+\.woff2$/;

for (const path of ["/", "/about", "/services/aiva-lead-os", "/contact"]) {
  test(`${path} renders in the core Inter file and fetches no other font @desktop-only`, async ({
    page,
    gotoHydrated,
    requests,
  }) => {
    await gotoHydrated(path);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family);
    });
    // One Inter face loaded (the local "Inter Fallback" may have drawn the text before the swap).
    expect(loaded.filter((family) => family === "Inter Variable")).toEqual(["Inter Variable"]);
    // What Chromium actually drew the heading and the main text with: every glyph from the web font.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    for (const selector of ["h1", "main p"]) {
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      expect(fonts, `${selector} on ${path}`).toEqual([expect.objectContaining({ isCustomFont: true })]);
    }
    const fonts = requests.filter((url) => /\.(woff2?|ttf|otf)(\?|$)/.test(url));
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(CORE_FONT);
  });
}
