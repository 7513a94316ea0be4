import {
  checkboxValues,
  type RegistrationQuestion,
  type SurveyQuestion,
  type SurveySection,
} from '@convene/contract';

/**
 * A survey question as the shared question input reads it (registration's shape): the
 * same twelve types, with no price, no supply left to show and no event.
 */
export function asInputQuestion(question: SurveyQuestion): RegistrationQuestion {
  return {
    ...question,
    eventId: '',
    span: 1,
    price: null,
    supply: null,
    remaining: null,
    choices: question.choices.map((choice) => ({
      ...choice,
      remaining: null,
      subQuestions: choice.subQuestions.map(asInputQuestion),
    })),
  };
}

/** Whether `value` (a question's answer) picks `choiceValue`. */
export function picks(question: SurveyQuestion, value: string, choiceValue: string): boolean {
  if (!value) return false;
  return question.type === 'checkbox'
    ? checkboxValues(value).includes(choiceValue)
    : value === choiceValue;
}

/** The questions shown for the answers so far: each question, then the sub-questions it opens. */
export function shownQuestions(
  questions: readonly SurveyQuestion[],
  answers: ReadonlyMap<string, string>,
): SurveyQuestion[] {
  return questions.flatMap((question) => [
    question,
    ...shownQuestions(
      question.choices
        .filter((choice) => picks(question, answers.get(question.id) ?? '', choice.value))
        .flatMap((choice) => choice.subQuestions),
      answers,
    ),
  ]);
}

/** The index of the section that shows `questionId` (or asks its parent), else -1. */
export function sectionOf(sections: readonly SurveySection[], questionId: string): number {
  const holds = (questions: readonly SurveyQuestion[]): boolean =>
    questions.some(
      (question) =>
        question.id === questionId || question.choices.some((choice) => holds(choice.subQuestions)),
    );
  return sections.findIndex((section) => holds(section.questions));
}
