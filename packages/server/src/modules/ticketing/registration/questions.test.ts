import { checkboxValues } from '@convene/contract';
import { describe, expect, it } from 'vitest';
import type { OfferQuestion } from './offer.repository';
import { checkAnswer } from './questions';

function question(values: Partial<OfferQuestion> & Pick<OfferQuestion, 'type'>): OfferQuestion {
  const now = new Date();
  return {
    id: 'q',
    organizationId: 'o',
    eventId: 'e',
    sectionId: 's',
    name: 'Answer',
    label: null,
    description: null,
    placeholder: null,
    default: null,
    required: false,
    mutable: true,
    featured: false,
    span: 1,
    min: null,
    max: null,
    validation: null,
    validationMessage: null,
    price: null,
    supply: null,
    sold: 0,
    reserved: 0,
    sortOrder: 0,
    createdAt: now,
    updatedAt: now,
    choices: [],
    ...values,
  };
}

const choices = ['red', 'green', 'blue'].map((value, sortOrder) => ({
  id: `c-${value}`,
  organizationId: 'o',
  questionId: 'q',
  value,
  text: value.toUpperCase(),
  description: null,
  sortOrder,
  supply: null,
  sold: 0,
  reserved: 0,
  createdAt: new Date(),
  subQuestionIds: [],
}));

const accepts = (q: OfferQuestion, value: string, search?: Set<string>) =>
  checkAnswer(q, value, search);
const refusal = (q: OfferQuestion, value: string) => {
  const check = checkAnswer(q, value);
  return check.ok ? null : check.message;
};

describe('answers to each question type', () => {
  it('text, textarea and location: length bounds and the whole-answer pattern', () => {
    for (const type of ['text', 'textarea', 'location'] as const) {
      const q = question({ type, label: 'Badge', min: '2', max: '5' });
      expect(accepts(q, 'Ada')).toEqual({ ok: true, value: 'Ada', choiceIds: [] });
      expect(refusal(q, 'A')).toBe('Badge must be at least 2 characters');
      expect(refusal(q, 'Adalovelace')).toBe('Badge must be at most 5 characters');
    }
    const code = question({
      type: 'text',
      validation: '[A-Z]{3}-\\d+',
      validationMessage: 'Use ABC-123',
    });
    expect(accepts(code, 'ABC-12').ok).toBe(true);
    expect(refusal(code, 'xABC-12')).toBe('Use ABC-123');
    expect(refusal(question({ type: 'text', validation: '\\d+' }), '12a')).toBe(
      'Answer is not valid',
    );
    // A pattern that is not a regular expression checks nothing.
    expect(accepts(question({ type: 'text', validation: '([' }), 'anything').ok).toBe(true);
  });

  it('number and quantity: numbers within min and max', () => {
    const age = question({ type: 'number', name: 'Age', min: '18', max: '99' });
    expect(accepts(age, '42').ok).toBe(true);
    expect(accepts(age, '18.5').ok).toBe(true);
    expect(refusal(age, 'forty')).toBe('Age must be a number');
    expect(refusal(age, '17')).toBe('Age must be at least 18');
    expect(refusal(age, '100')).toBe('Age must be at most 99');
    const seats = question({ type: 'quantity', name: 'Seats', max: '3' });
    expect(accepts(seats, '02')).toEqual({ ok: true, value: '2', choiceIds: [] });
    expect(refusal(seats, '1.5')).toBe('Seats must be a whole number');
    expect(refusal(seats, '-1')).toBe('Seats must be a whole number');
    expect(refusal(seats, '4')).toBe('Seats must be at most 3');
  });

  it('date and time: their forms and bounds', () => {
    const arrival = question({
      type: 'date',
      name: 'Arrival',
      min: '2030-05-01',
      max: '2030-05-31',
    });
    expect(accepts(arrival, '2030-05-10').ok).toBe(true);
    expect(refusal(arrival, '2030-02-30')).toBe('Arrival must be a date (YYYY-MM-DD)');
    expect(refusal(arrival, '10/05/2030')).toBe('Arrival must be a date (YYYY-MM-DD)');
    expect(refusal(arrival, '2030-04-30')).toBe('Arrival must be at least 2030-05-01');
    const talk = question({ type: 'time', name: 'Talk', min: '09:00', max: '17:30' });
    expect(accepts(talk, '09:00').ok).toBe(true);
    expect(accepts(talk, '17:30:00').ok).toBe(true);
    expect(refusal(talk, '17:31')).toBe('Talk must be at most 17:30');
    expect(refusal(talk, '25:00')).toBe('Talk must be a time (HH:MM)');
  });

  it('toggle, file and search', () => {
    const toggle = question({ type: 'toggle', name: 'Photos' });
    expect(accepts(toggle, 'true').ok).toBe(true);
    expect(accepts(toggle, 'false').ok).toBe(true);
    expect(refusal(toggle, 'yes')).toBe('Photos must be true or false');
    const file = question({ type: 'file', name: 'CV' });
    expect(accepts(file, 'https://files.test/cv.pdf').ok).toBe(true);
    expect(accepts(file, '01a1b2c3-0000-7000-8000-000000000000').ok).toBe(true);
    expect(refusal(file, 'javascript:alert(1)')).toBe('CV must be an uploaded file');
    const company = question({ type: 'search', name: 'Company' });
    expect(accepts(company, 'Acme', new Set(['Acme'])).ok).toBe(true);
    expect(refusal(company, 'Evil Corp')).toBe('Company must be one of its values');
  });

  it('select, radio and checkbox: choices, with the choices held', () => {
    for (const type of ['select', 'radio'] as const) {
      const q = question({ type, name: 'Colour', choices });
      expect(accepts(q, 'green')).toEqual({ ok: true, value: 'green', choiceIds: ['c-green'] });
      expect(refusal(q, 'pink')).toBe('Colour must be one of its choices');
    }
    const many = question({ type: 'checkbox', name: 'Colours', choices, min: '1', max: '2' });
    expect(accepts(many, 'red, blue')).toMatchObject({ ok: true, choiceIds: ['c-red', 'c-blue'] });
    expect(accepts(many, '["green"]')).toMatchObject({ ok: true, choiceIds: ['c-green'] });
    expect(refusal(many, 'red,green,blue')).toBe('Choose at most 2 for Colours');
    expect(refusal(many, 'red,pink')).toBe('Colours must be one of its choices');
    expect(checkboxValues('[1, "a"]')).toEqual(['1', 'a']);
    expect(checkboxValues('[oops')).toEqual(['[oops']);
    expect(checkboxValues('')).toEqual([]);
  });
});
