import {
  ATTENDEE_MESSAGES as M,
  REGISTRATION_MESSAGES,
  type Account,
  type BaseAccount,
  type ListQuery,
  type TransferLog,
  type TransferPassBody,
} from '@convene/contract';
import type { RequestContext } from '../../../context';
import type { Transaction } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { pageWindow } from '../../../lib/envelope';
import { accountMapper, isBlockedBetween, toBaseAccount } from '../../accounts/index';
import { toOptionalBaseAccount } from '../../accounts/sql';
import { countRegistrations } from '../events/sql';
import { notify } from '../../notifications/index';
import { emitWebhook } from '../../webhooks/index';
import { passWebhookData } from '../registration/sql';
import { lockRegistration } from '../registration/index';
import { leaveLinesOfEvent } from '../waitlist/sql';
import {
  countActivePasses,
  countDraftPasses,
  findReceiver,
  insertTransfer,
  listTransferCandidates,
  listTransfers,
  updatePassRow,
  updateRegistrationRow,
  type PassRow,
  type RegistrationRow,
} from './attendee.repository';
import {
  changeHeldPass,
  openAttendee,
  requireHeldPass,
  type AttendeeScope,
} from './attendee.service';

/*
 * Transferring a pass (decision 0019): it moves, with its answers and add-ons, from the
 * holder's registration to the receiver's (made, registered, when the receiver has none),
 * leaving its package and room behind. Only a transferable pass type, to an enabled account
 * of the same organization with no block between the two. The receiver is notified
 * (TRANSFER: in-app, push and mail as their preferences allow); a log row keeps the move.
 */

/** Who may receive: 25 at most, by name or exact email address (never shown). */
const CANDIDATES_PAGE = { limit: 25, offset: 0 };

/** `GET …/passes/{pid}/transfer/accounts`. */
export async function transferAccounts(
  ctx: RequestContext,
  eventId: string,
  passId: string,
  search: string | undefined,
): Promise<Account[]> {
  const as = await openAttendee(ctx, eventId, 'read');
  await requireHeldPass(ctx.db, as, passId);
  const rows = await listTransferCandidates(
    ctx.db,
    as.ctx.scope,
    as.account.id,
    search,
    CANDIDATES_PAGE,
  );
  const toAccount = await accountMapper(
    ctx,
    rows.map((row) => row.account),
  );
  return rows.map((row) => toAccount(row.account));
}

/**
 * The receiver's registration (made when there is none), locked and registered; whether it
 * now counts against the event as a new one. A cart in progress is left alone (409).
 */
async function receiverRegistration(
  tx: Transaction,
  as: AttendeeScope,
  receiverId: string,
): Promise<{ registration: RegistrationRow; counted: boolean }> {
  const key = { eventId: as.event.id, accountId: receiverId };
  const row = await lockRegistration(tx, as.ctx.scope, key);
  if (row.status === 'registered') return { registration: row, counted: false };
  if (row.status === 'draft' && (row.heldUntil || (await countDraftPasses(tx, row.id)) > 0)) {
    throw new AppError('CONFLICT', M.receiverBusy, { field: 'receiverId' });
  }
  const registered = { status: 'registered', registeredAt: as.ctx.now, heldUntil: null } as const;
  await updateRegistrationRow(tx, row.id, registered);
  // A member waiting for a pass of the event has one now: out of every line.
  await leaveLinesOfEvent(tx, as.ctx.scope, key);
  return { registration: { ...row, ...registered }, counted: true };
}

async function movePass(
  tx: Transaction,
  as: AttendeeScope,
  pass: PassRow,
  receiver: BaseAccount,
): Promise<void> {
  const passType = as.offer.passTypes.get(pass.passTypeId);
  if (!passType?.transferable) throw new AppError('CONFLICT', M.notTransferable);
  if (pass.usedAt) throw new AppError('CONFLICT', M.checkedIn);
  const to = await receiverRegistration(tx, as, receiver.id);
  await updatePassRow(tx, pass.id, {
    registrationId: to.registration.id,
    attendeeAccountId: receiver.id,
    registrationPackageId: null,
    reservationId: null,
    updatedAt: as.ctx.now,
  });
  // The holder's seat goes first, so a full event still takes the receiver in its place.
  if ((await countActivePasses(tx, pass.registrationId)) === 0) {
    await updateRegistrationRow(tx, pass.registrationId, { status: 'canceled' });
    await countRegistrations(tx, as.ctx.scope, as.event.id, -1);
  }
  if (to.counted && !(await countRegistrations(tx, as.ctx.scope, as.event.id, 1))) {
    throw new AppError('CONFLICT', REGISTRATION_MESSAGES.full);
  }
  await insertTransfer(tx, {
    organizationId: as.ctx.scope.organizationId,
    eventId: as.event.id,
    passId: pass.id,
    fromRegistrationId: pass.registrationId,
    toRegistrationId: to.registration.id,
  });
  await emitWebhook(as.ctx, tx, 'pass.transferred', {
    pass: passWebhookData({
      ...pass,
      registrationId: to.registration.id,
      attendeeAccountId: receiver.id,
    }),
    fromRegistrationId: pass.registrationId,
    fromAccountId: as.account.id,
    toAccountId: receiver.id,
  });
  await notify(tx, as.ctx, {
    type: 'TRANSFER',
    recipientId: receiver.id,
    senderId: as.account.id,
    eventId: as.event.id,
    // In the receiver's locale (mail-messages), whoever sends it; `{name}`: the sender's
    // display name.
    email: {
      subject: { id: 'attendee.transfer.subject' },
      text: {
        id: 'attendee.transfer.text',
        values: { passType: passType.name, event: as.event.name },
      },
    },
  });
}

/** `POST …/passes/{pid}/transfer` {receiverId}. */
export async function transferPass(
  ctx: RequestContext,
  eventId: string,
  passId: string,
  body: TransferPassBody,
): Promise<null> {
  const as = await openAttendee(ctx, eventId, 'change');
  await requireHeldPass(ctx.db, as, passId);
  if (body.receiverId === as.account.id) {
    throw new AppError('VALIDATION', M.receiverIsOwner, { field: 'receiverId' });
  }
  const row = await findReceiver(ctx.db, as.ctx.scope, body.receiverId);
  if (!row) throw new AppError('NOT_FOUND', M.receiverNotFound, { field: 'receiverId' });
  if (await isBlockedBetween(ctx.db, as.ctx.scope, as.account.id, row.id)) {
    throw new AppError('FORBIDDEN', M.receiverBlocked, { field: 'receiverId' });
  }
  const receiver = toBaseAccount(row);
  await changeHeldPass(ctx, as, passId, (tx, pass) => movePass(tx, as, pass, receiver));
  return null;
}

/** `GET …/attendee/transfers/logs`: passes moved to or from the registration, newest first. */
export async function transferLogs(
  ctx: RequestContext,
  eventId: string,
  query: ListQuery,
): Promise<TransferLog[]> {
  const as = await openAttendee(ctx, eventId, 'read');
  const rows = await listTransfers(ctx.db, as.ctx.scope, as.registration.id, pageWindow(query));
  return rows.map((row) => ({
    id: row.transfer.id,
    fromRegistrationId: row.transfer.fromRegistrationId,
    fromRegistration: { account: toOptionalBaseAccount(row.sender) },
    toRegistrationId: row.transfer.toRegistrationId,
    toRegistration: { account: toOptionalBaseAccount(row.receiver) },
    purchaseId: row.pass.id,
    purchase: row.pass,
    createdAt: row.transfer.createdAt.toISOString(),
  }));
}
