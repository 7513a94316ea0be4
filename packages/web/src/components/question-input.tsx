import { readAsDataUri, useQuestionSearchValues, useUploadFile } from '@convene/client';
import { checkboxValues, SEARCH_DEBOUNCE, type RegistrationQuestion } from '@convene/contract';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { formatMoney } from './payments/money';
import { QuantityPicker } from './quantity-picker';
import { FieldError } from './form-fields';

/*
 * A registration question's input, for every type: the registration step asks
 * with it, the host's questions builder previews with it (`preview`: nothing is fetched or
 * uploaded). Its wording is the events area's (`events.questions.*`).
 */

export const FIELD =
  'min-h-11 w-full rounded-lg border bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:bg-night dark:text-gray-100';
const CHECK = 'h-5 w-5 shrink-0 accent-[var(--color-primary)]';

interface InputProps {
  eventId: string;
  question: RegistrationQuestion;
  value: string;
  onChange: (value: string) => void;
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** A builder's preview: the question is not saved, so nothing is fetched or uploaded. */
  preview?: boolean | undefined;
  /** A search question's values when they are known already (a survey's): nothing is fetched. */
  values?: readonly { id: string; value: string }[] | undefined;
}

function choiceLabel(choice: RegistrationQuestion['choices'][number]) {
  return choice.text ?? choice.value;
}

/** A `search` question: type to find among its values (a list under the box), pick one. */
function SearchInput({ eventId, question, value, onChange, id, describedBy, invalid }: InputProps) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE);
  const values = useQuestionSearchValues(eventId, question.id, {
    pageSize: 20,
    ...(search ? { search } : {}),
  });
  const listId = `${id}-values`;
  return (
    <>
      <input
        id={id}
        type="search"
        list={listId}
        value={text}
        autoComplete="off"
        placeholder={question.placeholder ?? intl.formatMessage({ id: 'events.questions.search' })}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(change) => {
          setText(change.target.value);
          onChange(change.target.value);
        }}
        className={`${FIELD} ${invalid ? 'border-red-600' : 'border-gray-300 dark:border-white/20'}`}
      />
      <datalist id={listId}>
        {values.items.map((item) => (
          <option key={item.id} value={item.value} />
        ))}
      </datalist>
    </>
  );
}

/** A `search` question whose values came with it: the browser's suggestions list them. */
function KnownValuesInput({
  question,
  value,
  onChange,
  id,
  describedBy,
  invalid,
  values,
}: InputProps) {
  const intl = useIntl();
  const listId = `${id}-values`;
  return (
    <>
      <input
        id={id}
        type="search"
        list={listId}
        value={value}
        autoComplete="off"
        placeholder={question.placeholder ?? intl.formatMessage({ id: 'events.questions.search' })}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(change) => onChange(change.target.value)}
        className={`${FIELD} ${invalid ? 'border-red-600' : 'border-gray-300 dark:border-white/20'}`}
      />
      <datalist id={listId}>
        {values?.map((item) => (
          <option key={item.id} value={item.value} />
        ))}
      </datalist>
    </>
  );
}

/** A `file` question: the file is uploaded when chosen; the answer is the stored file's id. */
function FileInput({ value, onChange, id, describedBy, invalid, preview }: InputProps) {
  const intl = useIntl();
  const upload = useUploadFile();
  const [name, setName] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-1">
      <input
        id={id}
        type="file"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={async (change) => {
          const file = change.target.files?.[0];
          if (!file) return;
          if (preview) return setName(file.name);
          const stored = await upload.mutateAsync({
            dataUri: await readAsDataUri(file),
            name: file.name,
          });
          setName(file.name);
          onChange(stored.id);
        }}
        className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-primary file:px-4 file:font-semibold file:text-on-primary"
      />
      <p className="text-sm text-gray-600 dark:text-gray-400" aria-live="polite">
        {upload.isPending
          ? intl.formatMessage({ id: 'events.questions.uploading' })
          : value
            ? intl.formatMessage({ id: 'events.questions.uploaded' }, { name: name ?? value })
            : null}
      </p>
    </div>
  );
}

