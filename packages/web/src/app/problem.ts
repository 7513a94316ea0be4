import { MESSAGES } from '@convene/contract';
import type { MessageId } from '../i18n/catalogue';

/** What a failed page read means for the person looking at it. */
export type ProblemKind = 'sign-in' | 'forbidden' | 'not-found' | 'error';

export interface Problem {
  kind: ProblemKind;
  status: number;
  title: MessageId;
  body: MessageId;
}

/** The parts of an API error (or a router error response) a problem is read from. */
interface ErrorLike {
  status?: unknown;
  code?: unknown;
  message?: unknown;
}

/** Why a forbidden read failed, by the API's error code (the message for plain 403s). */
const FORBIDDEN_REASONS: Record<string, MessageId> = {
  NOT_GROUP_MEMBER: 'problem.body.joinGroup',
  NOT_EVENT_REGISTERED: 'problem.body.register',
  FEATURE_NOT_AVAILABLE: 'problem.body.feature',
  TIER_REQUIRED: 'problem.body.tier',
  SUBSCRIPTION_REQUIRED: 'problem.body.tier',
  PRIVATE_CHANNEL: 'problem.body.privateChannel',
  ACCOUNT_DISABLED: 'problem.body.accountDisabled',
};

/**
 * A failed read as a page (401 not authorized, 403 and 453–463 module forbidden,
 * 404 not found): its title and a translated explanation — never the server's raw text.
 */
export function problemOf(error: unknown): Problem {
  const value = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const status = typeof value.status === 'number' ? value.status : 500;
  const code = typeof value.code === 'string' ? value.code : '';
  if (status === 401)
    return { kind: 'sign-in', status, title: 'problem.title.signIn', body: 'problem.body.signIn' };
  if (status === 404)
    return {
      kind: 'not-found',
      status,
      title: 'system.notFound.title',
      body: 'system.notFound.body',
    };
  if (status === 403 || (status >= 453 && status <= 463)) {
    const body =
      FORBIDDEN_REASONS[code] ??
      (value.message === MESSAGES.mustBeGroupModerator
        ? 'problem.body.moderatorsOnly'
        : 'problem.body.forbidden');
    return { kind: 'forbidden', status, title: 'problem.title.forbidden', body };
  }
  return { kind: 'error', status, title: 'common.error.title', body: 'common.error.body' };
}

/**
 * How the app reports an error a page threw to its route (React's `onCaughtError`, the
 * router's `onError`): a failed read the problem page explains (401, 403, 404, 453–463) is
 * an expected state, not a fault, so only the others reach the console.
 */
export function reportPageError(error: unknown): void {
  if (problemOf(error).kind === 'error') console.error(error);
}
