import {
  ANSWER_MESSAGES,
  checkboxValues,
  formatText,
  isUuid,
  type RegistrationQuestionType,
} from '@convene/contract';
import type { ResponseRow } from './cart.repository';
import type { Offer, OfferQuestion, OfferSection } from './offer.repository';

/*
 * Registration questions (text, textarea, number, time, date, toggle, select,
 * radio, checkbox, search, file, location, and quantity): which are asked for a pass, and
 * whether an answer is one its question takes. `min`/`max` bound a text's length, a number
 * or quantity, a date or a time, or how many checkboxes are chosen; `validation` is a
 * pattern the whole answer must match (as an HTML input's `pattern`).
 */

/** The sections asked for a pass type: those naming it, and those naming none. */
export function sectionsFor(offer: Offer, passTypeId: string): OfferSection[] {
  return offer.sections.filter(
    (section) => section.passTypeIds.length === 0 || section.passTypeIds.includes(passTypeId),
  );
}

/**
 * The questions asked for a pass, in the order they are shown: its sections' questions,
 * and the sub-questions the choices of its answers open (and theirs, in turn).
 */
export function askedQuestionIds(
  offer: Offer,
  passTypeId: string,
  responses: readonly Pick<ResponseRow, 'questionId' | 'choiceIds'>[],
): Set<string> {
  const asked = new Set<string>();
  for (const section of sectionsFor(offer, passTypeId)) {
    for (const question of offer.questions.values()) {
      if (question.sectionId === section.id) asked.add(question.id);
    }
  }
  const chosen = new Map(responses.map((response) => [response.questionId, response.choiceIds]));
  const pending = [...asked];
  while (pending.length) {
    const question = offer.questions.get(pending.pop()!);
    for (const choice of question?.choices ?? []) {
      if (!chosen.get(question!.id)?.includes(choice.id)) continue;
      for (const subId of choice.subQuestionIds) {
        if (!asked.has(subId) && offer.questions.has(subId)) {
          asked.add(subId);
          pending.push(subId);
        }
      }
    }
  }
  return asked;
}

export function questionLabel(question: Pick<OfferQuestion, 'label' | 'name'>): string {
  return question.label ?? question.name;
}

/** What checking an answer reads of a question: registration and survey questions alike. */
export interface AnswerRules {
  type: RegistrationQuestionType;
  name: string;
  label: string | null;
  min: string | null;
  max: string | null;
  validation: string | null;
  validationMessage: string | null;
  choices: readonly { id: string; value: string }[];
}

export type AnswerCheck =
  { ok: true; value: string; choiceIds: string[] } | { ok: false; message: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const WHOLE = /^\d{1,6}$/;

function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A time as minutes-comparable `HH:MM:SS`. */
function normalTime(value: string): string {
  return value.length === 5 ? `${value}:00` : value;
}

function matchesPattern(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    // A pattern the host wrote that is not a regular expression checks nothing.
    return true;
  }
}

function choiceOf(
  question: AnswerRules,
  value: string,
): AnswerRules['choices'][number] | undefined {
  return question.choices.find((choice) => choice.value === value);
}

type Bound = (question: AnswerRules, value: string) => string | null;

/** `min`/`max` read as numbers (length, count, amount): the first rule broken. */
function numericBounds(measure: (value: string) => number, below: string, above: string): Bound {
  return (question, value) => {
    const amount = measure(value);
    const min = question.min === null ? NaN : Number(question.min);
    const max = question.max === null ? NaN : Number(question.max);
    const values = {
      question: questionLabel(question),
      min: question.min ?? '',
      max: question.max ?? '',
    };
    if (!Number.isNaN(min) && amount < min) return formatText(below, values);
    if (!Number.isNaN(max) && amount > max) return formatText(above, values);
    return null;
  };
}

