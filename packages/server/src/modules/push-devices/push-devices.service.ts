import {
  webPushDeviceToken,
  type BaseAccount,
  type ListQuery,
  type PushDevice,
  type RegisterPushDeviceBodySchema,
  type UpdatePushDeviceBody,
} from '@convene/contract';
import type { z } from 'zod';
import { requireAccount, type RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import {
  deletePushDevice,
  findPushDevice,
  listDeviceTargets,
  listPushDevices,
  updatePushDevice,
  upsertPushDevice,
  type AccountScope,
  type PushDeviceRow,
} from './push-devices.repository';

/** Where one push notification goes: a device's token and its push service. */
export type PushTarget = Awaited<ReturnType<typeof listDeviceTargets>>[number];

/** The devices an account's push notifications go to (the notifications module asks). */
export function pushTargetsOf(db: Executor, scope: AccountScope): Promise<PushTarget[]> {
  return listDeviceTargets(db, scope);
}

function toPushDevice(device: PushDeviceRow, account: BaseAccount): PushDevice {
  return {
    id: device.id,
    deviceToken: device.deviceToken,
    accountId: device.accountId,
    account,
    name: device.name,
    model: device.model,
    brand: device.brand,
    manufacturer: device.manufacturer,
    appType: device.appType,
    pushService: device.pushService,
    createdAt: device.createdAt.toISOString(),
  };
}

function selfScope(ctx: RequestContext): AccountScope {
  return { organizationId: ctx.organization.id, accountId: requireAccount(ctx).id };
}

export async function listSelfPushDevices(
  ctx: RequestContext,
  query: ListQuery,
): Promise<PushDevice[]> {
  const rows = await listPushDevices(ctx.db, selfScope(ctx), pageWindow(query));
  return rows.map((row) => toPushDevice(row.device, row.account));
}

export async function getSelfPushDevice(ctx: RequestContext, id: string): Promise<PushDevice> {
  const row = await findPushDevice(ctx.db, selfScope(ctx), id);
  if (!row) throw new AppError('NOT_FOUND');
  return toPushDevice(row.device, row.account);
}

export async function registerSelfPushDevice(
  ctx: RequestContext,
  /** As the route validated it: defaults (appType) applied. */
  body: z.output<typeof RegisterPushDeviceBodySchema>,
): Promise<PushDevice> {
  const scope = selfScope(ctx);
  // The contract's refinement has made sure there is one or the other.
  const deviceToken = body.subscription
    ? webPushDeviceToken(body.subscription)
    : (body.deviceToken ?? '');
  const device = await upsertPushDevice(ctx.db, scope, {
    deviceToken,
    pushService: body.pushService,
    appType: body.appType,
    name: body.name ?? null,
    model: body.model ?? null,
    brand: body.brand ?? null,
    manufacturer: body.manufacturer ?? null,
  });
  return getSelfPushDevice(ctx, device.id);
}

/** Changes one of the acting account's devices (name, model… or a refreshed token). */
export async function updateSelfPushDevice(
  ctx: RequestContext,
  id: string,
  body: UpdatePushDeviceBody,
): Promise<PushDevice> {
  const scope = selfScope(ctx);
  const changes = Object.fromEntries(
    Object.entries(body.pushDevice).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length) {
    if (!(await updatePushDevice(ctx.db, scope, id, changes))) throw new AppError('NOT_FOUND');
  }
  return getSelfPushDevice(ctx, id);
}

/** Removes one of the acting account's devices; answers it as it was. Another account's is a 404. */
export async function deleteSelfPushDevice(ctx: RequestContext, id: string): Promise<PushDevice> {
  const scope = selfScope(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await findPushDevice(tx, scope, id);
    if (!row || !(await deletePushDevice(tx, scope, id))) throw new AppError('NOT_FOUND');
    return toPushDevice(row.device, row.account);
  });
}
