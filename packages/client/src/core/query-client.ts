import { GC_TIME, RETRY, STALE_TIME } from '@convene/contract';
import {
  MutationCache,
  QueryCache,
  QueryClient,
  type Query,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from './api-error';

/**
 * `shouldRedirect` is true when the query asked for it with `meta: { shouldRedirect: true }`
 * (the not-found handler redirects only on request).
 */
export type QueryErrorHandler = (
  error: ApiError,
  queryKey: QueryKey,
  shouldRedirect: boolean,
) => void;

export interface QueryClientHandlers {
  onNotFound?: QueryErrorHandler;
  onModuleForbidden?: QueryErrorHandler;
  onNotAuthorized?: QueryErrorHandler;
  /** Every mutation error; the app shows its toast here when `shouldToastMutationError` agrees. */
  onMutationError?: (error: Error, variables: unknown, context: unknown) => void;
}

/** 401, 403, 404 and 453–463 go to a handler and are never retried. */
export function isHandledQueryError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.isNotFound || error.isModuleForbidden || error.isNotAuthorized)
  );
}

/** TanStack's `retry`: `failureCount` is 0 after the first failure, so at most 3 retries. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return !isHandledQueryError(error) && failureCount < RETRY.maxRetries;
}

/** 1 s, 2 s, 4 s … doubling up to 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(RETRY.baseDelay * 2 ** failureCount, RETRY.maxDelay);
}

/** Forbidden and not-found mutation errors are only logged, never toasted. */
export function shouldToastMutationError(error: unknown): boolean {
  return !(error instanceof ApiError && (error.isNotFound || error.isModuleForbidden));
}

export function createQueryClient(handlers: QueryClientHandlers = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => routeQueryError(handlers, error, query),
    }),
    mutationCache: new MutationCache({
      onError: (error, variables, context) => {
        if (!shouldToastMutationError(error)) console.warn('Mutation failed', error);
        handlers.onMutationError?.(error, variables, context);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME.default,
        gcTime: GC_TIME,
        retry: shouldRetryQuery,
        retryDelay,
      },
      mutations: { retry: false, gcTime: GC_TIME },
    },
  });
}

function routeQueryError(
  handlers: QueryClientHandlers,
  error: Error,
  query: Query<unknown, unknown, unknown>,
) {
  if (!isHandledQueryError(error)) return;
  const shouldRedirect = query.meta?.shouldRedirect === true;
  if (error.isNotAuthorized) handlers.onNotAuthorized?.(error, query.queryKey, shouldRedirect);
  else if (error.isNotFound) handlers.onNotFound?.(error, query.queryKey, shouldRedirect);
  else handlers.onModuleForbidden?.(error, query.queryKey, shouldRedirect);
}
