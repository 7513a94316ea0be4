import { useIntl } from 'react-intl';
import { Button } from '../button';
import { TextField } from '../text-field';
import { emptyChoice, type ChoiceDraft } from './question-draft';

/**
 * The choices of a select, radio or checkbox question: each one's value, the text shown
 * (optional) and its supply (empty: no limit); add and remove. A saved choice keeps its id.
 */
export function ChoicesEditor({
  choices,
  onChange,
  error,
}: {
  choices: ChoiceDraft[];
  onChange: (choices: ChoiceDraft[]) => void;
  error: string | null;
}) {
  const intl = useIntl();
  const set = (key: string, change: Partial<ChoiceDraft>) =>
    onChange(choices.map((choice) => (choice.key === key ? { ...choice, ...change } : choice)));
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={error ? 'choices-error' : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">
        {intl.formatMessage({ id: 'hostProgram.questions.choices' })}
      </legend>
      {choices.map((choice, index) => {
        const number = index + 1;
        return (
          <div
            key={choice.key}
            data-testid="choice"
            className="grid gap-2 rounded-lg border border-gray-200 p-3 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end dark:border-white/10"
          >
            <TextField
              label={intl.formatMessage({ id: 'hostProgram.questions.choiceValue' }, { number })}
              value={choice.value}
              maxLength={200}
              onChange={(change) => set(choice.key, { value: change.target.value })}
            />
            <TextField
              label={intl.formatMessage({ id: 'hostProgram.questions.choiceText' }, { number })}
              value={choice.text}
              maxLength={200}
              onChange={(change) => set(choice.key, { text: change.target.value })}
            />
            <TextField
              label={intl.formatMessage({ id: 'hostProgram.questions.choiceSupply' }, { number })}
              value={choice.supply}
              inputMode="numeric"
              onChange={(change) =>
                set(choice.key, { supply: change.target.value.replace(/\D/g, '') })
              }
            />
            <Button
              type="button"
              variant="white"
              size="small"
              aria-label={intl.formatMessage(
                { id: 'hostProgram.questions.removeChoice' },
                { number },
              )}
              onClick={() => onChange(choices.filter((item) => item.key !== choice.key))}
            >
              <span aria-hidden="true">✕</span>
            </Button>
            {choice.subQuestions > 0 ? (
              <p className="text-sm text-gray-600 sm:col-span-4 dark:text-gray-300">
                {intl.formatMessage(
                  { id: 'hostProgram.questions.subQuestions' },
                  { count: choice.subQuestions },
                )}
              </p>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p
          id="choices-error"
          role="alert"
          className="text-sm font-medium text-red-700 dark:text-red-300"
        >
          {error}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="secondary"
          size="small"
          onClick={() => onChange([...choices, emptyChoice()])}
        >
          {intl.formatMessage({ id: 'hostProgram.questions.addChoice' })}
        </Button>
      </div>
    </fieldset>
  );
}
