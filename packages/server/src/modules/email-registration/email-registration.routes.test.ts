import {
  EMAIL_REGISTRATION_CODE_TTL,
  EMAIL_REGISTRATION_MESSAGES as M,
  type EmailRegistrationResult,
} from '@convene/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { identityCodes, logins } from '../../db/schema/index';
import type { TestOrganization } from '../../test/harness';
import {
  offerWriter,
  useRegistrationWorld,
  type EventRow,
} from '../ticketing/registration/test/registration-world';

const start = (eventId: string) => `/api/events/${eventId}/emailRegistration`;
const confirm = (eventId: string) => `${start(eventId)}/confirm`;

describe('email registration', () => {
  // The world's second organization asks no terms; its first (which does) is "another".
  const world = useRegistrationWorld(0);
  const home = (): TestOrganization => world.other;
  const offer = offerWriter(
    () => world.db,
    () => home(),
  );
  const createEvent = (values: Parameters<typeof world.createEvent>[0]) =>
    world.createEvent(values, home());
  let free: EventRow;
  let paid: EventRow;
  let full: EventRow;
  let asks: EventRow;

  const post = (url: string, payload: object, organizationId = home().id) =>
    world.t.inject({ method: 'POST', url, headers: { organization: organizationId }, payload });

  /** The newest sign-in code mailed to the address. */
  async function codeFor(email: string): Promise<string> {
    const mails = await world.t.outboxMail(email);
    const mail = mails.find((item) => item.meta?.purpose === 'signIn');
    expect(mail, `no sign-in code mailed to ${email}`).toBeDefined();
    return mail!.meta!.code!;
  }

  async function startFor(
    event: EventRow,
    email: string,
    name = 'Ada Lovelace',
    organizationId = home().id,
  ) {
    const response = await post(start(event.id), { name, email, locale: 'en' }, organizationId);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  }

  async function register(event: EventRow, email: string, name?: string) {
    await startFor(event, email, name);
    const response = await post(confirm(event.id), { email, code: await codeFor(email) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as EmailRegistrationResult;
  }

  /** The acting account of the tokens the confirmation answered. */
  async function selfOf(result: EmailRegistrationResult) {
    const response = await world.t.inject({
      method: 'GET',
      url: '/api/self',
      headers: {
        organization: home().id,
        authorization: `Bearer ${result.authenticationResult.AccessToken}`,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: string; firstName: string; lastName: string | null };
  }

  const loginsOf = (email: string) =>
    world.db
      .select()
      .from(logins)
      .where(and(eq(logins.organizationId, home().id), eq(logins.email, email)));

  const answerOf = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    body: response.json() as unknown,
  });

  beforeAll(async () => {
    free = await createEvent({ name: 'Open Harbour' });
    await offer.passType(free.id, { name: 'Free entry', price: 0 });
    paid = await createEvent({ name: 'Harbour Dinner' });
    await offer.passType(paid.id, { name: 'Dinner', price: 4500 });
    full = await createEvent({ name: 'Small Harbour' });
    await offer.passType(full.id, { name: 'Free entry', price: 0, supply: 0 });
    asks = await createEvent({ name: 'Harbour Survey' });
    await offer.passType(asks.id, { name: 'Free entry', price: 0 });
    const about = await offer.section(asks.id);
    await offer.question(asks.id, about.id, { type: 'text', name: 'Boat', required: true });
  });

  it('makes a new address a confirmed login with the name given, signed in and registered', async () => {
    const email = 'ada.new@harbour.test';
    const sent = await startFor(free, email);
    expect(sent.json().data).toEqual({
      destination: 'a***@h***',
      expiresIn: EMAIL_REGISTRATION_CODE_TTL,
    });
    const [created] = await loginsOf(email);
    expect(created).toMatchObject({ confirmed: false });

    const result = await post(confirm(free.id), { email, code: await codeFor(email) });
    expect(result.statusCode, result.body).toBe(200);
    const data = result.json().data as EmailRegistrationResult;
    expect(data.outcome).toBe('registered');
    expect(data.registration).toMatchObject({ status: 'registered', eventId: free.id });
    expect(data.registration!.passes).toHaveLength(1);
    expect(data.authenticationResult).toMatchObject({ TokenType: 'Bearer' });
    expect(data.authenticationResult.RefreshToken).toBeTruthy();

    const self = await selfOf(data);
    expect(self).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(data.registration!.accountId).toBe(self.id);
    const [login] = await loginsOf(email);
    expect(login).toMatchObject({ confirmed: true });
    // The member's confirmation mail, as a registration through the cart sends it.
    const mails = await world.t.outboxMail(email);
    expect(mails.some((mail) => mail.meta?.purpose !== 'signIn')).toBe(true);
  });

  it('signs an existing login in with the code: the same account, never a second login', async () => {
    const member = await world.t.createUser(home());
    const result = await register(free, member.email, 'Someone Else');
    expect(result.outcome).toBe('registered');
    const self = await selfOf(result);
    expect(self.id).toBe(member.accountId);
    expect(self.firstName).toBe('Test');
    expect(await loginsOf(member.email)).toHaveLength(1);
    // Registered already: asking again answers the same registration.
    const again = await register(free, member.email);
    expect(again).toMatchObject({
      outcome: 'registered',
      registration: { id: result.registration!.id },
    });
  });

  it('answers a known address and a new one alike', async () => {
    const known = await world.t.createUser(home(), { email: 'bo.known@quay.test' });
    const existing = await post(start(free.id), { name: 'Bo', email: known.email });
    const fresh = await post(start(free.id), { name: 'Bo', email: 'bo.fresh@quay.test' });
    expect(answerOf(existing)).toEqual(answerOf(fresh));
    expect(answerOf(fresh).status).toBe(200);
    // Each got its code.
    expect(await codeFor(known.email)).toMatch(/^\d{6}$/);
    expect(await codeFor('bo.fresh@quay.test')).toMatch(/^\d{6}$/);
  });

  it('makes one login when two first steps race for a new address', async () => {
    const email = 'jo.race@harbour.test';
    const answers = await Promise.all(
      [1, 2].map(() => post(start(free.id), { name: 'Jo Race', email })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await loginsOf(email)).toHaveLength(1);
    // Two codes went out; the later one voided the other, and signs the one login in.
    const codes = (await world.t.outboxMail(email)).map((mail) => mail.meta!.code!);
    expect(codes).toHaveLength(2);
    const results = [];
    for (const code of codes) results.push(await post(confirm(free.id), { email, code }));
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400]);
    const signedIn = results.find((result) => result.statusCode === 200)!;
    expect(signedIn.json().data).toMatchObject({ outcome: 'registered' });
  });

  it('refuses a wrong, an expired and a used code, and too many guesses', async () => {
    const email = 'cy.codes@harbour.test';
    await startFor(free, email);
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';

    const mismatch = await post(confirm(free.id), { email, code: wrong });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ message: M.codeMismatch, field: 'code' });

    const [login] = await loginsOf(email);
    await world.db
      .update(identityCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identityCodes.loginId, login!.id));
    const expired = await post(confirm(free.id), { email, code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: M.codeExpired, field: 'code' });

    // A new code works once.
    await startFor(free, email);
    const fresh = await codeFor(email);
    expect((await post(confirm(free.id), { email, code: fresh })).statusCode).toBe(200);
    const used = await post(confirm(free.id), { email, code: fresh });
    expect(used.json()).toMatchObject({ message: M.codeExpired, field: 'code' });

    await startFor(free, email);
    const last = await codeFor(email);
    const guess = last === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await post(confirm(free.id), { email, code: guess })).statusCode).toBe(400);
    const limited = await post(confirm(free.id), { email, code: last });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: M.tooManyAttempts });
  });

  it('signs in and hands over to the normal flow on a paid event or one with required questions', async () => {
    const onPaid = await register(paid, 'di.paid@harbour.test');
    expect(onPaid).toMatchObject({ outcome: 'continue', registration: null });
    expect((await selfOf(onPaid)).firstName).toBe('Ada');
    const onAsks = await register(asks, 'di.asks@harbour.test');
    expect(onAsks).toMatchObject({ outcome: 'continue', registration: null });
    // An organization whose members must agree to its terms: they agree in the normal flow.
    const withTerms = await world.createEvent({ name: 'Terms Harbour' });
    await world.offer.passType(withTerms.id, { name: 'Free entry', price: 0 });
    await startFor(withTerms, 'di.terms@harbour.test', 'Di', world.org.id);
    const code = await codeFor('di.terms@harbour.test');
    const body = { email: 'di.terms@harbour.test', code };
    const terms = await post(confirm(withTerms.id), body, world.org.id);
    expect(terms.json().data).toMatchObject({ outcome: 'continue', registration: null });
    // Agreed to with the code: registered at once.
    await startFor(withTerms, 'di.agrees@harbour.test', 'Di', world.org.id);
    const agreed = await post(
      confirm(withTerms.id),
      {
        email: 'di.agrees@harbour.test',
        code: await codeFor('di.agrees@harbour.test'),
        termsAccepted: true,
      },
      world.org.id,
    );
    expect(agreed.json().data).toMatchObject({
      outcome: 'registered',
      registration: { status: 'registered', termsAccepted: true },
    });
  });

  it('signs in and says so when nothing is left', async () => {
    const result = await register(full, 'ed.full@harbour.test');
    expect(result).toMatchObject({ outcome: 'full', registration: null });
    expect(result.authenticationResult.AccessToken).toBeTruthy();
  });

  it("answers 404 for another organization's event, and refuses bad input by field", async () => {
    const elsewhere = await world.createEvent({ name: 'Elsewhere' });
    await world.offer.passType(elsewhere.id, { name: 'Free', price: 0 });
    const body = { name: 'Fi', email: 'fi.other@harbour.test' };
    expect((await post(start(elsewhere.id), body)).statusCode).toBe(404);
    expect(
      (await post(confirm(elsewhere.id), { email: body.email, code: '123456' })).statusCode,
    ).toBe(404);
    expect(await world.t.outboxMail(body.email)).toHaveLength(0);

    const invalid = await post(start(free.id), { name: 'Fi', email: 'not-an-email' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ field: 'email' });
    const nameless = await post(start(free.id), { name: '  ', email: body.email });
    expect(nameless.json()).toMatchObject({ field: 'name' });
  });

  it('refuses an event whose registration is closed before sending anything', async () => {
    const closed = await createEvent({
      name: 'Closed',
      registrationEnd: new Date(Date.now() - 60_000),
    });
    const response = await post(start(closed.id), { name: 'Gus', email: 'gus@harbour.test' });
    expect(response.statusCode).toBe(455);
    expect(await world.t.outboxMail('gus@harbour.test')).toHaveLength(0);
  });
});
