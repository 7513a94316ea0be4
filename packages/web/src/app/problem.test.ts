import { ApiError } from '@convene/client';
import { MESSAGES } from '@convene/contract';
import { describe, expect, it, vi } from 'vitest';
import { problemOf, reportPageError } from './problem';

describe('problemOf: a failed read as a page, never the raw server text', () => {
  it('reads 401 as sign in, 404 as not found, other failures as an error', () => {
    expect(problemOf(new ApiError(401, 'UNAUTHORIZED', MESSAGES.mustSignIn)).kind).toBe('sign-in');
    expect(problemOf(new ApiError(404, 'NOT_FOUND', 'Not found'))).toMatchObject({
      kind: 'not-found',
      title: 'system.notFound.title',
    });
    expect(problemOf(new Error('boom')).kind).toBe('error');
    expect(problemOf(undefined).kind).toBe('error');
  });

  it('explains a forbidden read (403 and 453–463) by its reason', () => {
    expect(problemOf(new ApiError(403, 'FORBIDDEN', MESSAGES.mustBeGroupModerator))).toEqual({
      kind: 'forbidden',
      status: 403,
      title: 'problem.title.forbidden',
      body: 'problem.body.moderatorsOnly',
    });
    expect(problemOf(new ApiError(403, 'FORBIDDEN', MESSAGES.noPermission)).body).toBe(
      'problem.body.forbidden',
    );
    expect(problemOf(new ApiError(453, 'NOT_GROUP_MEMBER', MESSAGES.mustJoinGroup)).body).toBe(
      'problem.body.joinGroup',
    );
    expect(problemOf(new ApiError(460, 'KNOWN_ERROR', 'anything')).kind).toBe('forbidden');
  });
});

describe('reportPageError', () => {
  it('keeps expected states (forbidden, not found, sign in) out of the console, not faults', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportPageError(new ApiError(453, 'NOT_GROUP_MEMBER', MESSAGES.mustJoinGroup));
    reportPageError(new ApiError(404, 'NOT_FOUND', 'Not found'));
    expect(log).not.toHaveBeenCalled();
    reportPageError(new Error('a bug'));
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
