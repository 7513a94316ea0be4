import {
  useListingAttendeePassSections,
  useUpdateListingAttendeePassResponses,
} from '@convene/client';
import {
  REGISTRATION_QUESTION_TYPES,
  type ListingPassSection,
  type RegistrationQuestionType,
} from '@convene/contract';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Skeleton } from '../../components/skeleton';

type Question = ListingPassSection['questions'][number];

/** Answers hosts correct here; files, several boxes and quantities are the attendee's flow. */
const CORRECTABLE: ReadonlySet<RegistrationQuestionType> = new Set(
  REGISTRATION_QUESTION_TYPES.filter((type) => !['checkbox', 'file', 'quantity'].includes(type)),
);

const INPUT =
  'min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100';

function shown(question: Question, empty: string): string {
  return question.response || empty;
}

function Field({
  question,
  value,
  onChange,
}: {
  question: Question;
  value: string;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const label = question.label ?? question.name;
  let input;
  if (question.choices.length > 0)
    input = (
      <select id={id} className={INPUT} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{intl.formatMessage({ id: 'hostDoor.answers.none' })}</option>
        {question.choices.map((choice) => (
          <option key={choice.id} value={choice.value}>
            {choice.value}
          </option>
        ))}
      </select>
    );
  else if (question.type === 'textarea')
    input = (
      <textarea
        id={id}
        rows={3}
        className={`${INPUT} py-2`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  else
    input = (
      <input
        id={id}
        className={INPUT}
        type={['number', 'time', 'date'].includes(question.type) ? question.type : 'text'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {input}
    </div>
  );
}

/** A pass's answers by section; hosts may correct them (the server refuses capacity moves). */
export function PassAnswers({
  eventId,
  accountId,
  passId,
}: {
  eventId: string;
  accountId: string;
  passId: string;
}) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const sections = useListingAttendeePassSections(eventId, accountId, passId);
  const save = useUpdateListingAttendeePassResponses(eventId);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});

  if (sections.isPending) return <Skeleton className="h-16 w-full" />;
  const questions = (sections.data ?? []).flatMap((section) => section.questions);
  if (questions.length === 0)
    return (
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {intl.formatMessage({ id: 'hostDoor.answers.noQuestions' })}
      </p>
    );
  const correctable = questions.filter((question) => CORRECTABLE.has(question.type));
  const valueOf = (question: Question) => values[question.id] ?? question.response ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = correctable
      .filter((question) => valueOf(question) !== (question.response ?? ''))
      .map((question) => ({ id: question.id, value: valueOf(question) }));
    if (changed.length === 0) return setEditing(false);
    save.mutate(
      { accountId, passId, questions: changed },
      feedback({
        success: 'hostDoor.answers.saved',
        onSuccess: () => {
          setValues({});
          setEditing(false);
          void sections.refetch();
        },
      }),
    );
  };

  if (editing)
    return (
      <form onSubmit={submit} className="flex flex-col gap-3">
        {correctable.map((question) => (
          <Field
            key={question.id}
            question={question}
            value={valueOf(question)}
            onChange={(value) => setValues((old) => ({ ...old, [question.id]: value }))}
          />
        ))}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={save.isPending}>
            {intl.formatMessage({ id: 'hostDoor.answers.save' })}
          </Button>
          <Button variant="secondary" onClick={() => setEditing(false)}>
            {intl.formatMessage({ id: 'hostDoor.cancel' })}
          </Button>
        </div>
      </form>
    );

  const empty = intl.formatMessage({ id: 'hostDoor.answers.empty' });
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">{intl.formatMessage({ id: 'hostDoor.answers.title' })}</h3>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {questions.map((question) => (
          <div key={question.id}>
            <dt className="text-sm text-gray-700 dark:text-gray-300">{question.name}</dt>
            <dd className="font-medium break-words">{shown(question, empty)}</dd>
          </div>
        ))}
      </dl>
      {correctable.length > 0 ? (
        <div>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {intl.formatMessage({ id: 'hostDoor.answers.edit' })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
