import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp, TestOrganization } from './harness';

/**
 * Helpers for route tests that drive the API over app.inject: a call as someone, the data
 * of a successful answer, a list page with its cursor, and an error answer.
 */

/** Who calls: a user (signed in) or an organization (anonymous), by their headers. */
export interface Caller {
  headers: Record<string, string>;
}

export type Method = InjectOptions['method'];

/** A list page with the envelope's cursor. */
export interface ApiPage<T> {
  data: T[];
  cursor: string | null;
}

/** The client of the app `app()` answers (set in a `beforeAll`, hence the function). */
export function apiClient(app: () => TestApp) {
  function call(
    caller: Caller,
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> {
    return app().inject({
      method,
      url: `/api${url}`,
      headers: caller.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  /** The `data` of an answer with `status` (200 unless told); fails the test otherwise. */
  async function ok<T = Record<string, unknown>>(
    caller: Caller,
    method: Method,
    url: string,
    payload?: unknown,
    status = 200,
  ): Promise<T> {
    const response = await call(caller, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    const body = response.json() as { status: string; data: T };
    expect(body.status).toBe('ok');
    return body.data;
  }

  async function page<T = unknown>(caller: Caller, url: string): Promise<ApiPage<T>> {
    const response = await call(caller, 'GET', url);
    expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
    const body = response.json() as { data: T[]; cursor?: string | null };
    return { data: body.data, cursor: body.cursor ?? null };
  }

  /** An error answer with `status` (and `message` when given); answers its body. */
  async function fails(
    caller: Caller,
    method: Method,
    url: string,
    status: number,
    message?: string | RegExp,
    payload?: unknown,
  ) {
    const response = await call(caller, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    const body = response.json();
    expect(body.status).toBe('error');
    if (typeof message === 'string') expect(body.message).toBe(message);
    if (message instanceof RegExp) expect(body.message).toMatch(message);
    return body;
  }

  return { call, ok, page, fails };
}

/** A call in the order the channels, surveys and chat tests use: anonymous without a user. */
export type CallInOrganization = (
  method: Method,
  url: string,
  user?: Caller | null,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** Calls `testApp` as a user, or anonymously in `organization` when there is none. */
export function callInOrganization(
  testApp: TestApp,
  organization: TestOrganization,
): CallInOrganization {
  const { call } = apiClient(() => testApp);
  return (method, url, user, payload) => call(user ?? organization, method, url, payload);
}
