import type { PaymentProvider } from '@convene/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentIntegrations } from '../../db/schema/index';
import { inOrganization, type Scope } from '../../tenancy/scope';

export type IntegrationRow = typeof paymentIntegrations.$inferSelect;
export type IntegrationValues = Omit<
  typeof paymentIntegrations.$inferInsert,
  'id' | 'organizationId' | 'type' | 'createdAt' | 'updatedAt'
>;

export function listIntegrations(db: Executor, scope: Scope): Promise<IntegrationRow[]> {
  return db
    .select()
    .from(paymentIntegrations)
    .where(inOrganization(paymentIntegrations, scope))
    .orderBy(asc(paymentIntegrations.type));
}

export async function findIntegration(
  db: Executor,
  scope: Scope,
  by: { id: string } | { type: PaymentProvider },
): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntegrations)
    .where(
      and(
        inOrganization(paymentIntegrations, scope),
        'id' in by ? eq(paymentIntegrations.id, by.id) : eq(paymentIntegrations.type, by.type),
      ),
    );
  return row;
}

/** The providers the organization has enabled (their browser code may run on its pages). */
export async function enabledProviders(db: Executor, scope: Scope): Promise<PaymentProvider[]> {
  const rows = await db
    .select({ type: paymentIntegrations.type })
    .from(paymentIntegrations)
    .where(and(inOrganization(paymentIntegrations, scope), eq(paymentIntegrations.enabled, true)));
  return rows.map((row) => row.type);
}

/** The enabled provider new intents use. */
export async function findDefaultIntegration(
  db: Executor,
  scope: Scope,
): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntegrations)
    .where(
      and(
        inOrganization(paymentIntegrations, scope),
        eq(paymentIntegrations.isDefault, true),
        eq(paymentIntegrations.enabled, true),
      ),
    );
  return row;
}

export async function upsertIntegration(
  db: Executor,
  scope: Scope,
  type: PaymentProvider,
  values: IntegrationValues,
): Promise<IntegrationRow> {
  const [row] = await db
    .insert(paymentIntegrations)
    .values({ ...values, organizationId: scope.organizationId, type })
    .onConflictDoUpdate({
      target: [paymentIntegrations.organizationId, paymentIntegrations.type],
      set: values,
    })
    .returning();
  return row!;
}

/** Takes the default flag off every provider but `type`. */
export async function clearOtherDefaults(
  db: Executor,
  scope: Scope,
  type: PaymentProvider,
): Promise<void> {
  await db
    .update(paymentIntegrations)
    .set({ isDefault: false })
    .where(
      and(
        inOrganization(paymentIntegrations, scope),
        eq(paymentIntegrations.isDefault, true),
        ne(paymentIntegrations.type, type),
      ),
    );
}
