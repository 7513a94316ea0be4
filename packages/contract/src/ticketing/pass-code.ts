/*
 * The code a pass's QR code carries: `P1.` and, in base64url, the pass id, its event id and
 * its number (16 + 16 + 4 bytes) followed by an 80-bit MAC of them. The server signs and
 * verifies it (`registration/pass-token.ts`); the door's web page reads it unverified, only to
 * key a scan queued offline by its pass and to refuse another event's pass at once.
 */

export const PASS_CODE_PREFIX = 'P1.';
export const PASS_CODE_BODY_BYTES = 36;
export const PASS_CODE_MAC_BYTES = 10;

/** What a pass code says of itself, unverified. */
export interface PassCodeClaims {
  passId: string;
  eventId: string;
  number: number;
}

/** A pass code split into its signed body, its MAC and what the body says. */
export interface DecodedPassCode extends PassCodeClaims {
  body: Uint8Array;
  mac: Uint8Array;
}

const hexOf = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function uuidOf(bytes: Uint8Array): string {
  const hex = hexOf(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function base64UrlBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The parts of a pass code, or null when the text is not shaped like one. */
export function decodePassCode(code: string): DecodedPassCode | null {
  const text = code.trim();
  if (!text.startsWith(PASS_CODE_PREFIX)) return null;
  const raw = base64UrlBytes(text.slice(PASS_CODE_PREFIX.length));
  if (raw?.length !== PASS_CODE_BODY_BYTES + PASS_CODE_MAC_BYTES) return null;
  const body = raw.subarray(0, PASS_CODE_BODY_BYTES);
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  return {
    body,
    mac: raw.subarray(PASS_CODE_BODY_BYTES),
    passId: uuidOf(body.subarray(0, 16)),
    eventId: uuidOf(body.subarray(16, 32)),
    number: view.getUint32(32),
  };
}

/** The body a pass code signs: the pass id, its event id and its number. */
export function passCodeBody(claims: PassCodeClaims): Uint8Array {
  const body = new Uint8Array(PASS_CODE_BODY_BYTES);
  const hex = (uuid: string) => uuid.replace(/-/g, '');
  const put = (uuid: string, at: number) => {
    for (let i = 0; i < 16; i++) body[at + i] = parseInt(hex(uuid).slice(i * 2, i * 2 + 2), 16);
  };
  put(claims.passId, 0);
  put(claims.eventId, 16);
  new DataView(body.buffer).setUint32(32, claims.number);
  return body;
}

/** A pass code of a body and its MAC. */
export function encodePassCode(body: Uint8Array, mac: Uint8Array): string {
  const bytes = new Uint8Array(body.length + mac.length);
  bytes.set(body);
  bytes.set(mac, body.length);
  const base64 = btoa(String.fromCharCode(...bytes));
  return PASS_CODE_PREFIX + base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
