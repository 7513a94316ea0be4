import { ApiError, useRegistrationQuestions, useSetRegistrationResponses } from '@convene/client';
import type { RegistrationPass, RegistrationQuestion } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { ListSkeleton } from '../../components/skeleton';
import { answerField, passOrdinal, visibleQuestions } from './cart-body';
import { QuestionField } from '../../components/question-input';
import type { StepProps } from './register-page';
import { StepActions } from '../../components/stepper';

type Answers = Record<string, Record<string, string>>;

function initialAnswers(passes: readonly RegistrationPass[]): Answers {
  return Object.fromEntries(
    passes.map((pass) => [
      pass.id,
      Object.fromEntries(pass.responses.map((response) => [response.questionId, response.value])),
    ]),
  );
}

/** The value shown: the answer given, else the question's default. */
function valueOf(answers: Answers, passId: string, question: RegistrationQuestion): string {
  return answers[passId]?.[question.id] ?? question.default ?? '';
}

/** Step 3: the questions asked for each pass, every type with its own input. */
export function RegisterQuestions({ event, registration, onNext, onBack }: StepProps) {
  const intl = useIntl();
  const asked = useRegistrationQuestions(event.id);
  const save = useSetRegistrationResponses(event.id);
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers(registration.passes));
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (asked.isPending) return <ListSkeleton count={4} />;
  const perPass = (asked.data ?? []).flatMap((entry) => {
    const pass = registration.passes.find((item) => item.id === entry.passId);
    return pass ? [{ pass, sections: entry.sections }] : [];
  });

  const shown = (passId: string, questions: readonly RegistrationQuestion[]) => {
    const values = Object.fromEntries(
      questions.map((question) => [question.id, valueOf(answers, passId, question)]),
    );
    return visibleQuestions(questions, { ...values, ...answers[passId] });
  };

  const next = () => {
    const missing: Record<string, string> = {};
    const body = perPass.map(({ pass, sections }) => {
      const questions = shown(
        pass.id,
        sections.flatMap((section) => section.questions),
      );
      for (const question of questions) {
        if (question.required && !valueOf(answers, pass.id, question).trim())
          missing[answerField(pass.id, question.id)] = intl.formatMessage(
            { id: 'events.questions.missing' },
            { name: question.name },
          );
      }
      return {
        id: pass.id,
        responses: questions.map((question) => ({
          questionId: question.id,
          value: valueOf(answers, pass.id, question),
        })),
      };
    });
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      // After the errors render: take the person to the first one.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    save.mutate(body, {
      onSuccess: onNext,
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const named =
          error.errors.length > 0
            ? error.errors
            : error.field
              ? [{ field: error.field, message: error.message }]
              : [];
        setErrors(Object.fromEntries(named.map((item) => [item.field, item.message])));
      },
    });
  };

  return (
    <div className="flex flex-col gap-4">
      {perPass.map(({ pass, sections }) => (
        <Card key={pass.id} className="flex flex-col gap-5 p-4 sm:p-5">
          <h3 className="font-semibold">
            {intl.formatMessage(
              { id: 'events.pass.heading' },
              { number: String(passOrdinal(registration, pass)), name: pass.ticket.name },
            )}
          </h3>
          {sections.map((section) => (
            <fieldset key={section.id} className="flex flex-col gap-4">
              <legend className="mb-2 text-base font-semibold text-gray-800 dark:text-gray-200">
                {section.name}
              </legend>
              {section.description ? (
                <p className="-mt-2 text-sm text-gray-600 dark:text-gray-400">
                  {section.description}
                </p>
              ) : null}
              {shown(pass.id, section.questions).map((question) => (
                <QuestionField
                  key={question.id}
                  eventId={event.id}
                  question={question}
                  value={valueOf(answers, pass.id, question)}
                  error={errors[answerField(pass.id, question.id)] ?? null}
                  onChange={(value) =>
                    setAnswers((current) => ({
                      ...current,
                      [pass.id]: { ...current[pass.id], [question.id]: value },
                    }))
                  }
                />
              ))}
            </fieldset>
          ))}
        </Card>
      ))}
      {perPass.length === 0 ? <p>{intl.formatMessage({ id: 'events.questions.none' })}</p> : null}
      {save.error && Object.keys(errors).length === 0 ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {save.error.message}
        </p>
      ) : null}
      <StepActions onBack={onBack} onNext={next} loading={save.isPending} />
    </div>
  );
}
