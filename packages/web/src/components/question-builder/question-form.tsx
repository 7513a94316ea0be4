import type { RegistrationQuestionType } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CheckField, SelectField, TextAreaField } from '../form-fields';
import { QuestionField } from '../question-input';
import { TextField } from '../text-field';
import { ChoicesEditor } from './choices-editor';
import type { draftProblems } from './question-draft';
import {
  BUILDER_TYPES,
  CHOICE_TYPES,
  previewQuestion,
  takesChoices,
  type QuestionDraft,
} from './question-draft';

/** The live preview: the question as registrants will see it, answerable (nothing is sent). */
function Preview({
  eventId,
  draft,
  choiceTypes,
}: {
  eventId: string;
  draft: QuestionDraft;
  choiceTypes: readonly RegistrationQuestionType[];
}) {
  const intl = useIntl();
  const [value, setValue] = useState('');
  const question = previewQuestion(
    draft,
    eventId,
    intl.formatMessage({ id: 'hostProgram.questions.previewName' }),
    choiceTypes,
  );
  return (
    <section
      aria-label={intl.formatMessage({ id: 'hostProgram.questions.preview' })}
      className="rounded-xl border border-dashed border-gray-300 p-4 dark:border-white/20"
    >
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-300">
        {intl.formatMessage({ id: 'hostProgram.questions.preview' })}
      </h3>
      <QuestionField
        eventId={eventId}
        question={question}
        value={value}
        onChange={setValue}
        error={null}
        preview
      />
    </section>
  );
}

/**
 * A question's fields: name, type (fixed once saved), required and mutable flags, choices
 * with supply for the types that take them, label, description, placeholder, min/max, a
 * validation pattern and its message — and a live preview of the input. The registration
 * questions builder and the survey builder both edit their questions with it.
 */
export function QuestionForm({
  eventId,
  draft,
  set,
  problem,
  serverError,
  typeFixed,
  choiceTypes = CHOICE_TYPES,
  askMutable = true,
}: {
  /** The event the preview's search question reads values of (empty: none). */
  eventId: string;
  draft: QuestionDraft;
  set: (change: Partial<QuestionDraft>) => void;
  /** The message for a field's problem (found before sending, or the server's). */
  problem: (field: keyof ReturnType<typeof draftProblems>) => string | null;
  serverError: (field: string) => string | null;
  typeFixed: boolean;
  choiceTypes?: readonly RegistrationQuestionType[];
  /** Whether the form asks if the answer may change after it is given. */
  askMutable?: boolean;
}) {
  const intl = useIntl();
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'hostProgram.name' })}
        value={draft.name}
        maxLength={500}
        required
        error={problem('name')}
        onChange={(change) => set({ name: change.target.value })}
      />
      <SelectField
        label={intl.formatMessage({ id: 'hostProgram.questions.type' })}
        value={draft.type}
        disabled={typeFixed}
        hint={typeFixed ? intl.formatMessage({ id: 'hostProgram.questions.typeFixed' }) : undefined}
        error={serverError('type')}
        onChange={(change) => {
          const type = BUILDER_TYPES.find((item) => item === change.target.value) ?? 'text';
          set({ type });
        }}
      >
        {BUILDER_TYPES.map((type) => (
          <option key={type} value={type}>
            {intl.formatMessage({ id: `hostProgram.type.${type}` })}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap gap-x-6">
        <CheckField
          label={intl.formatMessage({ id: 'hostProgram.questions.requiredFlag' })}
          checked={draft.required}
          onChange={(required) => set({ required })}
        />
        {askMutable ? (
          <CheckField
            label={intl.formatMessage({ id: 'hostProgram.questions.mutable' })}
            checked={draft.mutable}
            onChange={(mutable) => set({ mutable })}
          />
        ) : null}
      </div>
      {takesChoices(draft.type, choiceTypes) ? (
        <ChoicesEditor
          choices={draft.choices}
          onChange={(choices) => set({ choices })}
          error={problem('choices')}
        />
      ) : null}
      <TextField
        label={intl.formatMessage({ id: 'hostProgram.questions.label' })}
        value={draft.label}
        maxLength={500}
        error={serverError('label')}
        onChange={(change) => set({ label: change.target.value })}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'hostProgram.description' })}
        value={draft.description}
        maxLength={5000}
        rows={3}
        error={serverError('description')}
        onChange={(change) => set({ description: change.target.value })}
      />
      <TextField
        label={intl.formatMessage({ id: 'hostProgram.questions.placeholder' })}
        value={draft.placeholder}
        maxLength={200}
        error={serverError('placeholder')}
        onChange={(change) => set({ placeholder: change.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage({ id: 'hostProgram.questions.min' })}
          value={draft.min}
          maxLength={50}
          hint={intl.formatMessage({ id: 'hostProgram.questions.bounds' })}
          error={serverError('min')}
          onChange={(change) => set({ min: change.target.value })}
        />
        <TextField
          label={intl.formatMessage({ id: 'hostProgram.questions.max' })}
          value={draft.max}
          maxLength={50}
          error={serverError('max')}
          onChange={(change) => set({ max: change.target.value })}
        />
        <TextField
          label={intl.formatMessage({ id: 'hostProgram.questions.validation' })}
          value={draft.validation}
          maxLength={500}
          spellCheck={false}
          className="font-mono"
          error={problem('validation')}
          onChange={(change) => set({ validation: change.target.value })}
        />
        <TextField
          label={intl.formatMessage({ id: 'hostProgram.questions.validationMessage' })}
          value={draft.validationMessage}
          maxLength={500}
          error={serverError('validationMessage')}
          onChange={(change) => set({ validationMessage: change.target.value })}
        />
      </div>
      <Preview key={draft.type} eventId={eventId} draft={draft} choiceTypes={choiceTypes} />
    </>
  );
}
