import {
  CHOICE_QUESTION_TYPES,
  SURVEY_QUESTION_TYPES,
  type ManagedSurvey,
  type SurveyBody,
  type SurveyQuestion,
  type SurveyQuestionInput,
  type SurveyQuestionType,
  type SurveySectionInput,
} from '@convene/contract';
import {
  sentFields,
  sentChoice,
  draftOf,
  filledChoices,
  orNull,
  type QuestionDraft,
} from '../../components/question-builder/question-draft';
import { asInputQuestion } from './survey-questions';

/*
 * The survey builder's form state and what it sends. A question is edited with the
 * registration questions builder's draft (`QuestionDraft`); the survey adds the questions
 * each choice opens (`follow`, by the choice's key) and the sections around them. The
 * whole survey is sent at once (`POST /surveys`, `PUT /surveys/{id}`).
 */

/** A question of the builder: its fields, and per choice (by key) the questions it opens. */
export interface QuestionNode {
  /** A stable key for the lists (the question's id once saved). */
  key: string;
  draft: QuestionDraft;
  follow: Record<string, QuestionNode[]>;
}

export interface SectionNode {
  key: string;
  name: string;
  description: string;
  questions: QuestionNode[];
}

export interface SurveyDraft {
  name: string;
  description: string;
  requireAuth: boolean;
  /** Digits, as typed. */
  submissionsPerAccount: string;
  sections: SectionNode[];
}

let keys = 0;
/** A key for a section or question the builder adds. */
export const newKey = () => `draft-${++keys}`;

/** A survey's choice types take choices: a survey's search question offers its choices. */
export const SURVEY_CHOICE_TYPES = CHOICE_QUESTION_TYPES;

function nodeOf(question: SurveyQuestion): QuestionNode {
  return {
    key: question.id,
    draft: draftOf(asInputQuestion(question)),
    follow: Object.fromEntries(
      question.choices.map((choice) => [choice.id, choice.subQuestions.map(nodeOf)]),
    ),
  };
}

export function emptySection(name = ''): SectionNode {
  return { key: newKey(), name, description: '', questions: [] };
}

/** The form of a saved survey, or of a new one (one empty section). */
export function surveyDraftOf(survey?: ManagedSurvey): SurveyDraft {
  if (!survey)
    return {
      name: '',
      description: '',
      requireAuth: false,
      submissionsPerAccount: '1',
      sections: [emptySection()],
    };
  return {
    name: survey.name,
    description: survey.description ?? '',
    requireAuth: survey.requireAuth,
    submissionsPerAccount: String(survey.submissionsPerAccount),
    sections: [...survey.sections]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((section) => ({
        key: section.id,
        name: section.name,
        description: section.description ?? '',
        questions: section.questions.map(nodeOf),
      })),
  };
}

/** Whether a question of `type` asks its choices (select, radio, checkbox, search). */
export const asksChoices = (type: QuestionDraft['type']) =>
  SURVEY_CHOICE_TYPES.some((choiceType) => choiceType === type);

function questionInput(node: QuestionNode): SurveyQuestionInput {
  const { draft } = node;
  // The builder offers the survey types only (BUILDER_TYPES has no quantity).
  const type: SurveyQuestionType =
    SURVEY_QUESTION_TYPES.find((surveyType) => surveyType === draft.type) ?? 'text';
  return {
    type,
    ...sentFields(draft),
    ...(asksChoices(type)
      ? {
          choices: filledChoices(draft).map((choice) => ({
            ...sentChoice(choice),
            subQuestions: (node.follow[choice.key] ?? []).map(questionInput),
          })),
        }
      : {}),
  };
}

/** The sections as `POST`/`PUT /surveys` take them, in order. */
export function sectionsInput(draft: SurveyDraft): SurveySectionInput[] {
  return draft.sections.map((section) => ({
    name: section.name.trim(),
    description: orNull(section.description),
    questions: section.questions.map(questionInput),
  }));
}

/**
 * The body to send. `withSections: false` changes the survey's own fields only (what an
 * administrator may still change once someone has answered).
 */
export function surveyBody(draft: SurveyDraft, withSections: boolean): SurveyBody {
  return {
    survey: {
      name: draft.name.trim(),
      description: orNull(draft.description),
      requireAuth: draft.requireAuth,
      submissionsPerAccount: Number(draft.submissionsPerAccount) || 1,
      ...(withSections ? { sections: sectionsInput(draft) } : {}),
    },
  };
}

export type SurveyProblem =
  | 'surveys.builder.nameNeeded'
  | 'surveys.builder.sectionNameNeeded'
  | 'surveys.builder.questionsNeeded'
  | 'surveys.builder.limitRange';

/** What stops the survey being sent, before anything is: field (or section key) → message id. */
export function surveyProblems(draft: SurveyDraft): Record<string, SurveyProblem> {
  const problems: Record<string, SurveyProblem> = {};
  if (!draft.name.trim()) problems.name = 'surveys.builder.nameNeeded';
  const limit = Number(draft.submissionsPerAccount);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    problems.submissionsPerAccount = 'surveys.builder.limitRange';
  for (const section of draft.sections) {
    if (!section.name.trim()) problems[section.key] = 'surveys.builder.sectionNameNeeded';
  }
  if (draft.sections.every((section) => section.questions.length === 0))
    problems.sections = 'surveys.builder.questionsNeeded';
  return problems;
}

/** `nodes` with the question of `key` (wherever it is asked) changed by `change` (null removes it). */
export function withQuestion(
  nodes: readonly QuestionNode[],
  key: string,
  change: (node: QuestionNode) => QuestionNode | null,
): QuestionNode[] {
  return nodes.flatMap((node) => {
    if (node.key === key) return change(node) ?? [];
    return [
      {
        ...node,
        follow: Object.fromEntries(
          Object.entries(node.follow).map(([choice, asked]) => [
            choice,
            withQuestion(asked, key, change),
          ]),
        ),
      },
    ];
  });
}
