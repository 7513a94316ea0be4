import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import type { MessageId } from '../../i18n/catalogue';

export interface EditorItem {
  id: string;
  /** Its name in the list and in the Edit / Delete buttons' names. */
  title: string;
  detail?: ReactNode;
  leading?: ReactNode;
}

/**
 * One editor of the program page: a heading with its Add button, the items with Edit and
 * Delete (Delete asks first), or why the list is empty.
 */
export function EditorSection({
  title,
  addLabel,
  empty,
  emptyBody,
  items,
  onAdd,
  onEdit,
  onDelete,
  deleting,
  deleteTitle = 'hostProgram.deleteTitle',
  deleteLabel = 'hostProgram.deleteNamed',
  deleteText = 'hostProgram.delete',
  children,
}: {
  title: MessageId;
  addLabel?: MessageId;
  empty: MessageId;
  emptyBody: MessageId;
  items: EditorItem[];
  onAdd?: () => void;
  onEdit?: (id: string) => void;
  /** Deletes the item, then calls `done` (success or not): the confirm dialog closes. */
  onDelete: (id: string, done: () => void) => void;
  deleting: boolean;
  /** The confirm dialog's title, with `{name}`. */
  deleteTitle?: MessageId;
  /** The Delete button's name, with `{name}`. */
  deleteLabel?: MessageId;
  /** The Delete button's and the confirm button's text. */
  deleteText?: MessageId;
  /** What comes between the heading and the list (the sponsors' search). */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState<EditorItem | null>(null);
  const heading = intl.formatMessage({ id: title });
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{heading}</h2>
        {onAdd && addLabel ? (
          <Button variant="secondary" size="small" onClick={onAdd}>
            {intl.formatMessage({ id: addLabel })}
          </Button>
        ) : null}
      </div>
      {children}
      {items.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: empty })}
          body={intl.formatMessage({ id: emptyBody })}
        />
      ) : (
        <ul
          aria-label={heading}
          className="flex flex-col divide-y divide-gray-200 dark:divide-white/10"
        >
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3 py-3">
              {item.leading}
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{item.title}</p>
                {item.detail ? (
                  <div className="text-sm text-gray-600 dark:text-gray-300">{item.detail}</div>
                ) : null}
              </div>
              <div className="flex gap-2">
                {onEdit ? (
                  <Button
                    variant="white"
                    size="small"
                    aria-label={intl.formatMessage(
                      { id: 'hostProgram.editNamed' },
                      { name: item.title },
                    )}
                    onClick={() => onEdit(item.id)}
                  >
                    {intl.formatMessage({ id: 'hostProgram.edit' })}
                  </Button>
                ) : null}
                <Button
                  variant="white"
                  size="small"
                  aria-label={intl.formatMessage({ id: deleteLabel }, { name: item.title })}
                  onClick={() => setConfirming(item)}
                >
                  {intl.formatMessage({ id: deleteText })}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        destructive
        title={intl.formatMessage({ id: deleteTitle }, { name: confirming?.title ?? '' })}
        body={intl.formatMessage({ id: 'hostProgram.deleteBody' })}
        confirmLabel={intl.formatMessage({ id: deleteText })}
        loading={deleting}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) onDelete(confirming.id, () => setConfirming(null));
        }}
      />
    </Card>
  );
}
