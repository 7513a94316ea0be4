import type { OrganizationRecord, Services } from '../context';
import { findOrganizationByClientId } from '../tenancy/organizations.repository';
import { CognitoError } from './cognito-error';
import type { LoginRow } from './identity.repository';
import { issueTokens, type IssuedTokens } from './tokens';

/** What an identity action runs with: the infrastructure, the caller's address and the time. */
export interface IdentityContext {
  services: Services;
  clientAddress: string;
  now: Date;
}

/** Each organization is one user pool; its app client id names it in every action. */
export async function organizationForClient(
  ctx: IdentityContext,
  clientId: string,
): Promise<OrganizationRecord> {
  const organization = await findOrganizationByClientId(ctx.services.db, clientId);
  if (!organization)
    throw new CognitoError(
      'ResourceNotFoundException',
      `User pool client ${clientId} does not exist.`,
    );
  return organization;
}

export function tokensFor(
  ctx: IdentityContext,
  organization: OrganizationRecord,
  login: LoginRow,
  options: { refreshedFrom?: { originJti: string | undefined } } = {},
): Promise<IssuedTokens> {
  const { keys, config } = ctx.services;
  return issueTokens(
    keys,
    config,
    organization,
    { loginId: login.id, sub: login.sub, email: login.email, tokenVersion: login.tokenVersion },
    { ...options, now: ctx.now },
  );
}
