import { describe, expect, it } from 'vitest';
import { isConnectionError } from './connection-errors';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it('knows the SQLSTATEs of a lost connection and of a server going down', () => {
    for (const code of ['08000', '08003', '08006', '08P01', '57P01', '57P02', '57P03'])
      expect(isConnectionError(coded(code)), code).toBe(true);
  });

  it('knows node socket errors and what pg says about a dead client', () => {
    for (const code of ['ECONNRESET', 'ECONNREFUSED', 'EPIPE'])
      expect(isConnectionError(coded(code)), code).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isConnectionError(
        new Error('Client has encountered a connection error and is not queryable'),
      ),
    ).toBe(true);
  });

  it('looks through drizzle causes and the attempts of an AggregateError', () => {
    const wrapped = new Error('Failed query: select 1', { cause: coded('57P01') });
    expect(isConnectionError(wrapped)).toBe(true);
    expect(isConnectionError(new AggregateError([coded('ECONNREFUSED')], 'connect'))).toBe(true);
  });

  it('leaves query errors alone', () => {
    for (const code of ['23505', '40001', '40P01', '42P01', '57014'])
      expect(isConnectionError(coded(code)), code).toBe(false);
    expect(isConnectionError(new Error('Something else'))).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
    expect(isConnectionError('ECONNRESET')).toBe(false);
  });
});
