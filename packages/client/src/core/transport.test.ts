import { defineEndpoint } from '@convene/contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, errorMessage } from './api-error';
import { fetchData } from './endpoint-queries';
import {
  ApiClient,
  apiErrorFromBody,
  NETWORK_ERROR_CODE,
  queryString,
  type ApiClientOptions,
} from './transport';

/** Endpoints of the transport's own tests (the real table is tested in declared-fetch). */
const base = { auth: 'public', tags: [], summary: 'test' } as const;
const list = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/groups',
  query: z.object({ past: z.boolean().optional(), search: z.string().optional() }).optional(),
  data: z.array(z.unknown()),
});
const self = defineEndpoint({ ...base, method: 'GET', path: '/self', data: z.unknown() });
const detail = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/groups/:groupId',
  params: z.object({ groupId: z.string() }),
  data: z.object({ id: z.string() }),
});
const create = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/groups',
  body: z.object({ name: z.string() }).partial(),
  data: z.unknown(),
});
const update = defineEndpoint({
  ...base,
  method: 'PUT',
  path: '/groups/:groupId',
  params: z.object({ groupId: z.string() }),
  body: z.object({ name: z.string() }),
  data: z.unknown(),
});
const rename = defineEndpoint({
  ...base,
  method: 'PATCH',
  path: '/threads/:threadId',
  params: z.object({ threadId: z.string() }),
  body: z.object({ name: z.string() }),
  data: z.unknown(),
});
const removeMessage = defineEndpoint({
  ...base,
  method: 'DELETE',
  path: '/threads/:threadId/messages/:messageId',
  params: z.object({ threadId: z.string(), messageId: z.string() }),
  body: z.object({ reason: z.string() }),
  data: z.null(),
});
const remove = defineEndpoint({
  ...base,
  method: 'DELETE',
  path: '/groups/:groupId',
  params: z.object({ groupId: z.string() }),
  data: z.null(),
});

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function clientWith(fetchMock: ReturnType<typeof vi.fn>, options: Partial<ApiClientOptions> = {}) {
  return new ApiClient({
    apiUrl: 'http://api.test/api/',
    organizationId: 'org-1',
    locale: 'en',
    getToken: () => 'raw.jwt.token',
    fetch: fetchMock as unknown as typeof fetch,
    ...options,
  });
}

