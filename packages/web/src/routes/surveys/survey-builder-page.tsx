import {
  ApiError,
  surveyQueries,
  useApiClient,
  useCreateSurvey,
  useUpdateSurvey,
} from '@convene/client';
import type { ManagedSurvey } from '@convene/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { ProblemPage } from '../../app/problem-page';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CheckField, TextAreaField } from '../../components/form-fields';
import { Page } from '../../components/page';
import { ListSkeleton } from '../../components/skeleton';
import { TextField } from '../../components/text-field';
import { moved } from '../../components/question-builder/question-draft';
import { MoveButtons } from '../../components/question-builder/move-buttons';
import {
  emptySection,
  sectionsInput,
  surveyBody,
  surveyDraftOf,
  surveyProblems,
  type SectionNode,
  type SurveyDraft,
} from './survey-draft';
import { QuestionList } from './survey-question-list';

/** One section: its name and description, move up/down, remove, and its questions. */
function SectionEditor({
  section,
  index,
  count,
  problem,
  onChange,
  onMove,
  onRemove,
}: {
  section: SectionNode;
  index: number;
  count: number;
  problem: string | null;
  onChange: (section: SectionNode) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const number = index + 1;
  const name =
    section.name.trim() || intl.formatMessage({ id: 'surveys.builder.section' }, { number });
  return (
    <Card className="flex flex-col gap-4 p-4" data-testid="builder-section">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold break-words">{name}</h2>
        <div className="flex flex-wrap gap-2">
          <MoveButtons
            index={index}
            count={count}
            upLabel={intl.formatMessage({ id: 'surveys.builder.sectionUp' }, { name })}
            downLabel={intl.formatMessage({ id: 'surveys.builder.sectionDown' }, { name })}
            onMove={onMove}
          />
          <Button
            type="button"
            variant="white"
            size="small"
            disabled={count === 1}
            aria-label={intl.formatMessage({ id: 'surveys.builder.removeSectionNamed' }, { name })}
            onClick={onRemove}
          >
            {intl.formatMessage({ id: 'surveys.builder.removeSection' })}
          </Button>
        </div>
      </div>
      <TextField
        label={intl.formatMessage({ id: 'surveys.builder.sectionName' }, { number })}
        value={section.name}
        maxLength={200}
        required
        error={problem}
        onChange={(change) => onChange({ ...section, name: change.target.value })}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'surveys.builder.sectionDescription' }, { number })}
        value={section.description}
        maxLength={2000}
        rows={2}
        onChange={(change) => onChange({ ...section, description: change.target.value })}
      />
      <QuestionList
        nodes={section.questions}
        label={intl.formatMessage({ id: 'surveys.builder.questionsOf' }, { name })}
        addLabel={intl.formatMessage({ id: 'surveys.builder.addQuestion' }, { name })}
        onChange={(questions) => onChange({ ...section, questions })}
      />
    </Card>
  );
}

/**
 * The survey builder: the survey's own fields (name, description, sign-in required,
 * submissions per account), its sections (add, rename, reorder, remove) and their
 * questions (every registration question type but quantity, with choices, the required
 * flag, bounds and a pattern, and the questions a choice opens). Saved whole; once
 * someone has answered only the survey's own fields change (the server refuses the rest
 * and its message is shown).
 */
