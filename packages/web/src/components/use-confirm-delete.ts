/**
 * useConfirmDelete — a delete that asks first, wired to a `ConfirmDialog`.
 *
 *   const confirmDelete = useConfirmDelete<Survey>({
 *     remove: useDeleteSurvey(),
 *     success: 'surveys.builder.deleted',
 *   });
 *   <Button onClick={() => confirmDelete.ask(survey)}>Delete</Button>
 *   <ConfirmDialog
 *     {...confirmDelete.dialog}
 *     title={`Delete ${confirmDelete.item?.name ?? ''}?`}
 *     confirmLabel="Delete"
 *   />
 *
 * `ask(item)` opens the dialog (destructive); confirming deletes the item by its id with the
 * success toast (then `onDeleted`, e.g. leaving the deleted item's page), and the dialog
 * closes once the delete is settled (worked or not); the confirm button shows the spinner
 * meanwhile.
 */
import { useState } from 'react';
import type { MessageId } from '../i18n/catalogue';
import { useActionFeedback } from './action-feedback';

/** A delete by id: any of the SDK's `useDelete…()` mutations. */
export interface DeleteById {
  mutate: (
    id: string,
    options: { onSuccess: (data: unknown, id: string) => void; onSettled?: () => void },
  ) => void;
  isPending: boolean;
}

export function useConfirmDelete<T extends { id: string }>({
  remove,
  success,
  onDeleted,
}: {
  remove: DeleteById;
  /** The toast's message once deleted. */
  success: MessageId;
  onDeleted?: () => void;
}) {
  const feedback = useActionFeedback();
  const [item, setItem] = useState<T | null>(null);
  const close = () => setItem(null);
  return {
    /** What is being asked about (null: the dialog is closed). */
    item,
    ask: (asked: T) => setItem(asked),
    /** The `ConfirmDialog` props besides its texts. */
    dialog: {
      open: item !== null,
      destructive: true,
      loading: remove.isPending,
      onCancel: close,
      onConfirm: () => {
        if (item)
          remove.mutate(item.id, feedback({ success, onSuccess: onDeleted, onSettled: close }));
      },
    },
  };
}
