import {
  LISTING_HOST_ITEM_MESSAGES as M,
  type ListingActivation,
  type ListingFollowup,
  type ListingQuestionSection,
  type RegistrationQuestion,
  type SessionRegistrationSettings,
} from '@convene/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventQuestions, eventSessions } from '../../../db/schema/index';
import type { TestUser } from '../../../test/harness';
import { useEventsFixture } from '../events/test/events-fixture';

describe('listing host items: question sections, follow-ups, activations, session settings', () => {
  const f = useEventsFixture();

  async function send(user: TestUser, method: string, url: string, payload?: unknown) {
    const response = await f.call(user, method as 'GET', url, payload);
    return { status: response.statusCode, body: response.json(), text: response.body };
  }

  async function created<T>(user: TestUser, url: string, payload: unknown): Promise<T> {
    const response = await send(user, 'POST', url, payload);
    expect(response.status, response.text).toBe(201);
    return response.body.data as T;
  }

  async function listing() {
    const event = await f.createEvent({ status: 'draft' });
    return { event, url: `/listings/${event.id}` };
  }

  async function question(url: string, name: string, sectionId?: string) {
    return created<RegistrationQuestion>(f.host, `${url}/questions`, {
      name,
      type: 'text',
      ...(sectionId ? { sectionId } : {}),
    });
  }

  it('writes question sections with their pass types; one with questions is not deleted', async () => {
    const { event, url } = await listing();
    const { passTypes } = await f.furnish(event.id);
    const section = await created<ListingQuestionSection>(f.host, `${url}/questionSections`, {
      name: 'About you',
      description: 'So we can plan',
      sortOrder: 2,
      passTypeIds: [passTypes[0]!.id],
    });
    expect(section).toMatchObject({
      name: 'About you',
      description: 'So we can plan',
      sortOrder: 2,
      passTypeIds: [passTypes[0]!.id],
    });
    const renamed = await send(f.host, 'PUT', `${url}/questionSections/${section.id}`, {
      name: 'About yourself',
      passTypeIds: [],
    });
    expect(renamed.body.data).toMatchObject({ name: 'About yourself', passTypeIds: [] });
    const stray = await send(f.host, 'PUT', `${url}/questionSections/${section.id}`, {
      passTypeIds: [crypto.randomUUID()],
    });
    expect(stray.status).toBe(404);
    expect(stray.body.field).toBe('passTypeIds');
    expect((await send(f.host, 'POST', `${url}/questionSections`, { name: ' ' })).status).toBe(400);

    const asked = await question(url, 'Diet', section.id);
    const refused = await send(f.host, 'DELETE', `${url}/questionSections/${section.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.sectionHasQuestions);
    expect((await send(f.host, 'DELETE', `${url}/questions/${asked.id}`)).status).toBe(200);
    expect((await send(f.host, 'DELETE', `${url}/questionSections/${section.id}`)).status).toBe(
      200,
    );
    const left = await f.ok<ListingQuestionSection[]>(f.host, `${url}/questionSections`);
    expect(left.map((row) => row.id)).not.toContain(section.id);
  });

  it('writes follow-ups: their questions leave registration and any other follow-up', async () => {
    const { url } = await listing();
    const shirt = await question(url, 'Shirt size');
    const arrival = await question(url, 'Arrival time');
    const first = await created<ListingFollowup>(f.host, `${url}/followups`, {
      name: 'Before the day',
      questionIds: [arrival.id, shirt.id],
    });
    expect(first).toMatchObject({
      name: 'Before the day',
      description: null,
      questionIds: [arrival.id, shirt.id],
    });
    const moved = await f.db
      .select({ sectionId: eventQuestions.sectionId })
      .from(eventQuestions)
      .where(inArray(eventQuestions.id, [shirt.id, arrival.id]));
    expect(moved.map((row) => row.sectionId)).toEqual([null, null]);

    const second = await created<ListingFollowup>(f.host, `${url}/followups`, {
      name: 'After the day',
      sortOrder: 1,
      questionIds: [shirt.id],
    });
    expect(second.questionIds).toEqual([shirt.id]);
    const listed = await f.ok<ListingFollowup[]>(f.host, `${url}/followups`);
    expect(listed.map((row) => [row.name, row.questionIds])).toEqual([
      ['Before the day', [arrival.id]],
      ['After the day', [shirt.id]],
    ]);

    const { url: otherUrl } = await listing();
    const theirs = await question(otherUrl, 'Not yours');
    const foreign = await send(f.host, 'PUT', `${url}/followups/${first.id}`, {
      questionIds: [theirs.id],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: M.questionNotFound, field: 'questionIds' });
    const cleared = await send(f.host, 'PUT', `${url}/followups/${first.id}`, {
      description: 'Tell us early',
      questionIds: [],
    });
    expect(cleared.body.data).toMatchObject({ description: 'Tell us early', questionIds: [] });
    expect((await send(f.host, 'DELETE', `${url}/followups/${second.id}`)).status).toBe(200);
    expect((await send(f.host, 'DELETE', `${url}/followups/${second.id}`)).status).toBe(404);
  });

  it('writes activations with their codes and points, slugged from the name', async () => {
    const { url } = await listing();
    const booth = await created<ListingActivation>(f.host, `${url}/activations`, {
      name: 'Rope booth',
      maxPoints: 50,
      code: 'BOWLINE',
      startAfter: '2030-01-01T09:00:00Z',
    });
    expect(booth).toMatchObject({
      slug: 'rope-booth',
      maxPoints: 50,
      code: 'BOWLINE',
      startAfter: '2030-01-01T09:00:00.000Z',
      shortDescription: '',
    });
    expect(booth).not.toHaveProperty('managerId');
    const twin = await created<ListingActivation>(f.host, `${url}/activations`, {
      name: 'Rope booth',
      maxPoints: 5,
    });
    expect(twin).toMatchObject({ slug: 'rope-booth-2', code: null });
    const open = await send(f.host, 'PUT', `${url}/activations/${booth.id}`, {
      code: null,
      maxPoints: 60,
    });
    expect(open.body.data).toMatchObject({ code: null, maxPoints: 60 });
    const negative = await send(f.host, 'POST', `${url}/activations`, {
      name: 'X',
      maxPoints: -1,
    });
    expect(negative.status).toBe(400);
    expect(negative.body.field).toBe('maxPoints');
    expect((await send(f.host, 'POST', `${url}/activations`, { maxPoints: 1 })).status).toBe(400);
    expect((await send(f.host, 'DELETE', `${url}/activations/${twin.id}`)).status).toBe(200);
    const left = await f.ok<ListingActivation[]>(f.host, `${url}/activations`);
    expect(left.map((row) => row.id)).toEqual([booth.id]);
  });

  it("reads and writes a session's registration settings; seats never below those taken", async () => {
    const { event, url } = await listing();
    const { sessions, passTypes } = await f.furnish(event.id);
    const [knots, lunch] = [sessions[1]!, sessions[2]!];
    const settingsUrl = `${url}/sessions/${knots.id}/registration`;
    const before = await f.ok<SessionRegistrationSettings>(f.host, settingsUrl);
    expect(before).toMatchObject({
      sessionId: knots.id,
      registrationEnabled: false,
      closed: false,
      seats: null,
      available: null,
      passTypeIds: [],
    });
    const written = await send(f.host, 'PUT', settingsUrl, {
      registrationEnabled: true,
      price: 1500,
      seats: 10,
      passTypeIds: [passTypes[0]!.id],
    });
    expect(written.status, written.text).toBe(200);
    expect(written.body.data).toMatchObject({
      registrationEnabled: true,
      price: 1500,
      seats: 10,
      taken: 0,
      available: 10,
      passTypeIds: [passTypes[0]!.id],
    });
    await f.db
      .update(eventSessions)
      .set({ sold: 3, reserved: 1 })
      .where(eq(eventSessions.id, knots.id));
    const shrink = await send(f.host, 'PUT', settingsUrl, { seats: 3 });
    expect(shrink.status).toBe(409);
    expect(shrink.body).toMatchObject({ message: M.seatsBelowTaken, field: 'seats' });
    const fits = await send(f.host, 'PUT', settingsUrl, { seats: 4, price: null });
    expect(fits.body.data).toMatchObject({ seats: 4, taken: 4, available: 0, price: null });

    const lunchUrl = `${url}/sessions/${lunch.id}/registration`;
    const breakTime = await send(f.host, 'PUT', lunchUrl, { registrationEnabled: true });
    expect(breakTime.status).toBe(400);
    expect(breakTime.body).toMatchObject({ message: M.notASession, field: 'registrationEnabled' });
    const stray = await send(f.host, 'PUT', settingsUrl, { passTypeIds: [crypto.randomUUID()] });
    expect(stray.status).toBe(404);
    expect((await send(f.host, 'PUT', settingsUrl, { seats: -1 })).status).toBe(400);

    await f.db
      .update(eventSessions)
      .set({ startTime: new Date(Date.now() - 60_000) })
      .where(eq(eventSessions.id, knots.id));
    expect((await f.ok<SessionRegistrationSettings>(f.host, settingsUrl)).closed).toBe(true);
    const { url: otherUrl } = await listing();
    await f.fails(f.host, `${otherUrl}/sessions/${knots.id}/registration`, 404, M.sessionNotFound);
  });

  it('lets a co-host write them; a member gets 403, another organization 404', async () => {
    const { event, url } = await listing();
    const coHost = await f.t.createUser(f.org);
    expect(
      (await send(f.host, 'POST', `${url}/coHosts`, { accountId: coHost.accountId })).status,
    ).toBe(200);
    await created<ListingActivation>(coHost, `${url}/activations`, { name: 'Quiz', maxPoints: 1 });
    await created<ListingFollowup>(coHost, `${url}/followups`, { name: 'Feedback' });
    const { sessions } = await f.furnish(event.id);
    const settingsUrl = `${url}/sessions/${sessions[0]!.id}/registration`;
    expect((await send(coHost, 'PUT', settingsUrl, { seats: 5 })).status).toBe(200);
    for (const path of ['questionSections', 'followups', 'activations']) {
      await f.fails(f.member, `${url}/${path}`, 403);
      await f.fails(f.stranger, `${url}/${path}`, 404);
    }
    await f.fails(f.member, settingsUrl, 403);
    const theirs = await f.createEvent({}, f.other);
    await f.fails(f.host, `/listings/${theirs.id}/activations`, 404);
  });
});
