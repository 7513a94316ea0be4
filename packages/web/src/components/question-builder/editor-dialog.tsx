import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button';
import { Modal } from '../modal';
import type { MessageId } from '../../i18n/catalogue';

/**
 * A create or edit form in a dialog (Radix, focus trapped): its fields, Cancel and Save.
 * Titled "Edit {editing}" for an item, else `newTitle`.
 */
export function EditorDialog({
  editing,
  newTitle,
  onClose,
  onSubmit,
  pending,
  width = 'medium',
  children,
}: {
  /** The name of the item edited; null: a new one. */
  editing: string | null;
  newTitle: MessageId;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  width?: 'medium' | 'large';
  children: ReactNode;
}) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React's events bubble through the portal to the page's own form (the survey builder's):
    // saving a question must not submit the survey too.
    event.stopPropagation();
    onSubmit();
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={
        editing === null
          ? intl.formatMessage({ id: newTitle })
          : intl.formatMessage({ id: 'hostProgram.editNamed' }, { name: editing })
      }
      width={width}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {children}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button type="button" variant="white" onClick={onClose}>
            {intl.formatMessage({ id: 'hostProgram.cancel' })}
          </Button>
          <Button type="submit" loading={pending}>
            {intl.formatMessage({ id: 'hostProgram.save' })}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
