import {
  SESSION_REGISTRATION_MESSAGES as M,
  type SessionAccess,
  type SessionPass,
  type SessionPassesBody,
  type SessionQuestion,
  type SessionResponsesBody,
  type SessionSection,
} from '@convene/contract';
import { requireAccount, type RequestContext } from '../../../context';
import { transaction } from '../../../db/retry';
import { AppError, type FieldError } from '../../../lib/app-error';
import type { Scope } from '../../../tenancy/scope';
import { requireEventViewer } from '../events/index';
import { eventSessionById } from '../events/sql';
import { passViews } from '../registration/index';
import {
  accessesOf,
  callerPasses,
  deleteAccesses,
  hasResponse,
  insertAccesses,
  refreshAccessStatus,
  saveResponse,
  sectionsOf,
  type QuestionRow,
} from './accesses.repository';
import { answerError } from './answers';
import {
  sessionWithLocation,
  takeSeats,
  toBaseSession,
  type SessionRow,
} from './sessions.repository';

/*
 * Session registration of the acting account's passes (decision 0020). A free session
 * takes its seats when the passes are set, with one conditional update on the session's
 * counter; a paid one keeps them as drafts until the capture takes the seats.
 */

export interface SessionCaller {
  scope: Scope;
  accountId: string;
  session: SessionRow;
}

/**
 * The session of a visible event that takes registration: 404 for an unknown session (or
 * another organization's), 455 'Registration is not enabled for this session' when it does
 * not take registration, and, for `open`, 455 'Registration is closed for this session'
 * once it has started.
 */
export async function requireSession(
  ctx: RequestContext,
  eventId: string,
  sessionId: string,
  { open }: { open: boolean },
): Promise<SessionCaller> {
  const account = requireAccount(ctx);
  const event = await requireEventViewer(ctx, eventId);
  const scope = ctx.scope;
  const session = await eventSessionById(ctx.db, scope, event.id, sessionId);
  if (!session) throw new AppError('NOT_FOUND', M.sessionNotFound);
  if (!session.registrationEnabled || session.nonSession) {
    throw new AppError('REGISTRATION_UNAVAILABLE', M.notEnabled);
  }
  if (open && ctx.now.getTime() >= session.startTime.getTime()) {
    throw new AppError('REGISTRATION_UNAVAILABLE', M.closed);
  }
  return { scope, accountId: account.id, session };
}

export function isPaid(session: SessionRow): boolean {
  return (session.price ?? 0) > 0;
}

export function toSessionQuestion(row: QuestionRow): SessionQuestion {
  return {
    id: row.id,
    featured: row.featured,
    type: row.type,
    name: row.name,
    required: row.required,
    description: row.description,
    label: row.label,
    placeholder: row.placeholder,
    default: row.default,
    mutable: row.mutable,
    min: row.min,
    max: row.max,
    validation: row.validation,
    validationMessage: row.validationMessage,
    sortOrder: row.sortOrder,
    choices: row.choices.map((choice, sortOrder) => ({
      id: choice.id,
      value: choice.value,
      text: choice.text,
      supply: null,
      description: null,
      sortOrder,
      subQuestions: [],
    })),
    price: null,
    supply: null,
  };
}

/** The SDK Pass of each of the caller's passes named, by id. */
function callerPassViews(ctx: RequestContext, caller: SessionCaller, passIds: string[]) {
  return passViews(ctx.db, caller.scope, caller.session.eventId, passIds, ctx.now);
}

async function sessionSections(db: RequestContext['db'], caller: SessionCaller) {
  return sectionsOf(db, caller.scope, caller.session.id);
}

