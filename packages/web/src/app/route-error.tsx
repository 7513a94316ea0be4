import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useIntl, IntlProvider } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import type { Messages } from '../i18n/compiled-messages';
import { langQuery } from '../i18n/lang-query';

function RouteErrorContent({ status }: { status: number }) {
  const intl = useIntl();
  const notFound = status === 404;
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-3xl font-bold">
        {intl.formatMessage({ id: notFound ? 'system.notFound.title' : 'common.error.title' })}
      </h1>
      <p className="text-gray-700 dark:text-gray-300">
        {intl.formatMessage({ id: notFound ? 'system.notFound.body' : 'common.error.body' })}
      </p>
      <a href="/" className="rounded-lg bg-primary px-5 py-2.5 font-semibold text-on-primary">
        {intl.formatMessage({ id: 'system.notFound.home' })}
      </a>
    </main>
  );
}

// Loaded when a page fails, outside the first script.
const ProblemPage = lazy(async () => ({ default: (await import('./problem-page')).ProblemPage }));

/**
 * A page that threw inside a layout (a failed read thrown by the page, a loader's error
 * response, a bug): the problem page, with the header and navigation still there. The
 * error is logged by `reportPageError` (entry-client), unless it is an expected state.
 */
export function PageError() {
  const error = useRouteError();
  return (
    <Suspense fallback={null}>
      <ProblemPage error={error} />
    </Suspense>
  );
}

/** Last resort when the shell itself throws while rendering: a readable message and a way back. */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  console.error(error);
  const queryClient = useQueryClient();
  const wanted = typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
  // The page's messages are in the query cache (set from the bootstrap before rendering), so
  // the whole catalogue stays out of the browser bundle.
  const cached = queryClient.getQueryData<Messages>(langQuery(wanted).queryKey);
  const fallback = queryClient.getQueriesData<Messages>({ queryKey: ['lang'] }).find(([, m]) => m);
  const locale = cached ? wanted : ((fallback?.[0][1] as string | undefined) ?? 'en');
  const messages = cached ?? fallback?.[1];
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
      <RouteErrorContent status={status} />
    </IntlProvider>
  );
}
