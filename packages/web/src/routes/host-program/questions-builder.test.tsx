// @vitest-environment jsdom
import type { RegistrationQuestion } from '@convene/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi, type FakeRoutes } from '../../lib/test-api';
import { QuestionsBuilder } from './questions-builder';

afterEach(cleanup);

const EVENT = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const BASE = `/listings/${EVENT}/questions`;

function question(id: string, name: string, sortOrder: number): RegistrationQuestion {
  return {
    id,
    eventId: EVENT,
    featured: false,
    type: 'text',
    name,
    required: false,
    description: null,
    label: null,
    placeholder: null,
    default: null,
    span: 1,
    mutable: true,
    min: null,
    max: null,
    validation: null,
    validationMessage: null,
    price: null,
    supply: null,
    remaining: null,
    sortOrder,
    choices: [],
  };
}

const DIET = question('0b6c1d2e-3f4a-4b5c-8d6e-7f8a9b0c1d2e', 'Diet', 0);
const ARRIVAL = question('1c7d2e3f-4a5b-4c6d-9e7f-8a9b0c1d2e3f', 'Arrival', 1);

/**
 * The builder against a fake API holding `questions` (a PUT changes them, a POST answers
 * the new one); `writes()` lists what the builder sent.
 */
function renderBuilder(questions: RegistrationQuestion[]) {
  const routes: FakeRoutes = {
    [`GET ${BASE}`]: () => ({ data: questions }),
    [`POST ${BASE}`]: (body) => ({ data: { ...DIET, ...(body as object) } }),
  };
  for (const [index, item] of questions.entries())
    routes[`PUT ${BASE}/${item.id}`] = (body) => {
      questions[index] = { ...questions[index]!, ...(body as object) };
      return { data: questions[index] };
    };
  const { sent } = renderWithApi(<QuestionsBuilder eventId={EVENT} />, routes);
  return {
    writes: () =>
      sent
        .filter((request) => request.method !== 'GET')
        .map(({ method, path, body }) => ({ method, path, body })),
  };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('questions builder', () => {
  it('adds a select question with two choices and sends them with the next sort order', async () => {
    const { writes } = renderBuilder([DIET, ARRIVAL]);
    await screen.findByText('Diet');
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    const dialog = await screen.findByRole('dialog');
    type('Name', 'T-shirt size');
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'select' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a choice' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a choice' }));
    type('Choice 1', 'S');
    type('Choice 2', 'M');
    type('Supply for choice 2 (empty: no limit)', '10');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Required' }));

    // The live preview is the registration step's input: a select with both choices.
    const preview = within(within(dialog).getByRole('region', { name: 'Preview' }));
    const select = preview.getByRole('combobox', { name: /T-shirt size/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'S', 'M']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'POST',
      path: BASE,
      body: {
        name: 'T-shirt size',
        type: 'select',
        required: true,
        mutable: true,
        label: null,
        description: null,
        placeholder: null,
        min: null,
        max: null,
        validation: null,
        validationMessage: null,
        sortOrder: 2,
        choices: [
          { value: 'S', text: null, supply: null },
          { value: 'M', text: null, supply: 10 },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a choice and a valid pattern before sending anything', async () => {
    const { writes } = renderBuilder([]);
    await screen.findByText('No registration questions yet');
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    const dialog = await screen.findByRole('dialog');
    type('Name', 'Workshop');
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'radio' } });
    type('Validation pattern (regular expression)', '([a-z');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Add at least one choice')).toBeTruthy();
    expect(within(dialog).getByText('This is not a valid regular expression')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('reorders with the move buttons and saves each moved question’s position', async () => {
    const { writes } = renderBuilder([{ ...DIET }, { ...ARRIVAL }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Move Diet down' }));
    const names = () =>
      screen
        .getAllByTestId('builder-question')
        .map((row) => within(row).getByText(/Diet|Arrival/).textContent);
    expect(names()).toEqual(['Arrival', 'Diet']);
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()).toEqual([
      { method: 'PUT', path: `${BASE}/${ARRIVAL.id}`, body: { sortOrder: 0 } },
      { method: 'PUT', path: `${BASE}/${DIET.id}`, body: { sortOrder: 1 } },
    ]);
    expect(screen.getByText('Diet moved to position 2 of 2')).toBeTruthy();
    // The refreshed list (now in the saved order) keeps it.
    await waitFor(() => expect(names()).toEqual(['Arrival', 'Diet']));
    expect(screen.getByRole('button', { name: 'Move Arrival up' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
