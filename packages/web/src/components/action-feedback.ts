/**
 * useActionFeedback — tells the person that an action worked.
 *
 *   const feedback = useActionFeedback();
 *   join.mutate(group.id, feedback({ success: 'groups.feedback.joined', values: { name } }));
 *   remove.mutate(id, feedback({ success: 'social.deleted', onSuccess: () => navigate(…) }));
 *
 * Returns the options for TanStack's `mutate(variables, options)`: on success a toast with
 * the message (react-toastify, top-right, 5 s), then your own `onSuccess` / `onSettled`.
 * Failure needs nothing here: the app's mutation cache already toasts every failed mutation
 * with its derived message (entry-client.tsx: forbidden and not-found are only
 * logged), so a screen never toasts an error twice. While the mutation runs, show its
 * `isPending` on the button (`<Button loading>`).
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/catalogue';
import { showSuccessToast } from './toasts';

export interface ActionFeedback<TData, TVariables> {
  /** The message shown when the action worked. */
  success: MessageId;
  values?: Record<string, string | number>;
  onSuccess?: (data: TData, variables: TVariables) => void;
  onSettled?: () => void;
}

export function useActionFeedback() {
  const intl = useIntl();
  return useCallback(
    <TData = unknown, TVariables = unknown>({
      success,
      values,
      onSuccess,
      onSettled,
    }: ActionFeedback<TData, TVariables>) => ({
      onSuccess: (data: TData, variables: TVariables) => {
        showSuccessToast(intl.formatMessage({ id: success }, values));
        onSuccess?.(data, variables);
      },
      ...(onSettled ? { onSettled } : {}),
    }),
    [intl],
  );
}