function sentRequest(fetchMock: ReturnType<typeof vi.fn>, call = 0) {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

describe('ApiClient headers', () => {
  it('sends organization, locale, and the token raw without a Bearer prefix', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { status: 'ok', data: [] }));
    await clientWith(fetchMock, { getExecuteAs: () => 'acct-9' }).call(list);
    const { url, headers } = sentRequest(fetchMock);
    expect(url).toBe('http://api.test/api/groups');
    expect(headers).toMatchObject({
      organization: 'org-1',
      locale: 'en',
      authorization: 'raw.jwt.token',
      executeAs: 'acct-9',
    });
  });

  it('leaves authorization and executeAs off when they are empty', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { status: 'ok', data: null }));
    await clientWith(fetchMock, { getToken: () => null, getExecuteAs: () => '' }).call(self);
    const { headers } = sentRequest(fetchMock);
    expect(headers).not.toHaveProperty('authorization');
    expect(headers).not.toHaveProperty('executeAs');
  });

  it('leaves executeAs off when the request ignores it (the self read of the primary account)', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { status: 'ok', data: null }));
    await clientWith(fetchMock, { getExecuteAs: async () => 'acct-9' }).call(self, {
      ignoreExecuteAs: true,
    });
    expect(sentRequest(fetchMock).headers).not.toHaveProperty('executeAs');
  });

  it('reads the locale lazily so a language switch applies to the next request', async () => {
    const fetchMock = vi
      .fn()
      .mockImplementation(async () => jsonResponse(200, { status: 'ok', data: null }));
    let locale = 'en';
    const client = clientWith(fetchMock, { locale: () => locale });
    await client.call(self);
    locale = 'fr';
    await client.call(self);
    expect(sentRequest(fetchMock, 0).headers.locale).toBe('en');
    expect(sentRequest(fetchMock, 1).headers.locale).toBe('fr');
  });

  it('logs a token retrieval error and sends the request without a token', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { status: 'ok', data: null }));
    await clientWith(fetchMock, {
      getToken: () => Promise.reject(new Error('storage blocked')),
    }).call(list);
    expect(sentRequest(fetchMock).headers).not.toHaveProperty('authorization');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('sends a request refused with 401 once more when its token was replaced meanwhile', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(401, { status: 'error', code: 'NOT_AUTHORIZED' }))
      .mockResolvedValueOnce(jsonResponse(200, { status: 'ok', data: { id: 'g1' } }));
    let token = 'old.jwt.token';
    const client = clientWith(fetchMock, { getToken: () => token });
    const answer = client.call(create, { body: { name: 'Potters' } });
    token = 'new.jwt.token';
    expect((await answer).data).toEqual({ id: 'g1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentRequest(fetchMock, 0).headers.authorization).toBe('old.jwt.token');
    expect(sentRequest(fetchMock, 1).headers.authorization).toBe('new.jwt.token');
    expect(sentRequest(fetchMock, 1).init.body).toBe('{"name":"Potters"}');
  });

  it('keeps a 401 for the token the session still holds, and a 401 sent without a token', async () => {
    const refused = () => jsonResponse(401, { status: 'error', code: 'NOT_AUTHORIZED' });
    const same = vi.fn().mockImplementation(async () => refused());
    await expect(clientWith(same).call(list)).rejects.toMatchObject({ status: 401 });
    expect(same).toHaveBeenCalledTimes(1);

    let token: string | null = null;
    const anonymous = vi.fn().mockImplementation(async () => refused());
    const answer = clientWith(anonymous, { getToken: () => token }).call(list);
    token = 'new.jwt.token';
    await expect(answer).rejects.toMatchObject({ status: 401 });
    expect(anonymous).toHaveBeenCalledTimes(1);
  });

  it('logs an execute-as retrieval error and leaves the header off', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { status: 'ok', data: null }));
    await clientWith(fetchMock, {
      getExecuteAs: () => {
        throw new Error('storage blocked');
      },
    }).call(list);
    expect(sentRequest(fetchMock).headers).not.toHaveProperty('executeAs');
    expect(sentRequest(fetchMock).headers.authorization).toBe('raw.jwt.token');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('sends a JSON body with its content type, for every method', async () => {
    const fetchMock = vi
      .fn()
      .mockImplementation(async () => jsonResponse(200, { status: 'ok', data: null }));
    const client = clientWith(fetchMock);
    await client.call(create, { body: { name: 'A' } });
    await client.call(update, { params: { groupId: '1' }, body: { name: 'B' } });
    await client.call(rename, { params: { threadId: '1' }, body: { name: 'C' } });
    await client.call(removeMessage, {
      params: { threadId: '1', messageId: '2' },
      body: { reason: 'x' },
    });
    const methods = fetchMock.mock.calls.map(([, init]) => (init as RequestInit).method);
    expect(methods).toEqual(['POST', 'PUT', 'PATCH', 'DELETE']);
    expect(sentRequest(fetchMock, 0).init.body).toBe('{"name":"A"}');
    expect(sentRequest(fetchMock, 0).headers['content-type']).toBe('application/json');
  });

  it('sends no body and no content type on a GET', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { status: 'ok', data: null }));
    await clientWith(fetchMock).call(list);
    expect(sentRequest(fetchMock).init.body).toBeUndefined();
    expect(sentRequest(fetchMock).headers).not.toHaveProperty('content-type');
  });
});

