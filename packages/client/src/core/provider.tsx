import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './transport';

const ApiClientContext = createContext<ApiClient | null>(null);

export function ConveneApiProvider({
  client,
  children,
}: {
  client: ApiClient;
  children: ReactNode;
}) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The API client of the nearest ConveneApiProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ConveneApiProvider>');
  return client;
}
