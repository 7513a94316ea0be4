import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditorDialog } from '../../components/question-builder/editor-dialog';
import { QuestionForm } from '../../components/question-builder/question-form';
import {
  draftOf,
  draftProblems,
  moved,
  type QuestionDraft,
} from '../../components/question-builder/question-draft';
import { SortableQuestions } from '../../components/question-builder/sortable-questions';
import { asksChoices, newKey, SURVEY_CHOICE_TYPES, type QuestionNode } from './survey-draft';

/**
 * A survey question's fields in a dialog, with the registration builder's form (no
 * "may change" flag: a survey answer is frozen on submit). Nothing is sent: the survey is
 * saved whole by the builder.
 */
function SurveyQuestionDialog({
  node,
  onClose,
  onSave,
}: {
  node: QuestionNode | null;
  onClose: () => void;
  onSave: (draft: QuestionDraft) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState<QuestionDraft>(() => node?.draft ?? draftOf());
  const [problems, setProblems] = useState<ReturnType<typeof draftProblems>>({});
  const problem = (field: keyof typeof problems) => {
    const id = problems[field];
    return id ? intl.formatMessage({ id }) : null;
  };
  return (
    <EditorDialog
      editing={node?.draft.name ?? null}
      newTitle="surveys.builder.newQuestion"
      width="large"
      pending={false}
      onClose={onClose}
      onSubmit={() => {
        const found = draftProblems(draft, SURVEY_CHOICE_TYPES);
        setProblems(found);
        if (Object.keys(found).length === 0) onSave(draft);
      }}
    >
      <QuestionForm
        eventId=""
        draft={draft}
        set={(change) => setDraft((current) => ({ ...current, ...change }))}
        problem={problem}
        serverError={() => null}
        typeFixed={false}
        choiceTypes={SURVEY_CHOICE_TYPES}
        askMutable={false}
      />
    </EditorDialog>
  );
}

/** The questions a question's choices open, one list per choice, folded away until asked for. */
function FollowUps({
  node,
  onChange,
}: {
  node: QuestionNode;
  onChange: (node: QuestionNode) => void;
}) {
  const intl = useIntl();
  const choices = node.draft.choices.filter((choice) => choice.value.trim());
  if (!asksChoices(node.draft.type) || choices.length === 0) return null;
  const count = choices.reduce((sum, choice) => sum + (node.follow[choice.key]?.length ?? 0), 0);
  return (
    <details className="mt-2 rounded-lg border border-gray-200 p-2 dark:border-white/10">
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium">
        {intl.formatMessage({ id: 'surveys.builder.followUps' }, { name: node.draft.name, count })}
      </summary>
      <div className="flex flex-col gap-4 pt-2">
        {choices.map((choice) => (
          <div key={choice.key} className="flex flex-col gap-2">
            <h4 className="text-sm font-semibold">
              {intl.formatMessage(
                { id: 'surveys.builder.whenChosen' },
                { choice: choice.text.trim() || choice.value.trim() },
              )}
            </h4>
            <QuestionList
              nodes={node.follow[choice.key] ?? []}
              label={intl.formatMessage(
                { id: 'surveys.builder.followUpList' },
                { choice: choice.text.trim() || choice.value.trim() },
              )}
              addLabel={intl.formatMessage(
                { id: 'surveys.builder.addFollowUp' },
                { choice: choice.text.trim() || choice.value.trim() },
              )}
              onChange={(asked) =>
                onChange({ ...node, follow: { ...node.follow, [choice.key]: asked } })
              }
            />
          </div>
        ))}
      </div>
    </details>
  );
}

/**
 * A list of survey questions (a section's, or those a choice opens): add, edit, delete
 * (asked first), reorder by dragging (pointer, touch or keyboard) or the arrow buttons;
 * each question's follow-ups below it. Changes go to `onChange` (saved with the survey).
 */
export function QuestionList({
  nodes,
  label,
  addLabel,
  onChange,
}: {
  nodes: QuestionNode[];
  label: string;
  addLabel: string;
  onChange: (nodes: QuestionNode[]) => void;
}) {
  const intl = useIntl();
  const [editing, setEditing] = useState<QuestionNode | 'new' | null>(null);
  const [deleting, setDeleting] = useState<QuestionNode | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rows = nodes.map((node) => ({
    id: node.key,
    name: node.draft.name,
    type: node.draft.type,
    required: node.draft.required,
    choices: node.draft.choices.map((choice) => ({
      value: choice.value,
      text: choice.text.trim() || null,
    })),
    node,
  }));
  const replace = (next: QuestionNode) =>
    onChange(nodes.map((node) => (node.key === next.key ? next : node)));

  const move = (from: number, to: number) => {
    if (to < 0 || to >= nodes.length || from === to) return;
    const next = moved(nodes, from, to);
    onChange(next);
    setAnnouncement(
      intl.formatMessage(
        { id: 'hostProgram.questions.moved' },
        { name: next[to]?.draft.name ?? '', position: to + 1, count: next.length },
      ),
    );
  };

  const save = (draft: QuestionDraft) => {
    if (editing === 'new') onChange([...nodes, { key: newKey(), draft, follow: {} }]);
    else if (editing) {
      // The questions of a choice removed go with it.
      const kept = new Set(draft.choices.map((choice) => choice.key));
      const follow = Object.fromEntries(
        Object.entries(editing.follow).filter(([choice]) => kept.has(choice)),
      );
      replace({ ...editing, draft, follow });
    }
    setEditing(null);
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {rows.length > 0 ? (
        <SortableQuestions
          questions={rows}
          label={label}
          onMove={move}
          onEdit={(row) => setEditing(row.node)}
          onDelete={(row) => setDeleting(row.node)}
          below={(row) => <FollowUps node={row.node} onChange={replace} />}
        />
      ) : null}
      <div>
        <Button type="button" variant="secondary" size="small" onClick={() => setEditing('new')}>
          {addLabel}
        </Button>
      </div>
      {editing ? (
        <SurveyQuestionDialog
          node={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={intl.formatMessage(
          { id: 'hostProgram.deleteTitle' },
          { name: deleting?.draft.name ?? '' },
        )}
        body={intl.formatMessage({ id: 'surveys.builder.removeQuestionBody' })}
        confirmLabel={intl.formatMessage({ id: 'hostProgram.delete' })}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) onChange(nodes.filter((node) => node.key !== deleting.key));
          setDeleting(null);
        }}
      />
    </div>
  );
}