/** `min`/`max` read as the same kind of text (dates, times): compared as written. */
function textBounds(normal: (value: string) => string): Bound {
  return (question, value) => {
    const values = {
      question: questionLabel(question),
      min: question.min ?? '',
      max: question.max ?? '',
    };
    if (question.min && normal(value) < normal(question.min)) {
      return formatText(ANSWER_MESSAGES.belowMin, values);
    }
    if (question.max && normal(value) > normal(question.max)) {
      return formatText(ANSWER_MESSAGES.aboveMax, values);
    }
    return null;
  };
}

const lengthBounds = numericBounds(
  (value) => [...value].length,
  ANSWER_MESSAGES.tooShort,
  ANSWER_MESSAGES.tooLong,
);
const amountBounds = numericBounds(Number, ANSWER_MESSAGES.belowMin, ANSWER_MESSAGES.aboveMax);
const countBounds = numericBounds(
  (value) => checkboxValues(value).length,
  ANSWER_MESSAGES.tooFewChoices,
  ANSWER_MESSAGES.tooManyChoices,
);

/** The form an answer of each type must have: its message when it has not. */
const FORMS: Partial<
  Record<RegistrationQuestionType, { test: (value: string) => boolean; message: string }>
> = {
  number: { test: (value) => NUMBER.test(value), message: ANSWER_MESSAGES.notNumber },
  quantity: { test: (value) => WHOLE.test(value), message: ANSWER_MESSAGES.notWholeNumber },
  date: { test: isCalendarDate, message: ANSWER_MESSAGES.notDate },
  time: { test: (value) => TIME.test(value), message: ANSWER_MESSAGES.notTime },
  toggle: {
    test: (value) => value === 'true' || value === 'false',
    message: ANSWER_MESSAGES.notToggle,
  },
  file: {
    test: (value) => isUuid(value) || /^https?:\/\/\S+$/.test(value),
    message: ANSWER_MESSAGES.notFile,
  },
};

const BOUNDS: Partial<Record<RegistrationQuestionType, Bound>> = {
  text: lengthBounds,
  textarea: lengthBounds,
  location: lengthBounds,
  number: amountBounds,
  quantity: amountBounds,
  date: textBounds((value) => value),
  time: textBounds(normalTime),
  checkbox: countBounds,
};

const PATTERNED = new Set<RegistrationQuestionType>(['text', 'textarea', 'location', 'number']);

/**
 * Whether `value` answers `question` (an empty value answers nothing: the caller clears
 * the answer), with the choices it holds; `searchValues` are the question's values that
 * were found among the answers (search questions).
 */
export function checkAnswer(
  question: AnswerRules,
  rawValue: string,
  searchValues: ReadonlySet<string> = new Set(),
): AnswerCheck {
  const value = rawValue.trim();
  const label = { question: questionLabel(question) };
  const refuse = (message: string): AnswerCheck => ({
    ok: false,
    message: formatText(message, label),
  });
  const form = FORMS[question.type];
  if (form && !form.test(value)) return refuse(form.message);
  const broken = BOUNDS[question.type]?.(question, value);
  if (broken) return { ok: false, message: broken };
  if (
    PATTERNED.has(question.type) &&
    question.validation &&
    !matchesPattern(question.validation, value)
  ) {
    return refuse(question.validationMessage ?? ANSWER_MESSAGES.invalid);
  }
  switch (question.type) {
    case 'select':
    case 'radio': {
      const choice = choiceOf(question, value);
      return choice
        ? { ok: true, value, choiceIds: [choice.id] }
        : refuse(ANSWER_MESSAGES.notChoice);
    }
    case 'checkbox': {
      const chosen = [...new Set(checkboxValues(value))].map((item) => choiceOf(question, item));
      if (chosen.some((choice) => !choice)) return refuse(ANSWER_MESSAGES.notChoice);
      return { ok: true, value, choiceIds: chosen.map((choice) => choice!.id) };
    }
    case 'search':
      return searchValues.has(value)
        ? { ok: true, value, choiceIds: [] }
        : refuse(ANSWER_MESSAGES.notSearchValue);
    case 'quantity':
      return { ok: true, value: String(Number(value)), choiceIds: [] };
    default:
      return { ok: true, value, choiceIds: [] };
  }
}
