import { useCreateListingQuestion, useUpdateListingQuestion } from '@convene/client';
import type { RegistrationQuestion } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { EditorDialog } from '../../components/question-builder/editor-dialog';
import {
  draftOf,
  draftProblems,
  questionBody,
  type QuestionDraft,
} from '../../components/question-builder/question-draft';
import { QuestionForm } from '../../components/question-builder/question-form';
import { useServerErrors } from './server-errors';

/**
 * Creates or edits a registration question of a listing (its fields: `QuestionForm`).
 */
export function QuestionDialog({
  eventId,
  question,
  nextSortOrder,
  onClose,
}: {
  eventId: string;
  /** The question to edit; none: a new one. */
  question: RegistrationQuestion | null;
  nextSortOrder: number;
  onClose: () => void;
}) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const create = useCreateListingQuestion(eventId);
  const update = useUpdateListingQuestion(eventId);
  const write = question ? update : create;
  const [draft, setDraft] = useState<QuestionDraft>(() => draftOf(question ?? undefined));
  const [problems, setProblems] = useState<ReturnType<typeof draftProblems>>({});
  const serverError = useServerErrors(write.error);
  const set = (change: Partial<QuestionDraft>) =>
    setDraft((current) => ({ ...current, ...change }));
  const problem = (field: keyof typeof problems) => {
    const id = problems[field];
    return id ? intl.formatMessage({ id }) : serverError(field);
  };

  const submit = () => {
    const found = draftProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const done = feedback({ success: 'hostProgram.saved', onSuccess: onClose });
    if (question) {
      const { type: _type, ...changes } = questionBody(draft);
      update.mutate({ questionId: question.id, ...changes }, done);
    } else create.mutate(questionBody(draft, nextSortOrder), done);
  };

  return (
    <EditorDialog
      editing={question?.name ?? null}
      newTitle="hostProgram.questions.new"
      width="large"
      onClose={onClose}
      onSubmit={submit}
      pending={write.isPending}
    >
      <QuestionForm
        eventId={eventId}
        draft={draft}
        set={set}
        problem={problem}
        serverError={serverError}
        typeFixed={question !== null}
      />
    </EditorDialog>
  );
}
