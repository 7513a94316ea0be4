import {
  ACTIVATION_MESSAGES as M,
  type Activation,
  type ActivationCompletionDetail,
  type ActivationSummary,
  type CompleteActivationBody,
  type KeysetListQuery,
  type LeaderboardAccount,
  type LeaderboardEntry,
  type ListQuery,
} from '@convene/contract';
import { requireAccount, type RequestContext } from '../../../context';
import { transaction } from '../../../db/retry';
import { pageWindow } from '../../../lib/envelope';
import { AppError } from '../../../lib/app-error';
import { listWindow, pageOf, type Paged } from '../../../lib/keyset';
import { accountMapper, baseAccountsByIds } from '../../accounts/index';
import { toBaseAccount, toOptionalBaseAccount } from '../../accounts/sql';
import { requireEventViewer } from '../events/index';
import {
  ACTIVATION_ORDER,
  findActivation,
  findCallerPass,
  insertCompletion,
  nextActivation,
  progressOf,
  selectActivations,
  selectLeaderboard,
  type ActivationRow,
  type Whose,
} from './activations.repository';

/*
 * Activations (decision 0020): anyone who may see the event sees its activations with
 * their own completions; completing one takes one of the caller's passes and, when the
 * activation is protected, its code. Points go to the pass's attendee.
 */

const LEADERBOARD_TOP = 10;

function toActivation(row: ActivationRow): Activation {
  const { activation, event } = row;
  return {
    id: activation.id,
    slug: activation.slug,
    name: activation.name,
    shortDescription: activation.shortDescription,
    maxPoints: activation.maxPoints,
    startAfter: activation.startAfter.toISOString(),
    image: activation.image ?? null,
    event: {
      ...event,
      eventStart: event.eventStart.toISOString(),
      eventEnd: event.eventEnd.toISOString(),
      image: event.image ?? null,
    },
    manager: toOptionalBaseAccount(row.manager),
    longDescription: activation.longDescription,
    protected: activation.code !== null && activation.code.trim() !== '',
    createdAt: activation.createdAt.toISOString(),
    updatedAt: activation.updatedAt.toISOString(),
    completions: row.completions,
  };
}

/** The acting account and the event it may see (456, 404, 403, 453 as every event read). */
async function attendeeOf(ctx: RequestContext, eventId: string) {
  const account = requireAccount(ctx);
  const event = await requireEventViewer(ctx, eventId);
  return { scope: ctx.scope, eventId: event.id, accountId: account.id };
}

export async function listActivations(
  ctx: RequestContext,
  eventId: string,
  query: KeysetListQuery,
): Promise<Paged<Activation>> {
  const caller = await attendeeOf(ctx, eventId);
  const window = listWindow(query, ACTIVATION_ORDER);
  const rows = await selectActivations(
    ctx.db,
    caller.scope,
    caller.eventId,
    caller.accountId,
    window,
  );
  return pageOf(rows, window, toActivation);
}

export async function getActivation(
  ctx: RequestContext,
  eventId: string,
  activationId: string,
): Promise<Activation> {
  const caller = await attendeeOf(ctx, eventId);
  const row = await findActivation(ctx.db, caller.scope, caller.eventId, activationId, {
    accountId: caller.accountId,
  });
  if (!row) throw new AppError('NOT_FOUND', M.activationNotFound);
  return toActivation(row);
}

/**
 * `GET …/{activationId}/completions`: the caller's completions of the activation, each with
 * the activation and the caller's account (the completions are the caller's own).
 */
export async function activationCompletions(
  ctx: RequestContext,
  eventId: string,
  activationId: string,
): Promise<ActivationCompletionDetail[]> {
  const activation = await getActivation(ctx, eventId, activationId);
  if (activation.completions.length === 0) return [];
  const accountId = requireAccount(ctx).id;
  const account = (await baseAccountsByIds(ctx, [accountId])).get(accountId);
  if (!account) return [];
  const { id, slug, name, shortDescription, maxPoints, startAfter, image } = activation;
  const eventActivation = { id, slug, name, shortDescription, maxPoints, startAfter, image };
  return activation.completions.map((completion) => ({
    ...completion,
    eventActivationId: activation.id,
    eventActivation,
    account,
    updatedAt: completion.createdAt,
  }));
}

/** One of the caller's passes (404 'Pass not found' for anyone else's, like an unknown one). */
async function requireCallerPass(
  ctx: RequestContext,
  caller: Awaited<ReturnType<typeof attendeeOf>>,
  passId: string,
): Promise<{ id: string }> {
  const pass = await findCallerPass(ctx.db, caller.scope, caller.eventId, passId, caller.accountId);
  if (!pass) throw new AppError('NOT_FOUND', M.passNotFound);
  return pass;
}

