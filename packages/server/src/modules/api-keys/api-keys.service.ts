import {
  API_KEY_MESSAGES as M,
  API_KEY_PREFIX,
  API_KEY_VISIBLE_LENGTH,
  type ApiKey,
  type BaseAccount,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '@convene/contract';
import { randomBytes } from 'node:crypto';
import { requireAdmin, type RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { baseAccountsByIds } from '../accounts/index';
import { secretHashOf } from './api-key-authenticator';
import { insertApiKey, listApiKeys, revokeApiKey, type ApiKeyRow } from './api-keys.repository';

/** Random bytes in a secret: 32, as 43 base64url characters after `cvk_`. */
const SECRET_BYTES = 32;

/** The keys as administrators see them, with the accounts they act for. */
async function apiKeyViews(ctx: RequestContext, rows: readonly ApiKeyRow[]): Promise<ApiKey[]> {
  const accounts = await baseAccountsByIds(
    ctx,
    rows.flatMap((row) => (row.accountId ? [row.accountId] : [])),
  );
  return rows.map((row) => toApiKey(row, (row.accountId && accounts.get(row.accountId)) || null));
}

function toApiKey(row: ApiKeyRow, account: BaseAccount | null): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    account,
  };
}

export async function listKeys(ctx: RequestContext): Promise<ApiKey[]> {
  requireAdmin(ctx);
  return apiKeyViews(ctx, await listApiKeys(ctx.db, ctx.scope));
}

/**
 * Issues a key acting for the calling administrator and the account they act for. Its
 * secret is in this answer only: the database keeps its hash and first characters.
 */
export async function createKey(
  ctx: RequestContext,
  body: CreateApiKeyBody,
): Promise<CreatedApiKey> {
  const login = requireAdmin(ctx);
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  if (expiresAt && expiresAt <= ctx.now)
    throw new AppError('VALIDATION', M.expiresInPast, { field: 'expiresAt' });
  const secret = `${API_KEY_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
  const row = await insertApiKey(ctx.db, ctx.scope, {
    name: body.name,
    prefix: secret.slice(0, API_KEY_VISIBLE_LENGTH),
    secretHash: secretHashOf(secret),
    scopes: body.scopes,
    loginId: login.id,
    accountId: ctx.account?.id ?? null,
    expiresAt,
    createdAt: ctx.now,
  });
  const [view] = await apiKeyViews(ctx, [row]);
  return { ...view!, secret };
}

/** Revokes the key: refused at once on this node, within the key cache's time elsewhere. */
export async function revokeKey(ctx: RequestContext, keyId: string): Promise<ApiKey> {
  requireAdmin(ctx);
  const row = await revokeApiKey(ctx.db, ctx.scope, keyId, ctx.now);
  if (!row) throw new AppError('NOT_FOUND');
  ctx.seams.apiKeys.forget(row.id);
  const [view] = await apiKeyViews(ctx, [row]);
  return view!;
}
