import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import {
  createQueryClient,
  retryDelay,
  shouldRetryQuery,
  shouldToastMutationError,
} from './query-client';

describe('query defaults', () => {
  it('keeps reads fresh for 60 s and in the cache for 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(60_000);
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('retries other failures up to 3 times', () => {
    const serverError = new ApiError(500, 'INTERNAL', '');
    expect([0, 1, 2, 3].map((failures) => shouldRetryQuery(failures, serverError))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetryQuery(0, new TypeError('boom'))).toBe(true);
  });

  it('never retries 401, 403, 404 or 453–463', () => {
    for (const status of [401, 403, 404, 453, 457, 463])
      expect(shouldRetryQuery(0, new ApiError(status, 'X', ''))).toBe(false);
    for (const status of [400, 409, 429, 452, 464, 500])
      expect(shouldRetryQuery(0, new ApiError(status, 'X', ''))).toBe(true);
  });
});

describe('query error handlers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const handlers = {
      onNotFound: vi.fn(),
      onModuleForbidden: vi.fn(),
      onNotAuthorized: vi.fn(),
      onMutationError: vi.fn(),
    };
    return { handlers, client: createQueryClient(handlers) };
  }

  it.each([
    [404, 'onNotFound'],
    [401, 'onNotAuthorized'],
    [403, 'onModuleForbidden'],
    [453, 'onModuleForbidden'],
    [463, 'onModuleForbidden'],
  ] as const)(
    'a read failing with %i calls %s once, with the query key, without retrying',
    async (status, handlerName) => {
      const { handlers, client } = setup();
      const error = new ApiError(status, 'X', '');
      const queryFn = vi.fn().mockRejectedValue(error);
      await expect(client.fetchQuery({ queryKey: ['groups', 'g1'], queryFn })).rejects.toBe(error);
      expect(queryFn).toHaveBeenCalledTimes(1);
      expect(handlers[handlerName]).toHaveBeenCalledExactlyOnceWith(error, ['groups', 'g1'], false);
      const others = (['onNotFound', 'onNotAuthorized', 'onModuleForbidden'] as const).filter(
        (name) => name !== handlerName,
      );
      for (const name of others) expect(handlers[name]).not.toHaveBeenCalled();
    },
  );

  it('passes shouldRedirect when the query asked for it in its meta', async () => {
    const { handlers, client } = setup();
    const error = new ApiError(404, 'NOT_FOUND', '');
    await client
      .fetchQuery({
        queryKey: ['events', 'e1'],
        queryFn: () => Promise.reject(error),
        meta: { shouldRedirect: true },
      })
      .catch(() => {});
    expect(handlers.onNotFound).toHaveBeenCalledWith(error, ['events', 'e1'], true);
  });

  it('retries a server error 3 times at 1 s, 2 s and 4 s, then fails without a handler', async () => {
    const { handlers, client } = setup();
    const queryFn = vi.fn().mockRejectedValue(new ApiError(500, 'INTERNAL', ''));
    const result = client
      .fetchQuery({ queryKey: ['groups'], queryFn })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(await result).toBeInstanceOf(ApiError);
    expect(handlers.onNotFound).not.toHaveBeenCalled();
    expect(handlers.onModuleForbidden).not.toHaveBeenCalled();
    expect(handlers.onNotAuthorized).not.toHaveBeenCalled();
  });

  it('succeeds when a retry succeeds', async () => {
    const { client } = setup();
    const queryFn = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(503, 'SERVICE_UNAVAILABLE', ''))
      .mockResolvedValue('data');
    const result = client.fetchQuery({ queryKey: ['groups'], queryFn });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await result).toBe('data');
  });
});

describe('mutation errors', () => {
  it('are never retried and go to onMutationError with the variables', async () => {
    const onMutationError = vi.fn();
    const client = createQueryClient({ onMutationError });
    const error = new ApiError(409, 'CONFLICT', 'Sold out');
    const mutationFn = vi.fn().mockRejectedValue(error);
    const mutation = client.getMutationCache().build(client, { mutationFn });
    await expect(mutation.execute({ ticketId: 't1' })).rejects.toBe(error);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(onMutationError).toHaveBeenCalledWith(error, { ticketId: 't1' }, undefined);
  });

  it('logs forbidden and not-found errors and still reports them', async () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onMutationError = vi.fn();
    const client = createQueryClient({ onMutationError });
    const error = new ApiError(453, 'NOT_GROUP_MEMBER', '');
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(error) })
      .execute(undefined)
      .catch(() => {});
    expect(consoleWarn).toHaveBeenCalled();
    expect(onMutationError).toHaveBeenCalledWith(error, undefined, undefined);
    consoleWarn.mockRestore();
  });

  it('are toasted unless forbidden (403, 453–463) or not found (404)', () => {
    for (const status of [403, 404, 453, 463])
      expect(shouldToastMutationError(new ApiError(status, 'X', ''))).toBe(false);
    for (const status of [400, 401, 409, 500, 0])
      expect(shouldToastMutationError(new ApiError(status, 'X', ''))).toBe(true);
    expect(
      shouldToastMutationError(new Error('Invalid accountId. Did you pass in the username?')),
    ).toBe(true);
  });
});
