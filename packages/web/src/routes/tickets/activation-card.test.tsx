// @vitest-environment jsdom
import { ACTIVATION_MESSAGES, type Activation } from '@convene/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivationCard } from './activation-card';
import { renderWithApi, type FakeRoutes } from '../../lib/test-api';

afterEach(cleanup);

const EVENT = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const ACTIVATION = '4fa05b6c-7d8e-4f9a-8b1c-2d3e4f5a6b7c';
const PASS = '3e9f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b';
const COMPLETE = `/events/${EVENT}/activations/${PASS}/${ACTIVATION}`;
const NOW = Date.parse('2027-01-05T12:00:00.000Z');

function activation(overrides: Partial<Activation> = {}): Activation {
  return {
    id: ACTIVATION,
    slug: 'solder-a-badge',
    name: 'Solder a badge',
    shortDescription: 'The code is on the bench.',
    maxPoints: 50,
    startAfter: '2027-01-05T08:00:00.000Z',
    image: null,
    event: {} as Activation['event'],
    manager: null,
    longDescription: null,
    protected: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    completions: [],
    ...overrides,
  };
}

const card = (value: Activation) => (
  <ActivationCard eventId={EVENT} passId={PASS} activation={value} now={NOW} />
);

const invalid = () => ({
  status: 400,
  code: 'VALIDATION',
  message: ACTIVATION_MESSAGES.invalidCode,
});

describe('ActivationCard', () => {
  it('asks for a code before sending anything', async () => {
    const { sent } = renderWithApi(card(activation()), {});
    fireEvent.click(screen.getByRole('button', { name: 'Submit code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a code');
    expect(sent).toHaveLength(0);
  });

  it('says a wrong code is invalid, in the page language', async () => {
    renderWithApi(card(activation()), { [`POST ${COMPLETE}`]: invalid }, 'fr');
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Valider le code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Code invalide. Veuillez réessayer.',
    );
  });

  it('completes a protected activation with the code for the chosen pass', async () => {
    const routes: FakeRoutes = {
      [`POST ${COMPLETE}`]: () => ({ data: activation() }),
      [`GET /events/${EVENT}/activations`]: () => ({ data: [] }),
    };
    const { sent } = renderWithApi(card(activation()), routes);
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: ' solder ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit code' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', path: COMPLETE, body: { code: 'solder' } });
  });

  it('marks an open one done without a code', async () => {
    const { sent } = renderWithApi(card(activation({ protected: false })), {
      [`POST ${COMPLETE}`]: () => ({ data: activation({ protected: false }) }),
    });
    expect(screen.queryByLabelText('Code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as done' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({});
  });

  it('shows the points earned once done, and no form', () => {
    renderWithApi(
      card(
        activation({
          completions: [
            {
              id: 'c1',
              eventId: EVENT,
              passId: PASS,
              earnedPoints: 50,
              createdAt: '2027-01-05T10:00:00.000Z',
            },
          ],
        }),
      ),
      {},
    );
    expect(screen.getByText('Done: 50 points earned')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when an activation opens, without a form before then', () => {
    renderWithApi(card(activation({ startAfter: '2027-01-05T15:00:00.000Z' })), {});
    expect(screen.getByText(/^Opens/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
