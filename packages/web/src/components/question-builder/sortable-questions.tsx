import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { RegistrationQuestion } from '@convene/contract';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button';
import { ICON_BUTTON, MoveButtons } from './move-buttons';

/** What a row shows of a question: any builder's question (saved, or a draft with a key as id). */
export type SortableQuestion = Pick<RegistrationQuestion, 'id' | 'name' | 'type' | 'required'> & {
  choices: readonly { value: string; text: string | null }[];
};

interface RowProps<Q extends SortableQuestion> {
  question: Q;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onEdit: (question: Q) => void;
  onDelete: (question: Q) => void;
  /** What the builder shows under a question (the survey builder: its follow-up questions). */
  below?: (question: Q) => ReactNode;
}

/** A question of the list: a drag handle, move up/down (the keyboard's way), edit, delete. */
function QuestionRow<Q extends SortableQuestion>({
  question,
  index,
  count,
  onMove,
  onEdit,
  onDelete,
  below,
}: RowProps<Q>) {
  const intl = useIntl();
  const sortable = useSortable({ id: question.id });
  const name = question.name;
  const choices = question.choices.map((choice) => choice.text ?? choice.value).join(', ');
  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      data-testid="builder-question"
      className={`flex flex-wrap items-center gap-2 rounded-xl border border-gray-200 bg-white p-3 dark:border-white/10 dark:bg-night-raised ${sortable.isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <button
        type="button"
        ref={sortable.setActivatorNodeRef}
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={intl.formatMessage({ id: 'hostProgram.questions.drag' }, { name })}
        className={`${ICON_BUTTON} cursor-grab touch-none`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{name}</p>
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {intl.formatMessage(
            { id: 'hostProgram.questions.flags' },
            {
              required: String(question.required),
              type: intl.formatMessage({ id: `hostProgram.type.${question.type}` }),
            },
          )}
          {choices ? ` · ${choices}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <MoveButtons
          index={index}
          count={count}
          upLabel={intl.formatMessage({ id: 'hostProgram.questions.up' }, { name })}
          downLabel={intl.formatMessage({ id: 'hostProgram.questions.down' }, { name })}
          onMove={(to) => onMove(index, to)}
        />
        <Button
          variant="white"
          size="small"
          aria-label={intl.formatMessage({ id: 'hostProgram.editNamed' }, { name })}
          onClick={() => onEdit(question)}
        >
          {intl.formatMessage({ id: 'hostProgram.edit' })}
        </Button>
        <Button
          variant="white"
          size="small"
          aria-label={intl.formatMessage({ id: 'hostProgram.deleteNamed' }, { name })}
          onClick={() => onDelete(question)}
        >
          {intl.formatMessage({ id: 'hostProgram.delete' })}
        </Button>
      </div>
      {below ? <div className="w-full">{below(question)}</div> : null}
    </li>
  );
}

/**
 * The questions in their order: drag by the handle (pointer, touch, or the keyboard with
 * dnd-kit's sensor), or move with the arrow buttons; `onMove(from, to)` gets the result.
 */
export function SortableQuestions<Q extends SortableQuestion>({
  questions,
  label,
  onMove,
  onEdit,
  onDelete,
  below,
}: Omit<RowProps<Q>, 'question' | 'index' | 'count'> & {
  questions: readonly Q[];
  /** The list's name (default: the registration questions' title). */
  label?: string;
}) {
  const intl = useIntl();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => questions.findIndex((item) => item.id === id);
  const nameOf = (id: UniqueIdentifier) => questions[indexOf(id)]?.name ?? '';
  const position = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : indexOf(id) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      intl.formatMessage({ id: 'hostProgram.questions.picked' }, { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      intl.formatMessage(
        { id: 'hostProgram.questions.over' },
        { name: nameOf(active.id), position: position(over?.id) },
      ),
    onDragEnd: ({ active, over }) =>
      intl.formatMessage(
        { id: 'hostProgram.questions.moved' },
        { name: nameOf(active.id), position: position(over?.id), count: questions.length },
      ),
    onDragCancel: ({ active }) =>
      intl.formatMessage({ id: 'hostProgram.questions.dragCanceled' }, { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: intl.formatMessage({ id: 'hostProgram.questions.dragHelp' }),
        },
      }}
    >
      <SortableContext
        items={questions.map((item) => item.id)}
        strategy={verticalListSortingStrategy}
      >
        <ol
          aria-label={label ?? intl.formatMessage({ id: 'hostProgram.questions.title' })}
          className="flex flex-col gap-2"
        >
          {questions.map((question, index) => (
            <QuestionRow
              key={question.id}
              question={question}
              index={index}
              count={questions.length}
              onMove={onMove}
              onEdit={onEdit}
              onDelete={onDelete}
              below={below}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
