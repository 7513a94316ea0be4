// axe-core on a screen in both themes and at both widths, without reloading the page.
import { accessibilityFindings, DESKTOP, PHONE } from './browser.mjs';

export const THEMES = ['light', 'dark'];
export const WIDTHS = [
  ['390', PHONE],
  ['1280', DESKTOP],
];

/** Waits until the page shows content rather than loading placeholders. */
export async function settled(page) {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-testid="list-skeleton"], [data-size="large"]').length === 0,
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * The serious and critical findings of one screen in light and dark (CLIENT_THEME auto
 * follows the emulated preference live) at 390 and 1280 px, each labelled with where it was.
 * The widths start at the page's own and walk back in the second theme: two resizes, not four.
 */
export async function auditEveryWay(page, label) {
  const findings = [];
  const same = (size) =>
    page.viewportSize()?.width === size.width && page.viewportSize()?.height === size.height;
  let widths = WIDTHS.toSorted(([, a], [, b]) => same(b) - same(a));
  for (const theme of THEMES) {
    // Reduced motion: contrast is judged on the settled screen, not on a message still fading
    // in after the resize re-renders it (the transitions honour motion-reduce).
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      theme === 'dark',
    );
    for (const [width, size] of widths) {
      if (!same(size)) {
        await page.setViewportSize(size);
        await page.waitForTimeout(50);
      }
      for (const finding of await accessibilityFindings(page))
        findings.push(`${label} [${theme}, ${width}px]: ${finding}`);
    }
    widths = widths.toReversed();
  }
  return findings;
}
