// Test support for the host area's component tests; not part of the app.
import { ApiClient, ConveneApiProvider } from '@convene/client';
import { apiEndpoints, matchEndpoint } from '@convene/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { builtInMessages } from '../../i18n/catalogue';
import { LocaleContext, type LocaleState } from '../../i18n/locale-context';

/** A request the page made: "METHOD /path" and its JSON body. */
export interface HostRequest {
  call: string;
  body: unknown;
}
/** The fake server: data for a 200, or `[status, message, fields?]` for an error. */
export type HostServer = (request: HostRequest) => { data: unknown } | [number, string, string[]?];

const locale: LocaleState = {
  locale: 'en',
  setLocale: async () => undefined,
  localize: (path) => path,
  openLanguageDialog: () => undefined,
};

/** Renders `ui` in English inside a router, against `server`; `requests` fills as it calls. */
export function renderHost(ui: ReactElement, server: HostServer) {
  const requests: HostRequest[] = [];
  const fakeFetch = async (url: string, init: RequestInit = {}) => {
    const path = new URL(url).pathname.replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    if (!matchEndpoint(apiEndpoints, method, path)) throw new Error(`undeclared ${method} ${path}`);
    const request = {
      call: `${method} ${path}`,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const answer = server(request);
    const [status, body] = Array.isArray(answer)
      ? [
          answer[0],
          {
            status: 'error',
            code: 'ERROR',
            message: answer[1],
            field: answer[2]?.[0],
            errors: answer[2]?.map((field) => ({ field, message: answer[1] })),
          },
        ]
      : [200, { status: 'ok', ...answer }];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = new ApiClient({
    apiUrl: 'http://api.test/api',
    organizationId: 'org-1',
    locale: 'en',
    getToken: () => 'token',
    fetch: fakeFetch as typeof fetch,
  });
  const queries = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MemoryRouter>
      <LocaleContext.Provider value={locale}>
        <QueryClientProvider client={queries}>
          <ConveneApiProvider client={client}>
            <IntlProvider locale="en" messages={builtInMessages('en')}>
              {ui}
            </IntlProvider>
          </ConveneApiProvider>
        </QueryClientProvider>
      </LocaleContext.Provider>
    </MemoryRouter>,
  );
  return { requests };
}
