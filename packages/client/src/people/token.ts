import { TOKEN_EXPIRY_MARGIN_SECONDS } from '@convene/contract';

/** The claims of a JWT, without verifying it (the API verifies; the client only reads `exp`). */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * A string of three dot-separated parts whose payload carries a numeric `exp`,
 * and now is before exp − 300 s.
 */
export function isTokenValid(token: unknown, now: number = Date.now()): token is string {
  if (typeof token !== 'string') return false;
  const exp = decodeTokenPayload(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return false;
  return now < (exp - TOKEN_EXPIRY_MARGIN_SECONDS) * 1000;
}
