import type {
  ManagedSurvey,
  PassStatus,
  Survey,
  SurveyQuestion,
  SurveySection,
  SurveySubmission,
} from '@convene/contract';
import type {
  ChoiceRow,
  QuestionRow,
  ResponseRow,
  SectionRow,
  SubmissionRow,
  SurveyRow,
} from './surveys.repository';

/** A question with its choices, each choice with the ids of the sub-questions it opens. */
export interface QuestionNode extends QuestionRow {
  choices: (ChoiceRow & { subQuestionIds: string[] })[];
}

/** A survey's sections and questions, read once and walked in memory. */
export interface Structure {
  sections: (SectionRow & { questionIds: string[] })[];
  questions: Map<string, QuestionNode>;
}

export function structureOf(rows: {
  sections: SectionRow[];
  questions: QuestionRow[];
  choices: ChoiceRow[];
}): Structure {
  const questions = new Map<string, QuestionNode>(
    rows.questions.map((question) => [question.id, { ...question, choices: [] }]),
  );
  const choices = new Map<string, QuestionNode['choices'][number]>();
  for (const choice of rows.choices) {
    const node = { ...choice, subQuestionIds: [] };
    choices.set(choice.id, node);
    questions.get(choice.questionId)?.choices.push(node);
  }
  for (const question of rows.questions) {
    if (question.parentChoiceId)
      choices.get(question.parentChoiceId)?.subQuestionIds.push(question.id);
  }
  return {
    sections: rows.sections.map((section) => ({
      ...section,
      questionIds: rows.questions
        .filter((question) => question.sectionId === section.id && !question.parentChoiceId)
        .map((question) => question.id),
    })),
    questions,
  };
}

/**
 * The questions a submission asks given its answers: every section's questions, and the
 * sub-questions the chosen choices open (and theirs), in the order they are shown.
 */
export function askedQuestions(
  structure: Structure,
  chosen: ReadonlyMap<string, readonly string[]>,
): QuestionNode[] {
  const asked: QuestionNode[] = [];
  const visit = (questionId: string) => {
    const question = structure.questions.get(questionId);
    if (!question) return;
    asked.push(question);
    const picked = chosen.get(questionId) ?? [];
    for (const choice of question.choices) {
      if (picked.includes(choice.id)) choice.subQuestionIds.forEach(visit);
    }
  };
  for (const section of structure.sections) section.questionIds.forEach(visit);
  return asked;
}

export function toSurvey(row: SurveyRow): Survey {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: row.image,
    requireAuth: row.requireAuth,
    submissionsPerAccount: row.submissionsPerAccount,
  };
}

export function toQuestion(structure: Structure, question: QuestionNode): SurveyQuestion {
  return {
    id: question.id,
    featured: question.featured,
    type: question.type,
    name: question.name,
    required: question.required,
    description: question.description,
    label: question.label,
    placeholder: question.placeholder,
    default: question.default,
    // Answers change freely until the submission is submitted.
    mutable: true,
    min: question.min,
    max: question.max,
    validation: question.validation,
    validationMessage: question.validationMessage,
    sortOrder: question.sortOrder,
    choices: question.choices.map((choice) => ({
      id: choice.id,
      value: choice.value,
      text: choice.text,
      supply: choice.supply,
      description: choice.description,
      sortOrder: choice.sortOrder,
      subQuestions: choice.subQuestionIds.flatMap((id) => {
        const sub = structure.questions.get(id);
        return sub ? [toQuestion(structure, sub)] : [];
      }),
    })),
  };
}

export function toSections(structure: Structure): SurveySection[] {
  return structure.sections.map((section) => ({
    id: section.id,
    name: section.name,
    description: section.description,
    sortOrder: section.sortOrder,
    questions: section.questionIds.flatMap((id) => {
      const question = structure.questions.get(id);
      return question ? [toQuestion(structure, question)] : [];
    }),
  }));
}

export function toSubmission(
  structure: Structure,
  submission: SubmissionRow,
  responses: readonly ResponseRow[],
): SurveySubmission {
  return {
    id: submission.id,
    status: submission.status,
    submittedAt: submission.submittedAt?.toISOString() ?? null,
    createdAt: submission.createdAt.toISOString(),
    responses: responses.flatMap((response) => {
      const question = structure.questions.get(response.questionId);
      return question
        ? [
            {
              questionId: response.questionId,
              question: toQuestion(structure, question),
              value: response.value,
            },
          ]
        : [];
    }),
  };
}

export function toManagedSurvey(
  row: SurveyRow,
  structure: Structure,
  counts: Partial<Record<PassStatus, number>> = {},
): ManagedSurvey {
  return {
    ...toSurvey(row),
    sections: toSections(structure),
    submitted: counts.ready ?? 0,
    drafts: counts.draft ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}
