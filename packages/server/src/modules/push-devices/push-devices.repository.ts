import type { PushDeviceAppType, PushService } from '@convene/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pushDevices } from '../../db/schema/index';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';
import { accountsAs, accountSummaryColumns } from '../accounts/sql';
import { updateReturning } from '../../db/update';

export type PushDeviceRow = typeof pushDevices.$inferSelect;

/** The account a device belongs to, shown as its summary. */
const owner = accountsAs('owner');
const deviceColumns = { device: pushDevices, account: accountSummaryColumns(owner) };

/** The devices of one account of the organization. */
export interface AccountScope extends Scope {
  accountId: string;
}

const scoped = (scope: AccountScope) =>
  and(inOrganization(pushDevices, scope), eq(pushDevices.accountId, scope.accountId));

/** Devices that receive an account's push notifications. */
export async function listDeviceTargets(db: Executor, scope: AccountScope) {
  return db
    .select({
      id: pushDevices.id,
      deviceToken: pushDevices.deviceToken,
      pushService: pushDevices.pushService,
    })
    .from(pushDevices)
    .where(scoped(scope));
}

export async function listPushDevices(db: Executor, scope: AccountScope, page: Page) {
  return db
    .select(deviceColumns)
    .from(pushDevices)
    .innerJoin(owner, eq(owner.id, pushDevices.accountId))
    .where(scoped(scope))
    .orderBy(desc(pushDevices.createdAt), desc(pushDevices.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findPushDevice(db: Executor, scope: AccountScope, id: string) {
  const [row] = await db
    .select(deviceColumns)
    .from(pushDevices)
    .innerJoin(owner, eq(owner.id, pushDevices.accountId))
    .where(and(scoped(scope), eq(pushDevices.id, id)));
  return row;
}

export interface PushDeviceValues {
  deviceToken: string;
  pushService: PushService;
  appType: PushDeviceAppType;
  name: string | null;
  model: string | null;
  brand: string | null;
  manufacturer: string | null;
}

/**
 * Registers a device token for the account. A token is one physical device: registering
 * it again (after a sign-in as another account, say) moves it to the new account.
 */
export async function upsertPushDevice(
  db: Executor,
  scope: AccountScope,
  values: PushDeviceValues,
): Promise<PushDeviceRow> {
  const [row] = await db
    .insert(pushDevices)
    .values({ ...values, organizationId: scope.organizationId, accountId: scope.accountId })
    .onConflictDoUpdate({
      target: [pushDevices.organizationId, pushDevices.deviceToken],
      set: { ...values, accountId: scope.accountId },
    })
    .returning();
  return row!;
}

export async function updatePushDevice(
  db: Executor,
  scope: AccountScope,
  id: string,
  changes: Partial<PushDeviceValues>,
): Promise<boolean> {
  const rows = await updateReturning(
    db,
    pushDevices,
    changes,
    and(scoped(scope), eq(pushDevices.id, id)),
  );
  return rows.length > 0;
}

export async function deletePushDevice(
  db: Executor,
  scope: AccountScope,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushDevices)
    .where(and(scoped(scope), eq(pushDevices.id, id)))
    .returning({ id: pushDevices.id });
  return rows.length > 0;
}
