import { PRIVATE_PAGE_PREFIXES } from '@convene/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { handleOf } from './area';
import { AREAS } from './areas';
import { pageUrlIn, seoHead, structuredDataScript } from './seo-head';

const config = { LOCALES: ['en', 'fr'], DEFAULT_LOCALE: 'en' };

describe('the canonical address', () => {
  it('is absolute, keeps the locale prefix and drops tracking parameters only', () => {
    const url = new URL(
      'http://127.0.0.1:3000/fr/events?past=true&utm_source=news&fbclid=x&gclid=y&ref=a',
    );
    expect(pageUrlIn(url, config, 'fr')).toBe('http://127.0.0.1:3000/fr/events?past=true');
    expect(pageUrlIn(url, config, 'en')).toBe('http://127.0.0.1:3000/events?past=true');
    expect(
      pageUrlIn(
        new URL('https://example.org/events/1b2c?utm_medium=mail'),
        config,
        'en',
        '/events/harbour',
      ),
    ).toBe('https://example.org/events/harbour');
  });

  it('comes with the page in every language of the organization, and x-default', () => {
    const tags = seoHead({
      url: new URL('https://example.org/fr/groups/knots'),
      config,
      locale: 'fr',
      meta: {},
    });
    expect(tags).toEqual([
      '<link rel="canonical" href="https://example.org/fr/groups/knots" />',
      '<link rel="alternate" hreflang="en" href="https://example.org/groups/knots" />',
      '<link rel="alternate" hreflang="fr" href="https://example.org/fr/groups/knots" />',
      '<link rel="alternate" hreflang="x-default" href="https://example.org/groups/knots" />',
    ]);
    const alone = seoHead({
      url: new URL('https://example.org/groups'),
      config: { LOCALES: ['en'], DEFAULT_LOCALE: 'en' },
      locale: 'en',
      meta: {},
    });
    expect(alone).toEqual(['<link rel="canonical" href="https://example.org/groups" />']);
  });
});

describe('feeds and JSON-LD in the head', () => {
  it('announces a feed for autodiscovery, its title escaped', () => {
    const tags = seoHead({
      url: new URL('https://example.org/channels/radio'),
      config: { LOCALES: ['en'], DEFAULT_LOCALE: 'en' },
      locale: 'en',
      meta: {
        feeds: [
          {
            title: 'Boats & "more"',
            href: 'https://example.org/api/channels/radio/feed.rss?organization=1',
          },
        ],
      },
    });
    expect(tags).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Boats &amp; &quot;more&quot;" href="https://example.org/api/channels/radio/feed.rss?organization=1" />',
    );
  });

  it('writes JSON-LD that no text inside can close, and that parses back', () => {
    const data = { name: '</script><script>alert(1)</script> <!-- & \u2028' };
    const script = structuredDataScript(data, 'abc');
    expect(script.startsWith('<script type="application/ld+json" nonce="abc">')).toBe(true);
    const inner = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(inner).not.toMatch(/<|>/);
    expect(JSON.parse(inner)).toEqual(data);
  });
});

/** Whether a robots.txt rule (`*` any run, `$` the end) covers `path`, as Google reads it. */
function covers(rule: string, path: string): boolean {
  const anchored = rule.endsWith('$');
  const body = (anchored ? rule.slice(0, -1) : rule)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`).test(path);
}

const samplePath = (route: RouteObject) => `/${(route.path ?? '').replace(/:\w+/g, 'x')}`;
const routes = AREAS.flatMap((area) => [...area.routes, ...(area.bareRoutes ?? [])]);
const blocked = (path: string) => PRIVATE_PAGE_PREFIXES.some((rule) => covers(rule, path));

describe("robots.txt's private pages", () => {
  it('cover every page for signed-in members', () => {
    const signedIn = routes.filter((route) => handleOf(route).access === 'signed-in');
    expect(signedIn.length).toBeGreaterThan(20);
    expect(signedIn.map(samplePath).filter((path) => !blocked(path))).toEqual([]);
  });

  it('leave the public pages open', () => {
    const open = [
      '/events',
      '/events/x',
      '/events/x/pages/y',
      '/groups/x',
      '/channels/x/contents/y',
      '/contents',
      '/interests/x',
      '/support',
      '/memberships',
      '/activities/x',
      '/accounts/x',
    ];
    expect(open.filter(blocked)).toEqual([]);
  });
});
