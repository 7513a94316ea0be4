import { useLocation } from 'react-router';
import { isMessageId, type MessageId } from '../../i18n/catalogue';

/** A message id passed in the router state by the previous auth screen. */
export function useNotice(): MessageId | null {
  const state: unknown = useLocation().state;
  if (state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string')
    return isMessageId(state.notice) ? state.notice : null;
  return null;
}
