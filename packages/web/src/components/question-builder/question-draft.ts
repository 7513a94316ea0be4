import {
  REGISTRATION_QUESTION_TYPES,
  type ListingQuestionBody,
  type RegistrationQuestion,
  type RegistrationQuestionType,
} from '@convene/contract';

/*
 * The questions builder's form state and what it sends: a draft holds every field as the
 * inputs edit it (text), `questionBody` turns it into the listing question body (SDK
 * shape, unwrapped), `previewQuestion` into the question the registration step would show.
 */

/** The twelve types (quantity, which registration also asks, is not offered). */
export const BUILDER_TYPES = REGISTRATION_QUESTION_TYPES.filter((type) => type !== 'quantity');

/** The types a registration question has choices for (a search question's values are fetched). */
export const CHOICE_TYPES: readonly RegistrationQuestionType[] = ['select', 'radio', 'checkbox'];

/** Whether a question of `type` takes choices (and needs one): select, radio and checkbox unless told. */
export const takesChoices = (
  type: RegistrationQuestionType,
  choiceTypes: readonly RegistrationQuestionType[] = CHOICE_TYPES,
) => choiceTypes.includes(type);

export interface ChoiceDraft {
  /** A stable key for the list (the choice's id once saved). */
  key: string;
  /** The saved choice's id: sent back so it keeps its row and what is sold of it. */
  id: string | null;
  value: string;
  text: string;
  /** Digits, or empty for no limit. */
  supply: string;
  /** How many follow-up questions the choice opens (read only: the builder does not write them). */
  subQuestions: number;
}

export interface QuestionDraft {
  name: string;
  type: RegistrationQuestionType;
  required: boolean;
  mutable: boolean;
  label: string;
  description: string;
  placeholder: string;
  min: string;
  max: string;
  validation: string;
  validationMessage: string;
  choices: ChoiceDraft[];
}

let keys = 0;
const nextKey = () => `new-${++keys}`;

export function emptyChoice(): ChoiceDraft {
  return { key: nextKey(), id: null, value: '', text: '', supply: '', subQuestions: 0 };
}

/** The form of a saved question, or of a new one. */
export function draftOf(question?: RegistrationQuestion): QuestionDraft {
  if (!question)
    return {
      name: '',
      type: 'text',
      required: false,
      mutable: true,
      label: '',
      description: '',
      placeholder: '',
      min: '',
      max: '',
      validation: '',
      validationMessage: '',
      choices: [],
    };
  return {
    name: question.name,
    type: question.type,
    required: question.required,
    mutable: question.mutable,
    label: question.label ?? '',
    description: question.description ?? '',
    placeholder: question.placeholder ?? '',
    min: question.min ?? '',
    max: question.max ?? '',
    validation: question.validation ?? '',
    validationMessage: question.validationMessage ?? '',
    choices: question.choices.map((choice) => ({
      key: choice.id,
      id: choice.id,
      value: choice.value,
      text: choice.text ?? '',
      supply: choice.supply === null ? '' : String(choice.supply),
      subQuestions: choice.subQuestions.length,
    })),
  };
}

/** A text field as sent: trimmed, null when empty. */
export const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The fields any builder's question sends as they are edited (a survey's and a listing's). */
export function sentFields(draft: QuestionDraft) {
  return {
    name: draft.name.trim(),
    required: draft.required,
    label: orNull(draft.label),
    description: orNull(draft.description),
    placeholder: orNull(draft.placeholder),
    min: orNull(draft.min),
    max: orNull(draft.max),
    validation: orNull(draft.validation),
    validationMessage: orNull(draft.validationMessage),
  };
}

/** The choices given a value: the others are not sent (nor previewed). */
export const filledChoices = (draft: QuestionDraft) =>
  draft.choices.filter((choice) => choice.value.trim());

/** A choice as sent: its value and text trimmed (no text: null), its supply a number or null. */
export const sentChoice = (choice: ChoiceDraft) => ({
  value: choice.value.trim(),
  text: orNull(choice.text),
  supply: choice.supply.trim() === '' ? null : Number(choice.supply),
});

/** What the form's problems are before anything is sent (field → message id). */
export function draftProblems(
  draft: QuestionDraft,
  choiceTypes: readonly RegistrationQuestionType[] = CHOICE_TYPES,
): Partial<
  Record<
    'name' | 'choices' | 'validation',
    | 'hostProgram.required'
    | 'hostProgram.questions.choicesNeeded'
    | 'hostProgram.questions.badPattern'
  >
> {
  const problems: ReturnType<typeof draftProblems> = {};
  if (!draft.name.trim()) problems.name = 'hostProgram.required';
  if (takesChoices(draft.type, choiceTypes) && !draft.choices.some((choice) => choice.value.trim()))
    problems.choices = 'hostProgram.questions.choicesNeeded';
  if (draft.validation.trim()) {
    try {
      new RegExp(draft.validation.trim());
    } catch {
      problems.validation = 'hostProgram.questions.badPattern';
    }
  }
  return problems;
}

/** The body of `POST …/questions` (and, without `type`, of `PUT …/questions/{id}`). */
export function questionBody(draft: QuestionDraft, sortOrder?: number): ListingQuestionBody {
  return {
    ...sentFields(draft),
    type: draft.type,
    mutable: draft.mutable,
    ...(sortOrder === undefined ? {} : { sortOrder }),
    ...(takesChoices(draft.type)
      ? {
          choices: filledChoices(draft).map((choice) => ({
            ...(choice.id ? { id: choice.id } : {}),
            ...sentChoice(choice),
          })),
        }
      : {}),
  };
}

/** The question as a registrant would see it, for the builder's live preview. */
export function previewQuestion(
  draft: QuestionDraft,
  eventId: string,
  fallbackName: string,
  choiceTypes: readonly RegistrationQuestionType[] = CHOICE_TYPES,
): RegistrationQuestion {
  return {
    ...sentFields(draft),
    id: 'preview',
    eventId,
    featured: false,
    type: draft.type,
    name: draft.name.trim() || fallbackName,
    default: null,
    span: 1,
    mutable: draft.mutable,
    price: null,
    supply: null,
    remaining: null,
    sortOrder: 0,
    choices: takesChoices(draft.type, choiceTypes)
      ? filledChoices(draft).map((choice, index) => ({
          id: choice.key,
          value: choice.value.trim(),
          text: orNull(choice.text),
          supply: null,
          remaining: null,
          description: null,
          sortOrder: index,
          subQuestions: [],
        }))
      : [],
  };
}

/** `items` with the one at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