/** `GET /events/{id}/activations/{passId}/{activationId}`: with that pass's completions. */
export async function getPassActivation(
  ctx: RequestContext,
  params: { eventId: string; passId: string; activationId: string },
): Promise<Activation> {
  const caller = await attendeeOf(ctx, params.eventId);
  const pass = await requireCallerPass(ctx, caller, params.passId);
  const row = await findActivation(ctx.db, caller.scope, caller.eventId, params.activationId, {
    passId: pass.id,
  });
  if (!row) throw new AppError('NOT_FOUND', M.activationNotFound);
  return toActivation(row);
}

type LeaderRow = Awaited<ReturnType<typeof selectLeaderboard>>[number];

function leaderOf(row: LeaderRow): LeaderboardEntry {
  return { rank: row.rank, points: row.points, account: toBaseAccount(row.account) };
}

async function leaders(
  ctx: RequestContext,
  eventId: string,
  page: { limit: number; offset: number },
): Promise<LeaderboardEntry[]> {
  const rows = await selectLeaderboard(ctx.db, ctx.scope, eventId, page);
  return rows.map(leaderOf);
}

async function summaryOf(
  ctx: RequestContext,
  caller: Awaited<ReturnType<typeof attendeeOf>>,
  whose: Whose,
): Promise<ActivationSummary> {
  const [progress, next, leaderboard] = await Promise.all([
    progressOf(ctx.db, caller.scope, caller.eventId, whose),
    nextActivation(ctx.db, caller.scope, caller.eventId, whose),
    leaders(ctx, caller.eventId, { limit: LEADERBOARD_TOP, offset: 0 }),
  ]);
  return { ...progress, next: next ? toActivation(next) : null, leaderboard };
}

/** `GET /events/{id}/activations/summary`: the caller's progress over all their passes. */
export async function activationSummary(
  ctx: RequestContext,
  eventId: string,
): Promise<ActivationSummary> {
  const caller = await attendeeOf(ctx, eventId);
  return summaryOf(ctx, caller, { accountId: caller.accountId });
}

/** `GET /events/{id}/activations/{passId}/summary`: one of the caller's passes' progress. */
export async function passActivationSummary(
  ctx: RequestContext,
  params: { eventId: string; passId: string },
): Promise<ActivationSummary> {
  const caller = await attendeeOf(ctx, params.eventId);
  const pass = await requireCallerPass(ctx, caller, params.passId);
  return summaryOf(ctx, caller, { passId: pass.id });
}

export async function activationLeaderboard(
  ctx: RequestContext,
  eventId: string,
  query: ListQuery,
): Promise<LeaderboardAccount[]> {
  const caller = await attendeeOf(ctx, eventId);
  const rows = await selectLeaderboard(ctx.db, caller.scope, caller.eventId, pageWindow(query));
  const toFull = await accountMapper(
    ctx,
    rows.map((row) => row.account),
  );
  return rows.map((row) => ({ ...toFull(row.account), ...leaderOf(row) }));
}

/** Codes are typed by hand: case and surrounding space do not matter. */
function sameCode(given: string, expected: string): boolean {
  return given.trim().toUpperCase() === expected.trim().toUpperCase();
}

/**
 * `POST /events/{id}/activations/{passId}/{activationId}`: the pass must be the caller's
 * (404 otherwise, like an unknown one); a protected activation needs its code ('Please
 * enter a code' when empty, 'Invalid code. Please try again.' when wrong). Completing
 * again changes nothing and answers the same.
 */
export async function completeActivation(
  ctx: RequestContext,
  params: { eventId: string; passId: string; activationId: string },
  body: CompleteActivationBody,
): Promise<Activation> {
  const caller = await attendeeOf(ctx, params.eventId);
  const { scope, eventId, accountId } = caller;
  const found = await findActivation(ctx.db, scope, eventId, params.activationId, { accountId });
  if (!found) throw new AppError('NOT_FOUND', M.activationNotFound);
  const pass = await requireCallerPass(ctx, caller, params.passId);
  const { activation } = found;
  if (ctx.now.getTime() < activation.startAfter.getTime()) {
    throw new AppError('CONFLICT', M.notStarted);
  }
  const code = body?.code?.trim() ?? '';
  if (activation.code !== null && activation.code.trim() !== '') {
    if (code === '') throw new AppError('VALIDATION', M.enterCode, { field: 'code' });
    if (!sameCode(code, activation.code)) {
      throw new AppError('VALIDATION', M.invalidCode, { field: 'code' });
    }
  }
  await transaction(ctx, (tx) =>
    insertCompletion(tx, scope, {
      eventId,
      activationId: activation.id,
      passId: pass.id,
      accountId,
      earnedPoints: activation.maxPoints,
    }),
  );
  const row = await findActivation(ctx.db, scope, eventId, activation.id, { accountId });
  return toActivation(row!);
}
