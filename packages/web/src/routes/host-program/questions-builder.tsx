import {
  useDeleteListingQuestion,
  useListingQuestions,
  useUpdateListingQuestion,
} from '@convene/client';
import type { RegistrationQuestion } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/skeleton';
import { QuestionDialog } from './question-dialog';
import { moved } from '../../components/question-builder/question-draft';
import { SortableQuestions } from '../../components/question-builder/sortable-questions';
import { useConfirmDelete } from '../../components/use-confirm-delete';

/**
 * The registration questions of a listing, in the order registrants see them: add, edit,
 * delete (asked first), and reorder (drag, or the arrow buttons). A move is shown at once
 * and saved as each moved question's `sortOrder` (its position).
 */
export function QuestionsBuilder({ eventId }: { eventId: string }) {
  const intl = useIntl();
  const questions = useListingQuestions(eventId);
  const update = useUpdateListingQuestion(eventId);
  const confirmDelete = useConfirmDelete<RegistrationQuestion>({
    remove: useDeleteListingQuestion(eventId),
    success: 'hostProgram.deleted',
  });
  const [editing, setEditing] = useState<RegistrationQuestion | 'new' | null>(null);
  /** The order just chosen, shown while it is saved. */
  const [order, setOrder] = useState<string[] | null>(null);
  const [announcement, setAnnouncement] = useState('');

  if (questions.error) throw questions.error;
  const loaded = questions.items;
  const byId = new Map(loaded.map((question) => [question.id, question]));
  const sorted = [...loaded].sort((a, b) => a.sortOrder - b.sortOrder);
  // The chosen order stays shown (the refreshed list agrees once saved); questions added since
  // come after it, deleted ones drop out.
  const shown = order
    ? [
        ...order.flatMap((id) => byId.get(id) ?? []),
        ...sorted.filter((question) => !order.includes(question.id)),
      ]
    : sorted;

  const move = async (from: number, to: number) => {
    if (to < 0 || to >= shown.length || from === to) return;
    const next = moved(shown, from, to);
    const name = next[to]?.name ?? '';
    setOrder(next.map((question) => question.id));
    setAnnouncement(
      intl.formatMessage(
        { id: 'hostProgram.questions.moved' },
        { name, position: to + 1, count: next.length },
      ),
    );
    try {
      for (const [index, question] of next.entries()) {
        if (question.sortOrder !== index)
          await update.mutateAsync({ questionId: question.id, sortOrder: index });
      }
    } catch {
      // Not saved (the app toasts why): show the order the server has.
      setOrder(null);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {intl.formatMessage({ id: 'hostProgram.questions.order' })}
        </p>
        <Button onClick={() => setEditing('new')}>
          {intl.formatMessage({ id: 'hostProgram.questions.add' })}
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {questions.isPending ? (
        <ListSkeleton count={4} />
      ) : shown.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'hostProgram.questions.empty' })}
          body={intl.formatMessage({ id: 'hostProgram.questions.emptyBody' })}
        />
      ) : (
        <SortableQuestions
          questions={shown}
          onMove={(from, to) => void move(from, to)}
          onEdit={setEditing}
          onDelete={confirmDelete.ask}
        />
      )}
      {editing ? (
        <QuestionDialog
          eventId={eventId}
          question={editing === 'new' ? null : editing}
          nextSortOrder={shown.length}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        {...confirmDelete.dialog}
        title={intl.formatMessage(
          { id: 'hostProgram.deleteTitle' },
          { name: confirmDelete.item?.name ?? '' },
        )}
        body={intl.formatMessage({ id: 'hostProgram.deleteBody' })}
        confirmLabel={intl.formatMessage({ id: 'hostProgram.delete' })}
      />
    </div>
  );
}
