// Test support for component tests against a fake API (tickets, events); not part of the app.
import { ApiClient, ConveneApiProvider } from '@convene/client';
import {
  apiEndpoints,
  matchEndpoint,
  organizationModules,
  type PublicOrganization,
} from '@convene/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { FixedOrganizationConfig } from '../app/config-context';
import { builtInMessages } from '../i18n/catalogue';
import { LocaleContext } from '../i18n/locale-context';

/** What a fake route answers: data (200), or an error with its status and message. */
export type FakeAnswer = { data: unknown } | { status: number; code: string; message: string };
export type FakeRoutes = Record<string, (body: unknown) => FakeAnswer>;

export interface SentRequest {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The parts of the organization's configuration component tests read. */
export type TestConfig = Partial<PublicOrganization>;

/**
 * Renders `ui` against a fake API: `routes` maps "METHOD /path" (without the query) to its
 * answer; every request must be one the endpoint table declares and one the test expects.
 * `sent` lists the requests in order. The organization's configuration is `config` over a
 * small one that asks a billing address when paying.
 */
export function renderWithApi(
  ui: ReactElement,
  routes: FakeRoutes,
  locale = 'en',
  config: TestConfig = {},
) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const parsed = new URL(url);
    const path = parsed.pathname.replace(/^\/api/, '');
    if (!matchEndpoint(apiEndpoints, method, path))
      throw new Error(`undeclared request ${method} ${path}`);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path, query: parsed.search, body });
    const route = routes[`${method} ${path}`];
    if (!route) throw new Error(`unexpected request ${method} ${path}`);
    const answer = route(body);
    return 'data' in answer
      ? json({ status: 'ok', data: answer.data }, 200)
      : json({ status: 'error', code: answer.code, message: answer.message }, answer.status);
  });
  const api = new ApiClient({
    apiUrl: 'http://api.test/api',
    organizationId: 'org-1',
    locale,
    getToken: () => 'token',
    fetch: fetchMock as unknown as typeof fetch,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <ConveneApiProvider client={api}>
        <FixedOrganizationConfig
          config={
            {
              ORGANIZATION_ID: 'org-1',
              MODULES: organizationModules([]),
              BILLING_ADDRESS_REQUIRED: true,
              ...config,
            } as PublicOrganization
          }
        >
          <IntlProvider locale={locale} messages={builtInMessages(locale)}>
            {ui}
          </IntlProvider>
        </FixedOrganizationConfig>
      </ConveneApiProvider>
    </QueryClientProvider>,
  );
  return { sent };
}

export const ADDRESS_ID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

/** `GET /self/addresses` with one saved address (the one the address picker chooses). */
export const savedAddress = (): FakeAnswer => ({
  data: [
    {
      id: ADDRESS_ID,
      primary: true,
      name: 'Home',
      address1: '1 Pier Road',
      address2: '',
      city: 'Portland',
      state: 'ME',
      country: 'US',
      zip: '04101',
    },
  ],
});

/** A page at `url`, matched by the route `path`, with the app's locale (English, no prefix). */
export function atRoute(page: ReactElement, path: string, url: string): ReactElement {
  const locale = {
    locale: 'en',
    setLocale: async () => undefined,
    localize: (to: string) => to,
    openLanguageDialog: () => undefined,
  };
  return (
    <LocaleContext.Provider value={locale}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </LocaleContext.Provider>
  );
}
