// A Lighthouse mobile run (its default: a mid-range phone on a throttled network) of one URL
// in Debian's Chromium, performance only.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Why Lighthouse cannot run here, or null. */
export function lighthouseUnavailable() {
  return existsSync(CHROMIUM) ? null : `no Chromium at ${CHROMIUM} (apt-get install chromium)`;
}

/**
 * `{ performance (0–100), lcp (ms), tbt (ms), cls, fcp (ms), longestTask (ms), benchmarkIndex,
 * measuredAt }` of a mobile run, or `{ error }`. `longestTask`: the longest main-thread task
 * on the throttled phone; `benchmarkIndex`: Lighthouse's measure of the host's CPU.
 */
export async function lighthouseMobile(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { lhr } = result;
    if (lhr.runtimeError) return { error: lhr.runtimeError.message };
    const metric = (id) => lhr.audits[id]?.numericValue;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcp: metric('first-contentful-paint'),
      longestTask: Math.max(
        0,
        ...(lhr.audits['long-tasks']?.details?.items ?? []).map((task) => task.duration),
      ),
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      measuredAt: lhr.fetchTime?.slice(0, 16).replace('T', ' '),
    };
  } finally {
    await chrome.kill();
  }
}
