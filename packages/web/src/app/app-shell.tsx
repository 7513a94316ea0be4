import { ConveneApiProvider, type ApiClient, type IdentityClient } from '@convene/client';
import type { PublicOrganization } from '@convene/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AudioPlayerProvider } from '../components/audio-player';
import { ThemeProvider } from '../theme/theme-provider';
import { OrganizationConfigProvider } from './config-context';
import { SessionProvider } from './session';
import { ViewerProvider } from './viewer';

/** Providers around the router, the same on the server and in the browser. */
export function AppShell({
  config,
  queryClient,
  api,
  identity,
  children,
}: {
  config: PublicOrganization;
  queryClient: QueryClient;
  api: ApiClient;
  identity: IdentityClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConveneApiProvider client={api}>
        <OrganizationConfigProvider resolved={config}>
          <SessionProvider identity={identity}>
            <ViewerProvider>
              <ThemeProvider theme={config.CLIENT_THEME} colors={config}>
                <AudioPlayerProvider>{children}</AudioPlayerProvider>
              </ThemeProvider>
            </ViewerProvider>
          </SessionProvider>
        </OrganizationConfigProvider>
      </ConveneApiProvider>
    </QueryClientProvider>
  );
}
