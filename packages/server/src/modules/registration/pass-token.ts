import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { PASS_TOKEN_MAX_SECONDS } from '../../identity/token-claims';
import { TokenRejected } from '../../identity/keys';
import { issuerFor, tokenAudience } from '../../identity/tokens';

/*
 * The token a pass's QR code carries: a JWT signed with the organization's identity key
 * (RS256), `token_use: pass`, the pass as subject, its event and number as claims. It
 * proves the pass at the door without a lookup, and is no bearer of anything else (every
 * API check asks for an access token). It lives until a day after the event ends.
 */

const DAY_SECONDS = 86_400;

export interface PassClaims {
  passId: string;
  eventId: string;
  alternateId: number;
}

export function passToken(
  db: Executor,
  ctx: Pick<RequestContext, 'keys' | 'config' | 'organization' | 'now'>,
  pass: { id: string; alternateId: number },
  event: { id: string; eventEnd: Date },
): Promise<string> {
  const untilEnd = Math.ceil((event.eventEnd.getTime() - ctx.now.getTime()) / 1000) + DAY_SECONDS;
  return ctx.keys.sign(
    ctx.organization.id,
    {
      token_use: 'pass',
      client_id: ctx.organization.identityClientId,
      evt: event.id,
      num: pass.alternateId,
    },
    {
      issuer: issuerFor(ctx.config, ctx.organization),
      subject: pass.id,
      ttlSeconds: Math.min(Math.max(untilEnd, DAY_SECONDS), PASS_TOKEN_MAX_SECONDS),
      now: ctx.now,
      db,
    },
  );
}

/** The pass a QR token names, when the organization signed it as one; throws TokenRejected. */
export async function verifyPassToken(
  ctx: Pick<RequestContext, 'keys' | 'config' | 'organization' | 'now'>,
  token: string,
): Promise<PassClaims> {
  const payload = await ctx.keys.verify(
    token,
    tokenAudience(ctx.config, ctx.organization),
    ctx.now,
  );
  if (
    payload.token_use !== 'pass' ||
    typeof payload.evt !== 'string' ||
    typeof payload.num !== 'number'
  ) {
    throw new TokenRejected('not a pass token');
  }
  return { passId: payload.sub, eventId: payload.evt, alternateId: payload.num };
}
