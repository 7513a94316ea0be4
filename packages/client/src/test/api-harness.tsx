import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { ConveneApiProvider } from '../core/provider';
import { ApiClient } from '../core/transport';
import { declaredOnly } from './declared-fetch';

export const API_URL = 'http://api.test/api';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** `{ status: 'ok', data }`. */
export const ok = (data: unknown) => json({ status: 'ok', data });

/**
 * A client and a query cache on a fake fetch that only lets declared endpoints through;
 * `calls()` lists what was asked as `METHOD /path?query`, `bodyOf(i)` the i-th JSON body.
 */
export function apiHarness(respond: (url: URL, init: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => respond(new URL(url), init));
  const api = new ApiClient({
    apiUrl: API_URL,
    organizationId: 'org-1',
    locale: 'en',
    getToken: () => 'token',
    fetch: declaredOnly(fetchMock) as unknown as typeof fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ConveneApiProvider client={api}>{children}</ConveneApiProvider>
    </QueryClientProvider>
  );
  const calls = () =>
    fetchMock.mock.calls.map(([url, init]) => {
      const parsed = new URL(url);
      return `${init.method ?? 'GET'} ${parsed.pathname.slice('/api'.length)}${parsed.search}`;
    });
  const bodyOf = (index: number): unknown => {
    const body = fetchMock.mock.calls[index]?.[1].body;
    return typeof body === 'string' ? JSON.parse(body) : undefined;
  };
  return { api, queryClient, wrapper, fetchMock, calls, bodyOf };
}
