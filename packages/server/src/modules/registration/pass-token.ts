import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { TokenRejected } from '../../identity/keys';

/*
 * The code a pass's QR code carries: `P1.` and, in base64url, the pass id, its event id and
 * its number (16 + 16 + 4 bytes) followed by an 80-bit HMAC of them under the organization's
 * code key (KeyStore.codeKeysOf). It cannot be forged or guessed, and it is short — 65
 * characters, a QR code of 37 × 37 modules that a phone reads from across a counter, where a
 * JWT made a 117 × 117 one. It is no bearer of anything (every API check asks for an access
 * token); whether the pass is still good (canceled, checked in, this event) is the door's
 * question, answered from the database when it is scanned (decision 0022).
 */

const PREFIX = 'P1.';
const BODY_BYTES = 36;
const MAC_BYTES = 10;

type CodeContext = Pick<RequestContext, 'keys' | 'organization'>;

export interface PassClaims {
  passId: string;
  eventId: string;
  alternateId: number;
}

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');

function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const macOf = (key: Buffer, body: Buffer) =>
  createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);

/** The signed code of a pass of the event, for its QR code. */
export async function passToken(
  db: Executor,
  ctx: CodeContext,
  pass: { id: string; alternateId: number },
  event: { id: string },
): Promise<string> {
  const [key] = await ctx.keys.codeKeysOf(ctx.organization.id, { db });
  if (!key) throw new Error('The organization has no signing key');
  const number = Buffer.alloc(4);
  number.writeUInt32BE(pass.alternateId);
  const body = Buffer.concat([uuidBytes(pass.id), uuidBytes(event.id), number]);
  return PREFIX + Buffer.concat([body, macOf(key, body)]).toString('base64url');
}

const signedBy = (keys: Buffer[], body: Buffer, mac: Buffer) =>
  keys.some((key) => timingSafeEqual(macOf(key, body), mac));

/** The pass a QR code names, when the organization signed it; throws TokenRejected. */
export async function verifyPassToken(ctx: CodeContext, token: string): Promise<PassClaims> {
  const raw = token.startsWith(PREFIX)
    ? Buffer.from(token.slice(PREFIX.length), 'base64url')
    : null;
  if (raw?.length !== BODY_BYTES + MAC_BYTES) throw new TokenRejected('not a pass code');
  const body = raw.subarray(0, BODY_BYTES);
  const mac = raw.subarray(BODY_BYTES);
  const signed =
    signedBy(await ctx.keys.codeKeysOf(ctx.organization.id), body, mac) ||
    signedBy(await ctx.keys.codeKeysOf(ctx.organization.id, { fresh: true }), body, mac);
  if (!signed) throw new TokenRejected('pass code not signed by the organization');
  return {
    passId: uuidOf(body.subarray(0, 16)),
    eventId: uuidOf(body.subarray(16, 32)),
    alternateId: body.readUInt32BE(32),
  };
}