/** The input for a question of each type (the twelve, and quantity). */
function Input(props: InputProps) {
  const intl = useIntl();
  const { question, value, onChange, id, describedBy, invalid } = props;
  const border = invalid
    ? 'border-red-600 dark:border-red-400'
    : 'border-gray-300 dark:border-white/20';
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': question.required || undefined,
  };
  const bounds = { min: question.min ?? undefined, max: question.max ?? undefined };
  switch (question.type) {
    case 'textarea':
      return (
        <textarea
          {...common}
          rows={4}
          value={value}
          maxLength={question.max ? Number(question.max) : undefined}
          placeholder={question.placeholder ?? undefined}
          onChange={(change) => onChange(change.target.value)}
          className={`${FIELD} ${border} py-2`}
        />
      );
    case 'number':
    case 'date':
    case 'time':
      return (
        <input
          {...common}
          {...bounds}
          type={question.type}
          inputMode={question.type === 'number' ? 'decimal' : undefined}
          value={value}
          placeholder={question.placeholder ?? undefined}
          onChange={(change) => onChange(change.target.value)}
          className={`${FIELD} ${border}`}
        />
      );
    case 'toggle':
      return (
        <label className="flex min-h-11 items-center gap-3">
          <input
            id={id}
            aria-describedby={describedBy}
            type="checkbox"
            role="switch"
            checked={value === 'true'}
            onChange={(change) => onChange(change.target.checked ? 'true' : 'false')}
            className={CHECK}
          />
          <span>{question.label ?? question.name}</span>
        </label>
      );
    case 'select':
      return (
        <select
          {...common}
          value={value}
          onChange={(change) => onChange(change.target.value)}
          className={`${FIELD} ${border}`}
        >
          <option value="">{intl.formatMessage({ id: 'events.questions.choose' })}</option>
          {question.choices.map((choice) => (
            <option key={choice.id} value={choice.value} disabled={choice.remaining === 0}>
              {choice.remaining === 0
                ? intl.formatMessage(
                    { id: 'events.questions.soldOutChoice' },
                    { name: choiceLabel(choice) },
                  )
                : choiceLabel(choice)}
            </option>
          ))}
        </select>
      );
    case 'radio':
    case 'checkbox': {
      const checked = question.type === 'checkbox' ? checkboxValues(value) : [value];
      const set = (choice: string, on: boolean) => {
        if (question.type === 'radio') return onChange(choice);
        const next = on ? [...checked, choice] : checked.filter((item) => item !== choice);
        onChange(next.length > 0 ? JSON.stringify(next) : '');
      };
      return (
        <div
          id={id}
          aria-describedby={describedBy}
          aria-required={question.type === 'radio' ? common['aria-required'] : undefined}
          role={question.type === 'radio' ? 'radiogroup' : 'group'}
          aria-labelledby={`${id}-label`}
          className="flex flex-col gap-1"
        >
          {question.choices.map((choice) => (
            <label key={choice.id} className="flex min-h-11 items-center gap-3">
              <input
                type={question.type}
                name={id}
                checked={checked.includes(choice.value)}
                disabled={choice.remaining === 0 && !checked.includes(choice.value)}
                onChange={(change) => set(choice.value, change.target.checked)}
                className={CHECK}
              />
              <span>
                {choiceLabel(choice)}
                {choice.remaining === 0 ? ` · ${intl.formatMessage({ id: 'events.soldOut' })}` : ''}
              </span>
            </label>
          ))}
        </div>
      );
    }
    case 'quantity':
      return (
        <div className="flex flex-wrap items-center gap-3">
          <QuantityPicker
            name={question.label ?? question.name}
            value={Number(value) || 0}
            min={Number(question.min ?? 0) || 0}
            max={question.max ? Number(question.max) : undefined}
            onChange={(count) => onChange(String(count))}
          />
          {question.price ? (
            <span className="text-sm text-gray-700 dark:text-gray-300">
              {intl.formatMessage(
                { id: 'events.price.each' },
                { price: formatMoney(intl, question.price) },
              )}
            </span>
          ) : null}
        </div>
      );
    case 'search':
      if (props.values) return <KnownValuesInput {...props} />;
      if (!props.preview) return <SearchInput {...props} />;
      break;
    case 'file':
      return <FileInput {...props} />;
  }
  // text and location (and a search previewed): a line of text (a place's name or address for location).
  return (
    <input
      {...common}
      type="text"
      value={value}
      maxLength={question.max && question.type === 'text' ? Number(question.max) : undefined}
      autoComplete={question.type === 'location' ? 'street-address' : undefined}
      placeholder={
        question.placeholder ??
        (question.type === 'location'
          ? intl.formatMessage({ id: 'events.questions.location' })
          : undefined)
      }
      onChange={(change) => onChange(change.target.value)}
      className={`${FIELD} ${border}`}
    />
  );
}

/** A question with its label, description and error, and the input its type takes. */
export function QuestionField({
  eventId,
  question,
  value,
  onChange,
  error,
  preview,
  values,
}: {
  eventId: string;
  question: RegistrationQuestion;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** A builder's preview of an unsaved question: nothing is fetched or uploaded. */
  preview?: boolean;
  /** A search question's values, known already (a survey's choices): nothing is fetched. */
  values?: readonly { id: string; value: string }[];
}) {
  const intl = useIntl();
  const id = useId();
  const describedBy =
    [question.description ? `${id}-description` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const grouped = ['radio', 'checkbox', 'toggle', 'quantity'].includes(question.type);
  const label: ReactNode = (
    <>
      {question.name}
      {question.required ? (
        <span className="text-red-700 dark:text-red-300">
          {' '}
          <span aria-hidden="true">*</span>
          <span className="sr-only">{intl.formatMessage({ id: 'events.questions.required' })}</span>
        </span>
      ) : null}
    </>
  );
  return (
    <div
      className="flex flex-col gap-1.5"
      data-testid="question"
      data-question-type={question.type}
    >
      {grouped ? (
        <span id={`${id}-label`} className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {label}
        </span>
      ) : (
        <label htmlFor={id} className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {label}
        </label>
      )}
      {question.description ? (
        <p id={`${id}-description`} className="text-sm text-gray-600 dark:text-gray-400">
          {question.description}
        </p>
      ) : null}
      <Input
        eventId={eventId}
        question={question}
        value={value}
        onChange={onChange}
        id={id}
        describedBy={describedBy}
        invalid={Boolean(error)}
        preview={preview}
        values={values}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