describe('paths', () => {
  it('fills path parameters from params, encoded', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { status: 'ok', data: null }));
    await clientWith(fetchMock).call(detail, { params: { groupId: 'a b/c' } });
    expect(sentRequest(fetchMock).url).toBe('http://api.test/api/groups/a%20b%2Fc');
  });

  it('refuses to call a path with a missing parameter', () => {
    const fetchMock = vi.fn();
    expect(() => clientWith(fetchMock).call(detail, { params: { groupId: '' } })).toThrow(
      'Missing path parameter "groupId"',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('queryString', () => {
  it('leaves out empty values and keeps false and 0', () => {
    expect(
      queryString({ page: 1, search: '', orderBy: undefined, role: null, past: false, offset: 0 }),
    ).toBe('?page=1&past=false&offset=0');
  });

  it('is empty when nothing is left', () => {
    expect(queryString({ search: '' })).toBe('');
    expect(queryString(undefined)).toBe('');
  });

  it('encodes values', () => {
    expect(queryString({ search: 'a b&c' })).toBe('?search=a+b%26c');
  });

  it('is appended to the request path', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { status: 'ok', data: [] }));
    await clientWith(fetchMock).call(list, { query: { past: true, search: '' } });
    expect(sentRequest(fetchMock).url).toBe('http://api.test/api/groups?past=true');
  });
});

describe('envelope', () => {
  it('returns the whole success envelope from the transport, and fetchData its data', async () => {
    const envelope = { status: 'ok', data: { id: 'g1' }, count: 1 };
    const fetchMock = vi.fn().mockImplementation(async () => jsonResponse(200, envelope));
    const client = clientWith(fetchMock);
    const input = { params: { groupId: 'g1' } };
    expect(await client.call(detail, input)).toEqual(envelope);
    expect(await fetchData(client, detail, input)).toEqual({ id: 'g1' });
  });

  it('answers an ok envelope with null data to an empty 2xx body', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    expect(await clientWith(fetchMock).call(remove, { params: { groupId: 'g1' } })).toEqual({
      status: 'ok',
      data: null,
    });
  });
});

describe('ApiError', () => {
  it('is thrown from an error body with its status, code, message and field', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      jsonResponse(400, {
        status: 'error',
        code: 'VALIDATION',
        message: 'Slug is taken',
        field: 'slug',
      }),
    );
    const error = await clientWith(fetchMock)
      .call(create, { body: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Slug is taken',
      field: 'slug',
    });
    expect(errorMessage(error)).toBe('Slug is taken');
  });

  it('falls back to HTTP_<status> and "Something went wrong" for a non-JSON error body', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await clientWith(fetchMock)
      .call(list)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Something went wrong',
      field: undefined,
    });
  });

  it('ignores error body fields that are not strings', () => {
    expect(
      apiErrorFromBody(500, { code: 12, message: { nested: true }, field: null }),
    ).toMatchObject({ code: 'HTTP_500', message: 'Something went wrong', field: undefined });
    expect(apiErrorFromBody(500, 'plain string')).toMatchObject({ code: 'HTTP_500' });
  });

  it('classifies 404, 401, 403 and 453–463', () => {
    expect(new ApiError(404, 'NOT_FOUND', '').isNotFound).toBe(true);
    expect(new ApiError(401, 'UNAUTHORIZED', '').isNotAuthorized).toBe(true);
    for (const status of [403, 453, 458, 463])
      expect(new ApiError(status, 'X', '').isModuleForbidden).toBe(true);
    for (const status of [400, 452, 464, 500])
      expect(new ApiError(status, 'X', '').isModuleForbidden).toBe(false);
  });

  it('turns a request that got no answer into a network ApiError with the generic message', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await clientWith(fetchMock)
      .call(list)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 0,
      code: NETWORK_ERROR_CODE,
      message: 'Something went wrong',
    });
  });

  it('rethrows the abort of a cancelled request unchanged', async () => {
    const controller = new AbortController();
    const abort = new DOMException('Aborted', 'AbortError');
    const fetchMock = vi.fn().mockImplementation(async () => {
      controller.abort();
      throw abort;
    });
    const error = await clientWith(fetchMock)
      .call(list, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(error).toBe(abort);
  });

  it('errorMessage falls back to "Something went wrong" for non-errors', () => {
    expect(errorMessage(undefined)).toBe('Something went wrong');
    expect(errorMessage(new Error(''))).toBe('Something went wrong');
  });
});
