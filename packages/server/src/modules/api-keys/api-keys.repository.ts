import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { apiKeys } from '../../db/schema/index';
import { inOrganization, type Scope } from '../../tenancy/scope';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(
  db: Executor,
  scope: Scope,
  values: Omit<typeof apiKeys.$inferInsert, 'organizationId'>,
): Promise<ApiKeyRow> {
  const [row] = await db
    .insert(apiKeys)
    .values({ ...values, organizationId: scope.organizationId })
    .returning();
  return row!;
}

/** The organization's keys, newest first (an organization keeps a handful). */
export function listApiKeys(db: Executor, scope: Scope): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(inOrganization(apiKeys, scope))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** The key whose secret hashes to `secretHash`, if it is one of the organization's. */
export async function findApiKeyBySecretHash(
  db: Executor,
  scope: Scope,
  secretHash: string,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(inOrganization(apiKeys, scope), eq(apiKeys.secretHash, secretHash)));
  return row;
}

/** Revokes the key (a revoked one keeps its first revocation time); undefined: no such key. */
export async function revokeApiKey(
  db: Executor,
  scope: Scope,
  keyId: string,
  at: Date,
): Promise<ApiKeyRow | undefined> {
  const where = and(inOrganization(apiKeys, scope), eq(apiKeys.id, keyId));
  const [revoked] = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(where, isNull(apiKeys.revokedAt)))
    .returning();
  if (revoked) return revoked;
  const [row] = await db.select().from(apiKeys).where(where);
  return row;
}

/** Records a use of the key, unless one was recorded since `since`. */
export async function touchApiKey(
  db: Executor,
  scope: Scope,
  keyId: string,
  at: Date,
  since: Date,
): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(
      and(
        inOrganization(apiKeys, scope),
        eq(apiKeys.id, keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, since)),
      ),
    );
}