function SurveyBuilder({ survey }: { survey: ManagedSurvey | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const feedback = useActionFeedback();
  const create = useCreateSurvey();
  const update = useUpdateSurvey(survey?.id ?? '');
  const write = survey ? update : create;
  const [draft, setDraft] = useState<SurveyDraft>(() => surveyDraftOf(survey ?? undefined));
  const [problems, setProblems] = useState<ReturnType<typeof surveyProblems>>({});
  const [removing, setRemoving] = useState<SectionNode | null>(null);
  const set = (change: Partial<SurveyDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setSections = (sections: SectionNode[]) => set({ sections });
  const problem = (key: string) => {
    const id = problems[key];
    return id ? intl.formatMessage({ id }) : null;
  };
  const answered = survey ? survey.submitted + survey.drafts > 0 : false;
  const serverMessage = write.error instanceof ApiError ? write.error.message : null;

  const submit = () => {
    const found = surveyProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const done = feedback<ManagedSurvey, unknown>({
      success: 'surveys.builder.saved',
      onSuccess: (saved) => void navigate(`/admin/surveys/${saved.id}`),
    });
    if (!survey) return create.mutate(surveyBody(draft, true), done);
    // The sections are sent only when they changed: the survey's own fields may change
    // after answers, its structure may not.
    const changed =
      JSON.stringify(sectionsInput(draft)) !== JSON.stringify(sectionsInput(surveyDraftOf(survey)));
    update.mutate(surveyBody(draft, changed), done);
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        // Only this form's own submit: a dialog's form (portaled) bubbles here through React.
        if (event.target === event.currentTarget) submit();
      }}
    >
      {answered ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100">
          {intl.formatMessage({ id: 'surveys.builder.answered' })}
        </p>
      ) : null}
      <Card className="flex flex-col gap-4 p-4">
        <TextField
          label={intl.formatMessage({ id: 'surveys.builder.name' })}
          value={draft.name}
          maxLength={200}
          required
          error={problem('name')}
          onChange={(change) => set({ name: change.target.value })}
        />
        <TextAreaField
          label={intl.formatMessage({ id: 'surveys.builder.description' })}
          value={draft.description}
          maxLength={5000}
          rows={3}
          onChange={(change) => set({ description: change.target.value })}
        />
        <CheckField
          label={intl.formatMessage({ id: 'surveys.builder.requireAuth' })}
          checked={draft.requireAuth}
          onChange={(requireAuth) => set({ requireAuth })}
        />
        <TextField
          label={intl.formatMessage({ id: 'surveys.builder.perAccount' })}
          value={draft.submissionsPerAccount}
          inputMode="numeric"
          hint={intl.formatMessage({ id: 'surveys.builder.perAccountHint' })}
          error={problem('submissionsPerAccount')}
          onChange={(change) =>
            set({ submissionsPerAccount: change.target.value.replace(/\D/g, '') })
          }
        />
      </Card>
      {draft.sections.map((section, index) => (
        <SectionEditor
          key={section.key}
          section={section}
          index={index}
          count={draft.sections.length}
          problem={problem(section.key)}
          onChange={(next) =>
            setSections(draft.sections.map((item) => (item.key === next.key ? next : item)))
          }
          onMove={(to) => {
            if (to >= 0 && to < draft.sections.length)
              setSections(moved(draft.sections, index, to));
          }}
          onRemove={() => setRemoving(section)}
        />
      ))}
      {problems.sections ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {problem('sections')}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="secondary"
          onClick={() => setSections([...draft.sections, emptySection()])}
        >
          {intl.formatMessage({ id: 'surveys.builder.addSection' })}
        </Button>
      </div>
      {serverMessage ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {serverMessage}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="submit" loading={write.isPending}>
          {intl.formatMessage({
            id: survey ? 'surveys.builder.save' : 'surveys.builder.publish',
          })}
        </Button>
      </div>
      <ConfirmDialog
        open={removing !== null}
        destructive
        title={intl.formatMessage(
          { id: 'surveys.builder.removeSectionTitle' },
          { name: removing?.name.trim() ?? '' },
        )}
        body={intl.formatMessage({ id: 'surveys.builder.removeSectionBody' })}
        confirmLabel={intl.formatMessage({ id: 'surveys.builder.removeSection' })}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing)
            setSections(draft.sections.filter((section) => section.key !== removing.key));
          setRemoving(null);
        }}
      />
    </form>
  );
}

/** /admin/surveys/new — a new survey (administrators). */
export function NewSurveyPage() {
  const intl = useIntl();
  return (
    <Page title={intl.formatMessage({ id: 'surveys.builder.newTitle' })}>
      <SurveyBuilder survey={null} />
    </Page>
  );
}

/** /admin/surveys/:surveyId/edit — a survey to change (administrators). */
export function EditSurveyPage() {
  const intl = useIntl();
  const { surveyId = '' } = useParams();
  const api = useApiClient();
  const managed = useQuery(surveyQueries.managed(api, surveyId));
  if (managed.error) return <ProblemPage error={managed.error} />;
  return (
    <Page
      title={
        managed.data
          ? intl.formatMessage({ id: 'hostProgram.editNamed' }, { name: managed.data.name })
          : intl.formatMessage({ id: 'surveys.builder.editTitle' })
      }
    >
      {managed.data ? (
        <SurveyBuilder key={managed.data.id} survey={managed.data} />
      ) : (
        <ListSkeleton />
      )}
    </Page>
  );
}
