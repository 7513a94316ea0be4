// @vitest-environment jsdom
import { SESSION_REGISTRATION_MESSAGES, type AttendeeSession } from '@convene/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INTENT_ID, intentFor } from '../../components/payments/pay-test-support';
import { SessionCard } from './session-card';
import { ADDRESS_ID, renderWithApi, savedAddress, type FakeRoutes } from '../../lib/test-api';

afterEach(cleanup);

const EVENT = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const SESSION = '2d8e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';
const PASS = '3e9f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b';
const BASE = `/self/events/${EVENT}/sessions/${SESSION}/registration`;

function session(overrides: Partial<AttendeeSession> = {}): AttendeeSession {
  return {
    id: SESSION,
    slug: 'soldering-101',
    name: 'Soldering 101',
    description: 'Make a blinking badge.',
    location: null,
    image: null,
    startTime: '2027-01-05T09:00:00.000Z',
    endTime: '2027-01-05T10:30:00.000Z',
    sortOrder: null,
    nonSession: false,
    registrationEnabled: true,
    price: null,
    longDescription: null,
    tracks: [],
    speakers: [],
    sponsors: [],
    streamInput: null,
    _count: { sections: 0 },
    supply: 12,
    remaining: 11,
    passIds: [PASS],
    registeredPassIds: [],
    ...overrides,
  };
}

const card = (value: AttendeeSession) => (
  <SessionCard eventId={EVENT} session={value} timeZone="UTC" />
);

describe('SessionCard', () => {
  it('registers all my passes that open a free session', async () => {
    const { sent } = renderWithApi(card(session()), {
      [`POST ${BASE}/passes`]: () => ({ data: null }),
    });
    // The agenda's hours, as every range: "9:00 – 10:30 AM" (Intl's narrow spaces).
    expect(screen.getByText(/^9:00\s–\s10:30\sAM$/)).toBeTruthy();
    expect(screen.getByText('Free · 11 seats left')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', body: [{ passId: PASS }] });
  });

  it("shows the 455 refusal beside the session, in the page's language", async () => {
    renderWithApi(
      card(session()),
      {
        [`POST ${BASE}/passes`]: () => ({
          status: 455,
          code: 'REGISTRATION_UNAVAILABLE',
          message: SESSION_REGISTRATION_MESSAGES.closed,
        }),
      },
      'es',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Inscribirme' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La inscripción a esta sesión está cerrada',
    );
  });

  it('says when registration is not enabled', async () => {
    renderWithApi(card(session()), {
      [`POST ${BASE}/passes`]: () => ({
        status: 455,
        code: 'REGISTRATION_UNAVAILABLE',
        message: SESSION_REGISTRATION_MESSAGES.notEnabled,
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Registration is not enabled for this session',
    );
  });

  it('unregisters a registered session and shows its questions', async () => {
    const routes: FakeRoutes = {
      [`GET ${BASE}/questions`]: () => ({ data: [] }),
      [`GET ${BASE}`]: () => ({ data: [] }),
      [`POST ${BASE}/passes`]: () => ({ data: null }),
    };
    const { sent } = renderWithApi(card(session({ registeredPassIds: [PASS] })), routes);
    expect(screen.getByText('Registered')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unregister' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual([]);
  });

  it("asks the session's questions of a registered pass and saves the answers", async () => {
    const QUESTION = '8d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a';
    const question = {
      id: QUESTION,
      featured: false,
      type: 'select' as const,
      name: 'Glaze colour',
      required: true,
      description: null,
      label: null,
      placeholder: null,
      default: null,
      mutable: true,
      min: null,
      max: null,
      validation: null,
      validationMessage: null,
      sortOrder: 0,
      choices: ['Celadon', 'Tenmoku'].map((value, sortOrder) => ({
        id: value,
        value,
        text: value,
        supply: null,
        description: null,
        sortOrder,
        subQuestions: [],
      })),
      price: null,
      supply: null,
    };
    const { sent } = renderWithApi(card(session({ registeredPassIds: [PASS] })), {
      [`GET ${BASE}/questions`]: () => ({
        data: [
          { id: 's1', name: 'Before', description: null, sortOrder: 0, questions: [question] },
        ],
      }),
      [`GET ${BASE}`]: () => ({
        data: [
          {
            id: 'a1',
            status: 'needsInfo',
            sessionId: SESSION,
            passId: PASS,
            session: session(),
            responses: [],
            createdAt: '2026-11-01T00:00:00.000Z',
            updatedAt: '2026-11-01T00:00:00.000Z',
          },
        ],
      }),
      [`PUT ${BASE}/questions`]: () => ({ data: null }),
    });
    fireEvent.change(await screen.findByLabelText('Glaze colour'), {
      target: { value: 'Celadon' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'PUT')?.body).toEqual([
        { passId: PASS, responses: [{ questionId: QUESTION, value: 'Celadon' }] },
      ]),
    );
  });

  it('keeps a full session closed to registering', () => {
    renderWithApi(card(session({ remaining: 0 })), {});
    expect(screen.getByText('Free · Full')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true);
  });

  it('pays a paid session with the test gateway after registering the passes', async () => {
    const { sent } = renderWithApi(card(session({ price: 1500 })), {
      [`POST ${BASE}/passes`]: () => ({ data: null }),
      ['GET /self/addresses']: savedAddress,
      [`GET ${BASE}/intent`]: () => ({ data: intentFor('test', { amount: 1500 }) }),
      [`POST /organization/intents/${INTENT_ID}/capture`]: () => ({ data: null }),
    });
    expect(screen.getByText('$15.00 · 11 seats left')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register and pay' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $15.00' }));
    await waitFor(() =>
      expect(sent.map((request) => `${request.method} ${request.path}`)).toContain(
        `POST /organization/intents/${INTENT_ID}/capture`,
      ),
    );
    expect(sent.find((request) => request.path === `${BASE}/intent`)?.query).toBe(
      `?addressId=${ADDRESS_ID}`,
    );
    expect(sent.at(-1)?.body).toEqual({ nonce: 'tok_test_visa' });
  });
});
