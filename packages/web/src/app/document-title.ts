import { useApiClient } from '@convene/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useMatches } from 'react-router';
import { handleOf } from './area';
import { useOrganizationConfig } from './config-context';

/** Keeps document.title in step with the page on client-side navigation (the server sets the first one). */
export function useDocumentTitle(locale: string) {
  const matches = useMatches();
  const location = useLocation();
  const queryClient = useQueryClient();
  const api = useApiClient();
  const config = useOrganizationConfig();
  const intl = useIntl();
  useEffect(() => {
    let title: string | undefined;
    for (const match of matches) {
      const meta = handleOf(match).meta?.({
        queryClient,
        api,
        params: match.params,
        url: new URL(window.location.href),
        config,
        locale,
        intl,
      });
      if (meta?.title) title = meta.title;
    }
    document.title = title ? `${title} · ${config.NAME}` : config.NAME;
  }, [matches, location.key, queryClient, api, config, locale, intl]);
}
