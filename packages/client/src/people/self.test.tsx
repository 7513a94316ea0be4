import { STALE_TIME, type Self } from '@convene/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loginQueries } from './login';
import { organizationQueries } from '../organization/organization';
import { ConveneApiProvider } from '../core/provider';
import {
  IGNORE_EXECUTEAS,
  selfQueries,
  useDeleteSelf,
  useSelf,
  useUpdateAccountLocale,
  useUpdateSelf,
} from './self';
import { declaredOnly } from '../test/declared-fetch';
import { ApiClient } from '../core/transport';

const self: Self = {
  id: '0190f5a2-0000-7000-8000-000000000001',
  username: 'maya-lindqvist',
  accountType: 'account',
  firstName: 'Maya',
  lastName: 'Lindqvist',
  title: null,
  company: null,
  image: null,
  accountTiers: [],
  subscriptions: [],
  video: null,
  banner: null,
  bio: null,
  website: null,
  facebook: null,
  instagram: null,
  linkedIn: null,
  twitter: null,
  tikTok: null,
  youtube: null,
  discord: null,
  timezone: null,
  disabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  _count: { followers: 0, following: 0 },
  email: 'member@example.com',
  phone: null,
  locale: 'en',
  dietaryRestrictions: null,
  shareCode: null,
  primary: true,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setup(
  respond: (url: string, init: RequestInit) => Response = () => json({ status: 'ok', data: self }),
) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => respond(url, init));
  const api = new ApiClient({
    apiUrl: 'http://api.test/api',
    organizationId: 'org-1',
    locale: 'fr',
    getToken: () => 'token',
    getExecuteAs: () => 'acting-account',
    fetch: declaredOnly(fetchMock) as unknown as typeof fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ConveneApiProvider client={api}>{children}</ConveneApiProvider>
    </QueryClientProvider>
  );
  const sent = (call = 0) => {
    const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
    return {
      url,
      method: init.method,
      headers: init.headers as Record<string, string>,
      body: init.body,
    };
  };
  return { api, queryClient, wrapper, fetchMock, sent };
}

describe('query options', () => {
  it('key the self read by locale, with IGNORE_EXECUTEAS when the header is left off', () => {
    const { api } = setup();
    expect(selfQueries.detail(api).queryKey).toEqual(['self', 'fr']);
    expect(selfQueries.detail(api, { ignoreExecuteAs: true }).queryKey).toEqual([
      'self',
      'fr',
      IGNORE_EXECUTEAS,
    ]);
    expect(loginQueries.detail(api).queryKey).toEqual(['login', 'fr']);
    expect(loginQueries.logins(api).queryKey).toEqual(['login', 'account', 'logins', 'fr', {}]);
    expect(organizationQueries.config(api).queryKey).toEqual([
      'organization',
      'config',
      'org-1',
      'fr',
    ]);
  });

  it('keep relationships for an hour without refetching on mount, focus or reconnect', () => {
    const { api } = setup();
    const options = selfQueries.relationships(api);
    expect(options.queryKey).toEqual(['self', 'relationships', 'fr']);
    expect(options.staleTime).toBe(STALE_TIME.relationships);
    expect(options.staleTime).toBe(60 * 60 * 1000);
    expect(options.gcTime).toBe(60 * 60 * 1000);
    expect(options).toMatchObject({
      refetchOnMount: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    });
  });

  it('send executeAs on the self read unless it is ignored, and never on the login read', async () => {
    const { api, queryClient, sent } = setup();
    await queryClient.fetchQuery(selfQueries.detail(api));
    expect(sent(0).url).toBe('http://api.test/api/self');
    expect(sent(0).headers.executeAs).toBe('acting-account');
    await queryClient.fetchQuery(selfQueries.detail(api, { ignoreExecuteAs: true }));
    expect(sent(1).headers).not.toHaveProperty('executeAs');
    await queryClient.fetchQuery(loginQueries.detail(api));
    expect(sent(2).url).toBe('http://api.test/api/login');
    expect(sent(2).headers).not.toHaveProperty('executeAs');
  });

  it('page the logins sharing the account', async () => {
    const { api, queryClient, sent } = setup(() => json({ status: 'ok', data: [] }));
    await queryClient.fetchInfiniteQuery(loginQueries.logins(api, { pageSize: 5 }));
    expect(sent(0).url).toBe('http://api.test/api/login/account/logins?pageSize=5&page=1');
  });
});

describe('hooks', () => {
  it('useSelf stays idle until enabled, then caches the acting account', async () => {
    const { wrapper, fetchMock, queryClient, api } = setup();
    const { result, rerender } = renderHook(({ enabled }) => useSelf({ enabled }), {
      wrapper,
      initialProps: { enabled: false },
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(self);
    expect(queryClient.getQueryData(selfQueries.detail(api).queryKey)).toEqual(self);
  });

  it('useUpdateSelf PUTs the changes and puts the answer in the self cache', async () => {
    const updated = { ...self, bio: 'Sailing' };
    const { wrapper, queryClient, api, sent } = setup(() => json({ status: 'ok', data: updated }));
    queryClient.setQueryData(selfQueries.detail(api).queryKey, self);
    const { result } = renderHook(() => useUpdateSelf(), { wrapper });
    await act(() => result.current.mutateAsync({ bio: 'Sailing' }));
    expect(sent(0)).toMatchObject({
      url: 'http://api.test/api/self',
      method: 'PUT',
      body: '{"bio":"Sailing"}',
    });
    expect(queryClient.getQueryData(selfQueries.detail(api).queryKey)).toEqual(updated);
    expect(
      queryClient.getQueryData(selfQueries.detail(api, { ignoreExecuteAs: true }).queryKey),
    ).toEqual(updated);
  });

  it('useUpdateAccountLocale PUTs /login/account/locale and caches the Self', async () => {
    const updated = { ...self, locale: 'ja' };
    const { wrapper, queryClient, api, sent } = setup(() => json({ status: 'ok', data: updated }));
    const { result } = renderHook(() => useUpdateAccountLocale(), { wrapper });
    await act(() => result.current.mutateAsync('ja'));
    expect(sent(0)).toMatchObject({
      url: 'http://api.test/api/login/account/locale',
      method: 'PUT',
      body: '{"locale":"ja"}',
    });
    expect(queryClient.getQueryData(selfQueries.detail(api).queryKey)).toEqual(updated);
  });

  it('useDeleteSelf clears the whole cache', async () => {
    const { wrapper, queryClient, api } = setup(() => json({ status: 'ok', data: null }));
    queryClient.setQueryData(selfQueries.detail(api).queryKey, self);
    queryClient.setQueryData(['groups', 'fr'], []);
    const { result } = renderHook(() => useDeleteSelf(), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('a failed update surfaces the ApiError and leaves the cache alone', async () => {
    const { wrapper, queryClient, api } = setup(() =>
      json(
        { status: 'error', code: 'CONFLICT', message: 'Username already taken', field: 'username' },
        409,
      ),
    );
    queryClient.setQueryData(selfQueries.detail(api).queryKey, self);
    const { result } = renderHook(() => useUpdateSelf(), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({ username: 'taken-name' })).rejects.toMatchObject({
        status: 409,
        field: 'username',
        message: 'Username already taken',
      });
    });
    expect(queryClient.getQueryData(selfQueries.detail(api).queryKey)).toEqual(self);
  });
});
