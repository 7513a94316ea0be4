import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { BASE_URL, SCREENSHOT_DIR } from './env.mjs';

/**
 * axe-core's source (the package itself: @axe-core/playwright 4.14 needs Node 22, and its
 * AxeBuilder evaluates these 580 kB in the page on every audit). The audits below inject it
 * once per document (a resize or a theme switch keeps it) and run it there.
 */
const AXE_SOURCE = createRequire(import.meta.url)('axe-core').source;

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Chromium's environment. Under `npm run test:at` (scripts/test-at.mjs) every process gets
 * libfaketime with `FAKETIME_DONT_FAKE_MONOTONIC`; Chromium must not: libfaketime (0.9.10)
 * still converts monotonic condition-variable deadlines as if that clock were moved, so
 * they lie in the past and Chromium's threads spin (every page load timed out). With both
 * clocks moved by the same offset, its timers keep real durations.
 */
function browserEnvironment() {
  const { FAKETIME_DONT_FAKE_MONOTONIC: _monotonicLeftAlone, ...env } = process.env;
  return env;
}

export async function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    env: browserEnvironment(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/** A fresh context (own storage) with a page; browser errors are collected on `page.errors`. */
export async function newPage(browser, options = {}) {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: BASE_URL, ...options });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      !/Failed to load resource|googletagmanager/.test(message.text())
    )
      page.errors.push(message.text());
  });
  return page;
}

/** Waits until React has hydrated the server-rendered page. */
export async function hydrated(page) {
  // Set by the app once hydration has committed (app/hydration-mark.tsx): hydration runs as a
  // transition, so React's root is attached before the page is live.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Waits until `locator`'s element has the keyboard focus (a menu moves it on the frame after
 * it opens or after a key): fails with a timeout when it never gets it.
 */
export async function focused(locator) {
  const element = await locator.elementHandle();
  await locator.page().waitForFunction((node) => node === document.activeElement, element, {
    timeout: 5_000,
  });
}

/**
 * axe-core's serious and critical violations on the settled page, one line each (empty when
 * none). It measures the settled page: short entrance animations (a toast sliding in, a
 * dialog fading in) are half-transparent while they run, so they are let finish first;
 * endless ones (spinners) and long ones (a toast's 5 s progress bar) are not waited for.
 */
export async function accessibilityFindings(page) {
  // Nor is a hover the last click left behind (the pointer stays where it clicked, over
  // whatever a reload or a scroll put there) the page's own state.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return animation.playState !== 'running' || !Number.isFinite(end) || end > 2000;
    }),
  );
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => typeof window.axe?.run === 'function')))
      await frame.evaluate(`${AXE_SOURCE}
;axe.configure({ allowedOrigins: ['<same_origin>'] })`);
  // Violations only: axe skips collecting passes and incomplete results (much faster).
  const violations = await page.evaluate(() =>
    window.axe.run(document, { resultTypes: ['violations'] }).then((results) => results.violations),
  );
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join('\n    ')}`,
    );
}

/** axe-core: fails on serious or critical violations (see `accessibilityFindings`). */
export async function expectAccessible(page, label) {
  const bad = await accessibilityFindings(page);
  if (bad.length > 0) throw new Error(`${label}: accessibility violations\n  ${bad.join('\n  ')}`);
}

/**
 * Full-page screenshots at phone and desktop widths under test-results/screenshots, when
 * the run asks for them (`E2E_SCREENSHOTS=true`).
 */
export async function screenshots(page, name) {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