/** `GET …/registration`: the caller's passes registered for the session, with their answers. */
export async function sessionRegistration(
  ctx: RequestContext,
  eventId: string,
  sessionId: string,
): Promise<SessionAccess[]> {
  const caller = await requireSession(ctx, eventId, sessionId, { open: false });
  const [accesses, sections, session] = await Promise.all([
    accessesOf(ctx.db, caller.scope, caller.session.id, caller.accountId),
    sessionSections(ctx.db, caller),
    sessionWithLocation(ctx.db, caller.scope, caller.session.id),
  ]);
  const passes = await callerPassViews(
    ctx,
    caller,
    accesses.map((access) => access.passId),
  );
  const questions = new Map(
    sections.flatMap((section) => section.questions).map((row) => [row.id, row]),
  );
  const base = toBaseSession({ ...session!, location: session!.location });
  return accesses.flatMap((access) => {
    const pass = passes.get(access.passId);
    if (!pass) return [];
    const view: SessionAccess = {
      id: access.id,
      status: access.status,
      sessionId: caller.session.id,
      passId: access.passId,
      session: base,
      responses: access.responses.flatMap((response) => {
        const question = questions.get(response.questionId);
        return question
          ? [
              {
                questionId: response.questionId,
                question: toSessionQuestion(question),
                value: response.value,
              },
            ]
          : [];
      }),
      pass,
      createdAt: access.createdAt.toISOString(),
      updatedAt: access.updatedAt.toISOString(),
    };
    return [view];
  });
}

/**
 * `POST …/registration/submit` (the SDK's confirm step): the registration as it stands,
 * once the session is open; passes still unpaid for a paid session are refused.
 */
export async function submitSessionRegistration(
  ctx: RequestContext,
  eventId: string,
  sessionId: string,
): Promise<SessionAccess[]> {
  await requireSession(ctx, eventId, sessionId, { open: true });
  const accesses = await sessionRegistration(ctx, eventId, sessionId);
  if (accesses.some((access) => access.status === 'draft')) {
    throw new AppError('VALIDATION', M.payThroughIntent, { field: 'passes' });
  }
  return accesses;
}

/** `GET …/registration/passes`: the caller's passes that open the session. */
export async function sessionPasses(
  ctx: RequestContext,
  eventId: string,
  sessionId: string,
): Promise<SessionPass[]> {
  const caller = await requireSession(ctx, eventId, sessionId, { open: false });
  const passes = (
    await callerPasses(ctx.db, caller.scope, caller.session, caller.accountId)
  ).filter((pass) => pass.opens);
  const views = await callerPassViews(
    ctx,
    caller,
    passes.map((pass) => pass.id),
  );
  return passes.flatMap((pass) => {
    const view = views.get(pass.id);
    if (!view) return [];
    const access =
      pass.accessId && pass.accessStatus ? { id: pass.accessId, status: pass.accessStatus } : null;
    return [{ ...view, access }];
  });
}

/** `GET …/registration/questions`: the session's sections of questions. */
export async function sessionQuestions(
  ctx: RequestContext,
  eventId: string,
  sessionId: string,
): Promise<SessionSection[]> {
  const caller = await requireSession(ctx, eventId, sessionId, { open: false });
  const sections = await sessionSections(ctx.db, caller);
  return sections.map((section) => ({
    id: section.id,
    name: section.name,
    description: section.description,
    sortOrder: section.sortOrder,
    questions: section.questions.map(toSessionQuestion),
  }));
}

/** `GET …/attendee/passes/{pid}/sessions/{sid}`: one pass's registration for the session. */
export async function passSessionAccess(
  ctx: RequestContext,
  params: { eventId: string; passId: string; sessionId: string },
): Promise<SessionAccess> {
  const accesses = await sessionRegistration(ctx, params.eventId, params.sessionId);
  const access = accesses.find((candidate) => candidate.passId === params.passId);
  if (!access) throw new AppError('NOT_FOUND', M.passNotRegistered, { field: 'passId' });
  return access;
}

/** `GET …/attendee/passes/{pid}/sessions/{sid}/questions`: as below, for a pass that opens it. */
export async function passSessionQuestions(
  ctx: RequestContext,
  params: { eventId: string; passId: string; sessionId: string },
): Promise<SessionSection[]> {
  const passes = await sessionPasses(ctx, params.eventId, params.sessionId);
  if (!passes.some((pass) => pass.id === params.passId)) {
    throw new AppError('NOT_FOUND', M.passNotFound, { field: 'passId' });
  }
  return sessionQuestions(ctx, params.eventId, params.sessionId);
}

/**
 * `POST …/registration/passes`: exactly the listed passes are registered. Seats given back
 * first, then taken, so swapping passes works on a full session. A paid session's seats
 * are taken by the capture; its paid passes stay (canceling the pass gives them back).
 */
