import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  decodePassCode,
  encodePassCode,
  PASS_CODE_MAC_BYTES,
  passCodeBody,
} from '@convene/contract';
import type { RequestContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { TokenRejected } from '../../../identity/keys';

/*
 * The code a pass's QR code carries (layout in the contract's `pass-code.ts`): the pass id,
 * its event id and its number under an 80-bit HMAC of the organization's code key
 * (KeyStore.codeKeysOf). It cannot be forged or guessed, and it is short — 65 characters, a
 * QR code of 37 × 37 modules that a phone reads from across a counter, where a JWT made a
 * 117 × 117 one. It is no bearer of anything (every API check asks for an access token);
 * whether the pass is still good (canceled, checked in, this event) is the door's question,
 * answered from the database when it is scanned (decision 0022).
 */

type CodeContext = Pick<RequestContext, 'keys' | 'organization'>;

export interface PassClaims {
  passId: string;
  eventId: string;
  alternateId: number;
}

const macOf = (key: Buffer, body: Uint8Array) =>
  createHmac('sha256', key).update(body).digest().subarray(0, PASS_CODE_MAC_BYTES);

/** The signed code of a pass of the event, for its QR code. */
export async function passToken(
  db: Executor,
  ctx: CodeContext,
  pass: { id: string; alternateId: number },
  event: { id: string },
): Promise<string> {
  const [key] = await ctx.keys.codeKeysOf(ctx.organization.id, { db });
  if (!key) throw new Error('The organization has no signing key');
  const body = passCodeBody({ passId: pass.id, eventId: event.id, number: pass.alternateId });
  return encodePassCode(body, macOf(key, body));
}

const signedBy = (keys: Buffer[], body: Uint8Array, mac: Uint8Array) =>
  keys.some((key) => timingSafeEqual(macOf(key, body), mac));

/** The pass a QR code names, when the organization signed it; throws TokenRejected. */
export async function verifyPassToken(ctx: CodeContext, token: string): Promise<PassClaims> {
  const code = decodePassCode(token);
  if (!code) throw new TokenRejected('not a pass code');
  const signed =
    signedBy(await ctx.keys.codeKeysOf(ctx.organization.id), code.body, code.mac) ||
    signedBy(await ctx.keys.codeKeysOf(ctx.organization.id, { fresh: true }), code.body, code.mac);
  if (!signed) throw new TokenRejected('pass code not signed by the organization');
  return { passId: code.passId, eventId: code.eventId, alternateId: code.number };
}
