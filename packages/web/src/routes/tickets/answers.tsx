import type { RegistrationQuestion } from '@convene/contract';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';

const FIELD =
  'min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100';

/**
 * The kinds of answers this form edits. `quantity` is priced and paid, so never changed
 * afterwards (decision 0019); files and multi-value checkboxes are changed where they were
 * given (the registration's inputs), not here.
 */
const EDITABLE = new Set<RegistrationQuestion['type']>([
  'text',
  'textarea',
  'number',
  'time',
  'date',
  'toggle',
  'select',
  'radio',
  'search',
  'location',
]);

/** What the form reads of a question: a pass's, a follow-up's or a session's. */
export type AnswerQuestion = Pick<
  RegistrationQuestion,
  'id' | 'name' | 'label' | 'type' | 'mutable' | 'placeholder'
> & { choices: { id: string; value: string; text: string | null }[] };

export interface Answer {
  question: AnswerQuestion;
  value: string;
}

export function isEditable(question: AnswerQuestion): boolean {
  return question.mutable && EDITABLE.has(question.type);
}

/** An answer as read: a choice's text, or the value; "Not answered" when empty. */
function shownValue(answer: Answer, empty: string): string {
  const choice = answer.question.choices.find((option) => option.value === answer.value);
  return choice?.text ?? (answer.value || empty);
}

function AnswerInput({
  id,
  question,
  value,
  onChange,
}: {
  id: string;
  question: AnswerQuestion;
  value: string;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  if (question.type === 'toggle')
    return (
      <input
        id={id}
        type="checkbox"
        checked={value === 'true'}
        onChange={(event) => onChange(String(event.target.checked))}
        className="h-5 w-5 accent-[var(--color-primary)]"
      />
    );
  if (question.type === 'select' || question.type === 'radio')
    return (
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={FIELD}
      >
        <option value="">{intl.formatMessage({ id: 'tickets.answers.choose' })}</option>
        {question.choices.map((choice) => (
          <option key={choice.id} value={choice.value}>
            {choice.text ?? choice.value}
          </option>
        ))}
      </select>
    );
  if (question.type === 'textarea')
    return (
      <textarea
        id={id}
        value={value}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        className={`${FIELD} py-2`}
      />
    );
  const type = ['number', 'time', 'date'].includes(question.type) ? question.type : 'text';
  return (
    <input
      id={id}
      type={type}
      value={value}
      placeholder={question.placeholder ?? undefined}
      onChange={(event) => onChange(event.target.value)}
      className={FIELD}
    />
  );
}

/**
 * Answers as a definition list, with an edit form for the ones that may still change
 * (`mutable`), none when `readOnly` (a canceled pass). Used for the pass's own questions and
 * for the hosts' follow-ups; the server checks again which answers may change.
 */
export function Answers({
  answers,
  saving,
  startEditing = false,
  readOnly = false,
  onSave,
}: {
  answers: Answer[];
  saving: boolean;
  startEditing?: boolean;
  readOnly?: boolean;
  onSave: (values: { id: string; value: string }[], done: () => void) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [editing, setEditing] = useState(startEditing);
  const [values, setValues] = useState<Record<string, string>>({});
  const editable = readOnly ? [] : answers.filter((answer) => isEditable(answer.question));
  const valueOf = (answer: Answer) => values[answer.question.id] ?? answer.value;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = editable
      .filter((answer) => valueOf(answer) !== answer.value)
      .map((answer) => ({ id: answer.question.id, value: valueOf(answer) }));
    if (changed.length === 0) return setEditing(startEditing);
    onSave(changed, () => {
      setValues({});
      setEditing(startEditing);
    });
  };

  if (!editing)
    return (
      <>
        <dl className="flex flex-col gap-3">
          {answers.map((answer) => (
            <div key={answer.question.id}>
              <dt className="text-sm text-gray-600 dark:text-gray-300">{answer.question.name}</dt>
              <dd className="font-medium break-words">
                {shownValue(answer, intl.formatMessage({ id: 'tickets.answers.empty' }))}
              </dd>
            </div>
          ))}
        </dl>
        {editable.length > 0 ? (
          <Button variant="secondary" className="mt-4" onClick={() => setEditing(true)}>
            {intl.formatMessage({ id: 'tickets.answers.edit' })}
          </Button>
        ) : null}
      </>
    );

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {editable.map((answer) => (
        <div key={answer.question.id} className="flex flex-col gap-1">
          <label htmlFor={`${id}-${answer.question.id}`} className="text-sm font-medium">
            {answer.question.label ?? answer.question.name}
          </label>
          <AnswerInput
            id={`${id}-${answer.question.id}`}
            question={answer.question}
            value={valueOf(answer)}
            onChange={(value) => setValues((old) => ({ ...old, [answer.question.id]: value }))}
          />
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" loading={saving}>
          {intl.formatMessage({ id: 'tickets.answers.save' })}
        </Button>
        {startEditing ? null : (
          <Button variant="secondary" onClick={() => setEditing(false)}>
            {intl.formatMessage({ id: 'tickets.answers.cancel' })}
          </Button>
        )}
      </div>
    </form>
  );
}