export async function setSessionPasses(
  ctx: RequestContext,
  eventId: string,
  sessionId: string,
  body: SessionPassesBody,
): Promise<null> {
  const caller = await requireSession(ctx, eventId, sessionId, { open: true });
  const { scope, session, accountId } = caller;
  const wanted = [...new Set(body.map((entry) => entry.passId))];
  const paid = isPaid(session);
  await transaction(ctx, async (tx) => {
    const passes = await callerPasses(tx, scope, session, accountId, true);
    const byId = new Map(passes.map((pass) => [pass.id, pass]));
    wanted.forEach((passId, index) => {
      const pass = byId.get(passId);
      if (!pass) throw new AppError('NOT_FOUND', M.passNotFound, { field: `${index}.passId` });
      if (!pass.opens)
        throw new AppError('VALIDATION', M.passNoAccess, { field: `${index}.passId` });
    });
    const added = wanted.filter((passId) => !byId.get(passId)!.accessId);
    const dropped = passes.filter(
      (pass) =>
        pass.accessId !== null &&
        !wanted.includes(pass.id) &&
        (!paid || pass.accessStatus === 'draft'),
    );
    const freed = dropped.filter((pass) => pass.accessStatus !== 'draft').length;
    if (freed > 0) await takeSeats(tx, scope, session.id, -freed);
    await deleteAccesses(
      tx,
      scope,
      dropped.map((pass) => pass.accessId!),
    );
    if (added.length === 0) return;
    if (!paid && !(await takeSeats(tx, scope, session.id, added.length))) {
      throw new AppError('CONFLICT', M.full, { field: 'passes' });
    }
    const ids = await insertAccesses(
      tx,
      scope,
      session,
      accountId,
      added,
      paid ? 'draft' : 'ready',
    );
    await refreshAccessStatus(tx, scope, ids);
  });
  return null;
}

/**
 * `PUT …/registration/questions`: answers per pass, all checked before any is saved (every
 * offending answer named in `errors`); a registered pass becomes `needsInfo` or `ready`.
 */
export async function setSessionResponses(
  ctx: RequestContext,
  eventId: string,
  sessionId: string,
  body: SessionResponsesBody,
): Promise<null> {
  const caller = await requireSession(ctx, eventId, sessionId, { open: true });
  const { scope, session, accountId } = caller;
  await transaction(ctx, async (tx) => {
    const passes = await callerPasses(tx, scope, session, accountId, true);
    const accessOf = new Map(
      passes.flatMap((pass) =>
        pass.accessId ? [[pass.id, { id: pass.accessId, status: pass.accessStatus }] as const] : [],
      ),
    );
    const sections = await sectionsOf(tx, scope, session.id);
    const questions = new Map(
      sections.flatMap((section) => section.questions).map((row) => [row.id, row]),
    );
    const errors: FieldError[] = [];
    const saves: { accessId: string; questionId: string; value: string }[] = [];
    for (const entry of body) {
      const access = accessOf.get(entry.passId);
      if (!access) {
        throw new AppError('NOT_FOUND', M.passNotRegistered, { field: `passes.${entry.passId}` });
      }
      for (const response of entry.responses) {
        const field = `passes.${entry.passId}.questions.${response.questionId}`;
        const question = questions.get(response.questionId);
        if (!question) {
          errors.push({ field, message: M.questionNotAsked });
          continue;
        }
        const locked =
          !question.mutable &&
          access.status !== 'draft' &&
          (await hasResponse(tx, access.id, question.id));
        const problem = locked
          ? M.immutable.replace('{question}', question.label ?? question.name)
          : answerError(question, response.value);
        if (problem) errors.push({ field, message: problem });
        else saves.push({ accessId: access.id, questionId: question.id, value: response.value });
      }
    }
    if (errors.length > 0) throw new AppError('VALIDATION', errors[0]!.message, { errors });
    for (const save of saves) {
      await saveResponse(tx, scope, save.accessId, save.questionId, save.value);
    }
    await refreshAccessStatus(tx, scope, [...new Set(saves.map((save) => save.accessId))]);
  });
  return null;
}

/** `PUT …/registration/passes/{pid}/questions/{qid}`: one answer (empty clears it). */
export function setSessionResponse(
  ctx: RequestContext,
  params: { eventId: string; sessionId: string; passId: string; questionId: string },
  response: string,
): Promise<null> {
  return setSessionResponses(ctx, params.eventId, params.sessionId, [
    { passId: params.passId, responses: [{ questionId: params.questionId, value: response }] },
  ]);
}
