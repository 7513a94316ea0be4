import { SESSION_REGISTRATION_MESSAGES as M } from '@convene/contract';
import type { QuestionRow } from './accesses.repository';

/*
 * Whether a value answers a session question, by its type and bounds. An empty value
 * clears an answer, which a required question refuses.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

function named(message: string, question: QuestionRow): string {
  return message.replace('{question}', question.label ?? question.name);
}

function numberInBounds(value: string, question: QuestionRow): boolean {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) return false;
  if (question.type === 'quantity' && !Number.isInteger(number)) return false;
  if (question.min !== null && number < Number(question.min)) return false;
  return question.max === null || number <= Number(question.max);
}

function lengthInBounds(value: string, question: QuestionRow): boolean {
  if (question.min !== null && value.length < Number(question.min)) return false;
  return question.max === null || value.length <= Number(question.max);
}

function matchesPattern(value: string, question: QuestionRow): boolean {
  if (!question.validation) return true;
  try {
    return new RegExp(question.validation).test(value);
  } catch {
    // A pattern the host mistyped refuses nothing rather than everything.
    return true;
  }
}

function fitsType(value: string, question: QuestionRow): boolean {
  const values = question.choices.map((choice) => choice.value);
  switch (question.type) {
    case 'number':
    case 'quantity':
      return numberInBounds(value, question);
    case 'date':
      return DATE.test(value) && !Number.isNaN(Date.parse(value));
    case 'time':
      return TIME.test(value);
    case 'toggle':
      return value === 'true' || value === 'false';
    case 'select':
    case 'radio':
      return values.includes(value);
    case 'checkbox':
      return value.split(',').every((part) => values.includes(part.trim()));
    default:
      return lengthInBounds(value, question);
  }
}

/** Why `value` does not answer `question`, or null when it does. */
export function answerError(question: QuestionRow, value: string): string | null {
  if (value === '') return question.required ? named(M.required, question) : null;
  if (!fitsType(value, question)) return named(M.invalid, question);
  if (!matchesPattern(value, question)) {
    return question.validationMessage ?? named(M.invalid, question);
  }
  return null;
}
