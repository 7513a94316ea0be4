import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { isPublicAddress } from './address-policy';
import {
  defaultLinkPreviewDeps,
  fetchLinkPreview,
  parseLinkPreview,
  type LinkPreviewDeps,
} from './link-preview';

/**
 * The machine has no internet, so a "public" site is a local server on 127.0.0.2 that
 * the injected resolver calls `site.test` and the injected policy trusts. Every other
 * address goes through the real policy, so redirects to loopback are still refused.
 */
const SITE_ADDRESS = '127.0.0.2';

describe('fetchLinkPreview', () => {
  let server: Server;
  let port: number;
  let hits = 0;
  let deps: LinkPreviewDeps;
  const site = (path: string) => `http://site.test:${port}${path}`;

  beforeAll(async () => {
    server = createServer((request, response) => {
      hits += 1;
      const url = new URL(request.url ?? '/', 'http://site.test');
      const redirect = (location: string) => {
        response.writeHead(302, { location });
        response.end();
      };
      switch (url.pathname) {
        case '/article':
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end(`<!doctype html><html><head>
            <title>Fallback &amp; title</title>
            <meta property="og:title" content="Caf&eacute; &amp; Co &#8212; news">
            <meta name="description" content="A plain description">
            <meta property="og:description" content='The OG description'>
            <meta property="og:image" content="/images/cover.png">
            <meta property="og:image:width" content="1200"><meta property="og:image:height" content="627">
            <meta property="og:site_name" content="Site Test">
            <meta property="og:type" content="article">
            <link rel="shortcut icon" href="/static/icon.png">
            </head><body><meta property="og:title" content="not in head"></body></html>`);
          return;
        case '/plain':
          response.writeHead(200, { 'content-type': 'text/html' });
          response.end('<html><head><title>  Just a   title </title></head></html>');
          return;
        case '/json':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"title":"no"}');
          return;
        case '/missing':
          response.writeHead(404, { 'content-type': 'text/html' });
          response.end('<title>Not found</title>');
          return;
        case '/hop': {
          const left = Number(url.searchParams.get('left'));
          redirect(left > 0 ? `/hop?left=${left - 1}` : '/plain');
          return;
        }
        case '/to-loopback':
          redirect(`http://127.0.0.1:${port}/plain`);
          return;
        case '/to-localhost':
          redirect(`http://localhost:${port}/plain`);
          return;
        case '/to-metadata':
          redirect('http://169.254.169.254/latest/meta-data/');
          return;
        case '/to-file':
          redirect('file:///etc/passwd');
          return;
        case '/slow':
          setTimeout(() => {
            response.writeHead(200, { 'content-type': 'text/html' });
            response.end('<title>late</title>');
          }, 2_000);
          return;
        case '/huge': {
          response.writeHead(200, { 'content-type': 'text/html' });
          response.write('<html><head><title>Huge page</title>');
          const chunk = `<!-- ${'x'.repeat(64 * 1024)} -->`;
          let sent = 0;
          const pump = () => {
            while (sent < 64) {
              sent += 1;
              if (!response.write(chunk)) return void response.once('drain', pump);
            }
            response.end('<meta property="og:description" content="beyond the cap"></head></html>');
          };
          response.on('error', () => undefined);
          pump();
          return;
        }
        default:
          response.writeHead(404);
          response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, SITE_ADDRESS, resolve));
    port = (server.address() as AddressInfo).port;
    deps = {
      ...defaultLinkPreviewDeps,
      resolve: async (hostname) =>
        hostname === 'site.test'
          ? [{ address: SITE_ADDRESS, family: 4 }]
          : defaultLinkPreviewDeps.resolve(hostname),
      isAllowedAddress: (address) => address === SITE_ADDRESS || isPublicAddress(address),
    };
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads title, description, image, site name, type and favicon of an HTML page', async () => {
    const preview = await fetchLinkPreview(site('/article'), deps);
    expect(preview).toEqual({
      url: site('/article'),
      title: 'Café & Co — news',
      siteName: 'Site Test',
      description: 'The OG description',
      mediaType: 'article',
      image: site('/images/cover.png'),
      imageWidth: 1200,
      imageHeight: 627,
      video: null,
      favicon: site('/static/icon.png'),
    });
  });

  it('falls back to <title> and /favicon.ico', async () => {
    const preview = await fetchLinkPreview(site('/plain'), deps);
    expect(preview).toMatchObject({
      title: 'Just a title',
      description: null,
      favicon: site('/favicon.ico'),
    });
  });

  it('follows up to 3 redirects and reports the final URL', async () => {
    const preview = await fetchLinkPreview(site('/hop?left=2'), deps);
    expect(preview).toMatchObject({ title: 'Just a title', url: site('/plain') });
  });

  it('gives up (null) after a 4th redirect', async () => {
    expect(await fetchLinkPreview(site('/hop?left=3'), deps)).toBeNull();
  });

  it.each(['/to-loopback', '/to-localhost', '/to-metadata'])(
    'refuses a redirect to a non-public address (%s)',
    async (path) => {
      const before = hits;
      const error = await fetchLinkPreview(site(path), deps).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'VALIDATION', field: 'href' });
      // Only the redirecting request reached the server; the loopback target never did.
      expect(hits - before).toBe(1);
    },
  );

  it('refuses a redirect to another scheme', async () => {
    await expect(fetchLinkPreview(site('/to-file'), deps)).rejects.toMatchObject({ field: 'href' });
  });

  it('answers null for error statuses and non-HTML', async () => {
    expect(await fetchLinkPreview(site('/missing'), deps)).toBeNull();
    expect(await fetchLinkPreview(site('/json'), deps)).toBeNull();
  });

  it('times out', async () => {
    const started = Date.now();
    expect(await fetchLinkPreview(site('/slow'), { ...deps, timeoutMs: 300 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('reads at most the size cap', async () => {
    const preview = await fetchLinkPreview(site('/huge'), deps);
    expect(preview?.title).toBe('Huge page');
    expect(preview?.description).toBeNull();
  });
});

describe('parseLinkPreview', () => {
  it('keeps only http(s) image URLs and decodes entities in attributes', () => {
    const preview = parseLinkPreview(
      `<meta property="og:image" content="javascript:alert(1)"><meta name=twitter:title content=Hi&amp;Bye>`,
      new URL('https://example.com/a'),
    );
    expect(preview.image).toBeNull();
    expect(preview.title).toBe('Hi&Bye');
    expect(preview.favicon).toBe('https://example.com/favicon.ico');
  });
});
