// What run.mjs tells the specs about the server under test.
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
export const PORT = new URL(BASE_URL).port;
export const DATABASE_URL = process.env.E2E_DATABASE_URL || null;
export const LOG_FILE = process.env.E2E_LOG_FILE || null;
/**
 * Where `screenshots()` saves its pictures, with `E2E_SCREENSHOTS=true`; null otherwise: a
 * full-page capture at two widths costs the browser a second or so, 180 times a run, for
 * pictures only a person reads.
 */
export const SCREENSHOT_DIR =
  process.env.E2E_SCREENSHOTS === 'true'
    ? (process.env.E2E_SCREENSHOT_DIR ??
      new URL('../../test-results/screenshots/', import.meta.url).pathname)
    : null;

/** A URL on another host name of the same server (the browser maps *.localhost to 127.0.0.1). */
export function hostUrl(host, path = '/') {
  return `http://${host}:${PORT}${path}`;
}

/** A GET on another host name of the server from Node (no DNS needed): status, headers and body text. */
export async function getWithHost(host, path) {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: PORT, path, headers: { host: `${host}:${PORT}` } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
