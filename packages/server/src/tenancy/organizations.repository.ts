import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { organizationHosts, organizations } from '../db/schema/index';

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganization = typeof organizations.$inferInsert;

export async function findOrganizationById(
  db: Executor,
  id: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

export async function findOrganizationByHost(
  db: Executor,
  host: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .select({ organization: organizations })
    .from(organizationHosts)
    .innerJoin(organizations, eq(organizations.id, organizationHosts.organizationId))
    .where(eq(organizationHosts.host, host));
  return row?.organization;
}

export async function findOrganizationByClientId(
  db: Executor,
  clientId: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.identityClientId, clientId));
  return row;
}

export async function listOrganizations(
  db: Database,
): Promise<(OrganizationRow & { hosts: string[] })[]> {
  const rows = await db.select().from(organizations).orderBy(asc(organizations.slug));
  if (rows.length === 0) return [];
  const hosts = await db
    .select()
    .from(organizationHosts)
    .where(
      inArray(
        organizationHosts.organizationId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    hosts: hosts.filter((host) => host.organizationId === row.id).map((host) => host.host),
  }));
}

/** Creates or updates an organization and replaces its host names, in one transaction. */
export async function upsertOrganization(
  db: Database,
  values: NewOrganization,
  hosts: string[],
): Promise<OrganizationRow> {
  return db.transaction(async (tx) => {
    // The id and the identity pool of an organization never change once created.
    const { id: _id, identityClientId: _clientId, userPoolId: _poolId, ...changes } = values;
    const [row] = await tx
      .insert(organizations)
      .values(values)
      .onConflictDoUpdate({ target: organizations.id, set: { ...changes, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('Organization upsert returned nothing');
    await tx.delete(organizationHosts).where(eq(organizationHosts.organizationId, row.id));
    if (hosts.length > 0) {
      await tx
        .insert(organizationHosts)
        .values(hosts.map((host) => ({ host: host.toLowerCase(), organizationId: row.id })))
        .onConflictDoUpdate({ target: organizationHosts.host, set: { organizationId: row.id } });
    }
    return row;
  });
}
