import { describe, expect, it } from 'vitest';
import {
  ERR_NO_ACCOUNT_SELECTED,
  ERROR_CODES,
  isModuleForbiddenStatus,
  MESSAGES,
  statusOf,
} from './errors';

describe('isModuleForbiddenStatus', () => {
  it('is true for 403 and the 453–463 family', () => {
    expect(isModuleForbiddenStatus(403)).toBe(true);
    for (let status = 453; status <= 463; status += 1)
      expect(isModuleForbiddenStatus(status)).toBe(true);
  });

  it('is false next to it', () => {
    for (const status of [400, 401, 404, 452, 464, 500])
      expect(isModuleForbiddenStatus(status)).toBe(false);
  });
});

describe('ERROR_CODES', () => {
  it('maps each code once to its status', () => {
    expect(statusOf('VALIDATION')).toBe(400);
    expect(statusOf('UNAUTHORIZED')).toBe(401);
    expect(statusOf('PAYLOAD_TOO_LARGE')).toBe(413);
    expect(statusOf('RATE_LIMITED')).toBe(429);
    expect(statusOf('NO_ACCOUNT_SELECTED')).toBe(ERR_NO_ACCOUNT_SELECTED);
    expect(ERR_NO_ACCOUNT_SELECTED).toBe(463);
  });

  it('answers 500 with the plain message', () => {
    expect(ERROR_CODES.INTERNAL).toEqual({ status: 500, message: 'Something went wrong' });
    expect(MESSAGES.somethingWentWrong).toBe('Something went wrong');
  });
});
