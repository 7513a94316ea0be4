import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { MessageId } from '../../i18n/catalogue';

/** A message id passed in the router state by the previous auth screen. */
export function useNotice(): MessageId | null {
  const { messages } = useIntl();
  const state: unknown = useLocation().state;
  if (state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string')
    // The locale's messages hold every id (English where not translated).
    return Object.hasOwn(messages, state.notice) ? (state.notice as MessageId) : null;
  return null;
}
