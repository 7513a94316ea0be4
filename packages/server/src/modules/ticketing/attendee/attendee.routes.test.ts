import {
  ATTENDEE_MESSAGES as M,
  type AttendeePass,
  type BaseAccount,
  type Followup,
  type Registration,
  type RegistrationSection,
  type TransferLog,
} from '@convene/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  eventPasses,
  eventQuestionChoices,
  events,
  notifications,
} from '../../../db/schema/index';
import type { TestUser } from '../../../test/harness';
import { verifyPassToken } from '../registration/index';
import type { EventRow } from '../registration/test/registration-world';
import { attendeeUrl, passUrl, useAttendeeWorld } from './test/attendee-world';

describe('my passes: reads, answers, follow-ups and transfer', () => {
  const world = useAttendeeWorld(5);
  const { ok, fails } = world;
  let event: EventRow;
  let general: { id: string };
  let fixed: { id: string };
  let maya: TestUser;
  let omar: TestUser;
  let lena: TestUser;
  let mine: Registration;
  const question = {} as Record<'mutable' | 'fixed' | 'followup' | 'boat', { id: string }>;
  let boats: { id: string; value: string }[];

  beforeAll(async () => {
    [maya, omar, lena] = world.members as [TestUser, TestUser, TestUser];
    event = await world.createEvent({ name: 'Harbour Days' });
    general = await world.offer.passType(event.id, { name: 'Deckhand', price: 0 });
    fixed = await world.offer.passType(event.id, {
      name: 'Named crew',
      price: 0,
      transferable: false,
    });
    const section = await world.offer.section(event.id);
    question.mutable = await world.offer.question(event.id, section.id, {
      type: 'text',
      name: 'Diet',
    });
    question.fixed = await world.offer.question(event.id, section.id, {
      type: 'text',
      name: 'Shirt size',
      mutable: false,
    });
    const boat = await world.offer.question(event.id, section.id, { type: 'radio', name: 'Boat' }, [
      { value: 'Sloop', supply: 1 },
      { value: 'Ketch' },
    ]);
    question.boat = boat;
    boats = boat.choices;
    question.followup = await world.offer.question(event.id, null, {
      type: 'number',
      name: 'Arrival hour',
      max: '23',
    });
    mine = await world.buy(maya, event.id, [{ ticketId: general.id }, { ticketId: fixed.id }]);
  });

  it('shows the registration to its account only; 404 before registering and across organizations', async () => {
    expect(mine.passes.map((pass) => pass.ticketId)).toEqual([general.id, fixed.id]);
    expect(mine.passes.every((pass) => pass.status === 'ready')).toBe(true);
    const noRegistration = await fails(omar, 'GET', attendeeUrl(event.id), undefined, 404);
    expect(noRegistration.message).toBe(M.notRegistered);
    await fails(world.stranger, 'GET', attendeeUrl(event.id), undefined, 404);
    const elsewhere = await world.createEvent({}, world.other);
    await fails(maya, 'GET', attendeeUrl(elsewhere.id), undefined, 404);
    expect((await fails(maya, 'GET', attendeeUrl('harbour-days'), undefined, 400)).message).toMatch(
      /Invalid eventId/,
    );
  });

  it('gives a pass with a signed QR token to its holder; anyone else gets 404', async () => {
    const passId = mine.passes[0]!.id;
    const pass = await ok<AttendeePass>(maya, 'GET', passUrl(event.id, passId));
    expect(pass).toMatchObject({ id: passId, refund: { percentage: 0, amount: 0 } });
    const ctx = {
      keys: world.t.runtime.services.keys,
      config: world.t.config,
      organization: (await world.t.app.organizations.byIdOrUndefined(world.org.id))!,
      now: new Date(),
    };
    expect(await verifyPassToken(ctx, pass.qrToken!)).toMatchObject({ passId, eventId: event.id });
    await expect(verifyPassToken(ctx, `${pass.qrToken!.slice(0, -4)}AAAA`)).rejects.toThrow();

    expect((await fails(omar, 'GET', passUrl(event.id, passId), undefined, 404)).message).toBe(
      M.notRegistered,
    );
    await world.buy(lena, event.id, [{ ticketId: general.id }]);
    expect((await fails(lena, 'GET', passUrl(event.id, passId), undefined, 404)).message).toBe(
      M.passNotFound,
    );
    await fails(lena, 'GET', `${passUrl(event.id, passId)}/questions`, undefined, 404);
    await fails(lena, 'PUT', `${passUrl(event.id, passId)}/cancel`, {}, 404);
    await fails(maya, 'GET', passUrl(event.id, 'not-a-uuid'), undefined, 400);
    const unknown = crypto.randomUUID();
    await fails(maya, 'GET', `${attendeeUrl(event.id)}/payments/${unknown}`, undefined, 404);
  });

  it('changes mutable answers only, and only to questions asked for the pass', async () => {
    const url = `${passUrl(event.id, mine.passes[0]!.id)}/questions`;
    const sections = await ok<RegistrationSection[]>(maya, 'GET', url);
    expect(sections[0]!.questions.map((item) => item.id)).toEqual([
      question.mutable.id,
      question.fixed.id,
      question.boat.id,
    ]);
    expect(
      await ok(maya, 'PUT', url, { questions: [{ id: question.mutable.id, value: 'Vegan' }] }),
    ).toBeNull();
    const refused = await fails(
      maya,
      'PUT',
      url,
      { questions: [{ id: question.fixed.id, value: 'XL' }] },
      400,
    );
    expect(refused).toMatchObject({
      message: 'Shirt size cannot be changed after registering',
      field: `questions.${question.fixed.id}`,
    });
    const notAsked = await fails(
      maya,
      'PUT',
      url,
      { questions: [{ id: question.followup.id, value: '9' }] },
      400,
    );
    expect(notAsked.message).toBe(M.questionNotAsked);
    await fails(maya, 'PUT', url, { questions: [] }, 400);

    // A changed choice takes the new one's capacity and gives the old one's back.
    const soldOf = async () =>
      (await world.db.select().from(eventQuestionChoices))
        .filter((row) => boats.some((choice) => choice.id === row.id))
        .map((row) => [row.value, row.sold]);
    await ok(maya, 'PUT', url, { questions: [{ id: question.boat.id, value: 'Sloop' }] });
    expect(await soldOf()).toEqual(
      expect.arrayContaining([
        ['Sloop', 1],
        ['Ketch', 0],
      ]),
    );
    const otherPass = `${passUrl(event.id, mine.passes[1]!.id)}/questions`;
    const soldOut = await fails(
      maya,
      'PUT',
      otherPass,
      { questions: [{ id: question.boat.id, value: 'Sloop' }] },
      409,
    );
    expect(soldOut.message).toBe('Sloop is sold out');
    await ok(maya, 'PUT', url, { questions: [{ id: question.boat.id, value: 'Ketch' }] });
    expect(await soldOf()).toEqual(
      expect.arrayContaining([
        ['Sloop', 0],
        ['Ketch', 1],
      ]),
    );
    await ok(maya, 'PUT', otherPass, { questions: [{ id: question.boat.id, value: 'Sloop' }] });
    const pass = await ok<AttendeePass>(maya, 'GET', passUrl(event.id, mine.passes[0]!.id));
    expect(pass.responses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ questionId: question.mutable.id, value: 'Vegan' }),
        expect.objectContaining({ questionId: question.boat.id, value: 'Ketch' }),
      ]),
    );
  });

  it('asks follow-ups after purchase and keeps the pass’s answers to them', async () => {
    const followup = await world.followup(event.id, 'Travel', [question.followup.id]);
    const base = `${passUrl(event.id, mine.passes[0]!.id)}/followups`;
    const list = await ok<Followup[]>(maya, 'GET', base);
    expect(list).toEqual([
      expect.objectContaining({
        id: followup.id,
        name: 'Travel',
        questions: [expect.objectContaining({ id: question.followup.id })],
        responses: [],
      }),
    ]);
    const url = `${base}/${followup.id}`;
    const wrong = await fails(
      maya,
      'PUT',
      url,
      { questions: [{ id: question.followup.id, value: 'soon' }] },
      400,
    );
    expect(wrong.message).toBe('Arrival hour must be a number');
    const tooLate = await fails(
      maya,
      'PUT',
      url,
      { questions: [{ id: question.followup.id, value: '25' }] },
      400,
    );
    expect(tooLate.field).toBe(`questions.${question.followup.id}`);
    await ok(maya, 'PUT', url, { questions: [{ id: question.followup.id, value: '9' }] });
    expect((await ok<Followup>(maya, 'GET', url)).responses).toEqual([
      { questionId: question.followup.id, value: '9' },
    ]);
    await fails(maya, 'GET', `${base}/${crypto.randomUUID()}`, undefined, 404);
    const notInIt = await fails(
      maya,
      'PUT',
      url,
      { questions: [{ id: question.mutable.id, value: 'x' }] },
      400,
    );
    expect(notInIt.message).toBe(M.questionNotAsked);
    // The registration never asks a follow-up's question.
    const cart = await ok<{ sections: RegistrationSection[] }[]>(
      omar,
      'GET',
      `/self/events/${event.id}/registration/questions`,
    );
    expect(JSON.stringify(cart)).not.toContain(question.followup.id);
  });

  it('transfers a transferable pass to an account of the organization that is not blocked', async () => {
    const [, , , sam, kai] = world.members as TestUser[];
    const [pass, named] = mine.passes as [Registration['passes'][0], Registration['passes'][0]];
    const candidates = await ok<BaseAccount[]>(
      maya,
      'GET',
      `${passUrl(event.id, pass.id)}/transfer/accounts`,
    );
    const ids = candidates.map((account) => account.id);
    expect(ids).toContain(omar.accountId);
    expect(ids).not.toContain(maya.accountId);
    expect(ids).not.toContain(world.stranger.accountId);
    const searched = await ok<BaseAccount[]>(
      maya,
      'GET',
      `${passUrl(event.id, pass.id)}/transfer/accounts?search=${omar.username}`,
    );
    expect(searched.map((account) => account.id)).toEqual([omar.accountId]);
    // By email too: the whole address in any case (the login's, or the account's own), the
    // member shown by name and never with an address; part of an address finds no one.
    const search = (text: string) =>
      ok<BaseAccount[]>(
        maya,
        'GET',
        `${passUrl(event.id, pass.id)}/transfer/accounts?search=${encodeURIComponent(text)}`,
      );
    const byEmail = await search(` ${omar.email.toUpperCase()} `);
    expect(byEmail.map((account) => account.id)).toEqual([omar.accountId]);
    expect(byEmail[0]).toMatchObject({ firstName: 'Test', lastName: omar.username });
    expect(JSON.stringify(byEmail).toLowerCase()).not.toContain(omar.email.toLowerCase());
    expect(byEmail[0]).not.toHaveProperty('email');
    await world.db
      .update(accounts)
      .set({ email: 'Kai.Sailor@Harbour.test' })
      .where(eq(accounts.id, kai!.accountId));
    expect((await search('kai.sailor@harbour.TEST')).map((account) => account.id)).toEqual([
      kai!.accountId,
    ]);
    // Her sign-in address still finds her (her primary login's).
    expect((await search(kai!.email)).map((account) => account.id)).toEqual([kai!.accountId]);
    await world.db
      .update(accounts)
      .set({ email: kai!.email })
      .where(eq(accounts.id, kai!.accountId));
    expect(await search(omar.email.slice(0, omar.email.indexOf('@') + 3))).toEqual([]);
    expect(await search('harbour.test')).toEqual([]);
    expect(await search(world.stranger.email)).toEqual([]);

    await ok(sam!, 'POST', `/accounts/${maya.accountId}/block`);
    const withBlock = await ok<BaseAccount[]>(
      maya,
      'GET',
      `${passUrl(event.id, pass.id)}/transfer/accounts`,
    );
    expect(withBlock.map((account) => account.id)).not.toContain(sam!.accountId);
    const transfer = `${passUrl(event.id, pass.id)}/transfer`;
    expect((await fails(maya, 'POST', transfer, { receiverId: sam!.accountId }, 403)).message).toBe(
      M.receiverBlocked,
    );
    expect(
      (await fails(maya, 'POST', transfer, { receiverId: world.stranger.accountId }, 404)).message,
    ).toBe(M.receiverNotFound);
    expect((await fails(maya, 'POST', transfer, { receiverId: maya.accountId }, 400)).message).toBe(
      M.receiverIsOwner,
    );
    await fails(maya, 'POST', transfer, { receiverId: 'omar' }, 400);
    expect(
      (
        await fails(
          maya,
          'POST',
          `${passUrl(event.id, named.id)}/transfer`,
          { receiverId: kai!.accountId },
          409,
        )
      ).message,
    ).toBe(M.notTransferable);
    await fails(omar, 'POST', transfer, { receiverId: kai!.accountId }, 404);

    const [before] = await world.db.select().from(events).where(eq(events.id, event.id));
    // The mail speaks the receiver's language, not the sender's.
    await world.db.update(accounts).set({ locale: 'fr' }).where(eq(accounts.id, omar.accountId));
    expect(await ok(maya, 'POST', transfer, { receiverId: omar.accountId })).toBeNull();

    const theirs = await ok<Registration>(omar, 'GET', attendeeUrl(event.id));
    expect(theirs.passes.map((item) => item.id)).toEqual([pass.id]);
    const ours = await ok<Registration>(maya, 'GET', attendeeUrl(event.id));
    expect(ours.passes.map((item) => item.id)).toEqual([named.id]);
    await fails(maya, 'GET', passUrl(event.id, pass.id), undefined, 404);
    const moved = await ok<AttendeePass>(omar, 'GET', passUrl(event.id, pass.id));
    expect(moved.qrToken).toEqual(expect.any(String));
    const [row] = await world.db.select().from(eventPasses).where(eq(eventPasses.id, pass.id));
    expect(row!.attendeeAccountId).toBe(omar.accountId);
    const [after] = await world.db.select().from(events).where(eq(events.id, event.id));
    expect(after!.registrationCount).toBe(before!.registrationCount + 1);

    const told = await world.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, omar.accountId), eq(notifications.type, 'TRANSFER')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ senderId: maya.accountId, eventId: event.id });
    const [mail] = await world.t.outboxMail(omar.email);
    // People are named as they name themselves (first and last name), not by username.
    expect(mail!.subject).toBe(`Test ${maya.username} vous a transféré un pass`);
    expect(mail!.text).toContain(`pour ${event.name}`);
    await world.db.update(accounts).set({ locale: 'en' }).where(eq(accounts.id, omar.accountId));

    for (const who of [maya, omar]) {
      const logs = await ok<TransferLog[]>(who, 'GET', `${attendeeUrl(event.id)}/transfers/logs`);
      expect(logs).toEqual([
        expect.objectContaining({
          purchaseId: pass.id,
          fromRegistration: { account: expect.objectContaining({ id: maya.accountId }) },
          toRegistration: { account: expect.objectContaining({ id: omar.accountId }) },
        }),
      ]);
    }
  });

  it('leaves a receiver’s cart in progress alone, and keeps a checked-in pass where it is', async () => {
    const [, , , , kai] = world.members as TestUser[];
    const { passes } = await ok<Registration>(omar, 'GET', attendeeUrl(event.id));
    const passId = passes[0]!.id;
    await ok(kai!, 'POST', `/self/events/${event.id}/registration/passes`, {
      passes: [{ ticketId: general.id }],
    });
    const busy = await fails(
      omar,
      'POST',
      `${passUrl(event.id, passId)}/transfer`,
      { receiverId: kai!.accountId },
      409,
    );
    expect(busy).toMatchObject({ message: M.receiverBusy, field: 'receiverId' });

    await world.db
      .update(eventPasses)
      .set({ usedAt: new Date() })
      .where(eq(eventPasses.id, passId));
    const transfer = await fails(
      omar,
      'POST',
      `${passUrl(event.id, passId)}/transfer`,
      { receiverId: lena.accountId },
      409,
    );
    expect(transfer.message).toBe(M.checkedIn);
    const cancel = await fails(omar, 'PUT', `${passUrl(event.id, passId)}/cancel`, {}, 409);
    expect(cancel.message).toBe(M.checkedIn);
  });
});
