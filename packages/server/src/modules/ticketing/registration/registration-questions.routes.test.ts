import {
  REGISTRATION_MESSAGES as M,
  type PassQuestionSections,
  type Registration,
} from '@convene/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  eventQuestionChoices,
  eventQuestions,
  eventQuestionSearchValues,
  eventQuestionSectionPassTypes,
} from '../../../db/schema/index';
import { useRegistrationWorld, type EventRow } from './test/registration-world';

const cart = (eventId: string) => `/self/events/${eventId}/registration`;

describe('registration questions', () => {
  const world = useRegistrationWorld(4);
  const { ok, fails, call } = world;
  let event: EventRow;
  let general: { id: string };
  let crew: { id: string };
  let diet: Awaited<ReturnType<typeof world.offer.question>>;
  let allergy: Awaited<ReturnType<typeof world.offer.question>>;
  let shirts: Awaited<ReturnType<typeof world.offer.question>>;
  let company: Awaited<ReturnType<typeof world.offer.question>>;
  let tool: Awaited<ReturnType<typeof world.offer.question>>;

  beforeAll(async () => {
    event = await world.createEvent();
    general = await world.offer.passType(event.id, { name: 'General', price: 0 });
    crew = await world.offer.passType(event.id, { name: 'Crew', price: 0 });
    const about = await world.offer.section(event.id, 'About you');
    const crewOnly = await world.offer.section(event.id, 'Crew');
    await world.db.insert(eventQuestionSectionPassTypes).values({
      organizationId: world.org.id,
      sectionId: crewOnly.id,
      passTypeId: crew.id,
    });
    diet = await world.offer.question(
      event.id,
      about.id,
      { type: 'radio', name: 'Diet', required: true, sortOrder: 1 },
      [{ value: 'any' }, { value: 'vegan', supply: 1 }, { value: 'allergies' }],
    );
    allergy = await world.offer.question(event.id, null, {
      type: 'text',
      name: 'Allergy',
      required: true,
    });
    await world.offer.opens(diet.choices[2]!.id, allergy.id);
    shirts = await world.offer.question(event.id, about.id, {
      type: 'quantity',
      name: 'Shirts',
      price: 2000,
      supply: 3,
      max: '5',
      sortOrder: 2,
    });
    company = await world.offer.question(event.id, about.id, {
      type: 'search',
      name: 'Company',
      sortOrder: 3,
    });
    await world.db.insert(eventQuestionSearchValues).values(
      ['Acme', 'Acme Boats', 'Globex', 'Initech'].map((value) => ({
        organizationId: world.org.id,
        questionId: company.id,
        value,
      })),
    );
    tool = await world.offer.question(event.id, crewOnly.id, {
      type: 'text',
      name: 'Favourite knot',
      required: true,
    });
  });

  async function passesOf(user = world.members[0]!) {
    return (await ok<Registration>(user, 'GET', cart(event.id))).passes;
  }

  it('asks each pass its sections: those for its pass type, and those for every pass', async () => {
    const [maya] = world.members;
    await ok(maya!, 'POST', `${cart(event.id)}/passes`, {
      passes: [{ ticketId: general.id }, { ticketId: crew.id }],
    });
    const [guest, hand] = await passesOf();
    const asked = await ok<PassQuestionSections[]>(maya!, 'GET', `${cart(event.id)}/questions`);
    expect(asked.map((entry) => entry.passId)).toEqual([guest!.id, hand!.id]);
    expect(asked[0]!.sections.map((section) => section.name)).toEqual(['About you']);
    expect(asked[1]!.sections.map((section) => section.name)).toEqual(['About you', 'Crew']);
    const questions = asked[0]!.sections[0]!.questions;
    expect(questions.map((question) => question.name)).toEqual(['Diet', 'Shirts', 'Company']);
    const opened = questions[0]!.choices[2]!.subQuestions;
    expect(opened).toEqual([
      expect.objectContaining({ id: allergy.id, name: 'Allergy', required: true }),
    ]);
    expect(questions[0]!.choices[1]).toMatchObject({ value: 'vegan', supply: 1, remaining: 1 });
    const refused = await fails(
      maya!,
      'PUT',
      `${cart(event.id)}/questions`,
      [{ id: guest!.id, responses: [{ questionId: tool.id, value: 'Bowline' }] }],
      400,
    );
    expect(refused).toMatchObject({
      field: `passes.${guest!.id}.questions.${tool.id}`,
      message: M.questionNotAsked,
    });
  });

  it('checks answers as they come, names the pass and question, and holds choices', async () => {
    const [maya, omar] = world.members;
    const [guest, hand] = await passesOf();
    const wrong = await fails(
      maya!,
      'PUT',
      `${cart(event.id)}/passes/${guest!.id}/questions/${diet.id}`,
      { response: 'keto' },
      400,
    );
    expect(wrong).toMatchObject({
      field: `passes.${guest!.id}.questions.${diet.id}`,
      message: 'Diet must be one of its choices',
    });
    await ok(maya!, 'PUT', `${cart(event.id)}/passes/${guest!.id}/questions/${diet.id}`, {
      response: 'vegan',
    });
    const [vegan] = await world.db
      .select()
      .from(eventQuestionChoices)
      .where(eq(eventQuestionChoices.id, diet.choices[1]!.id));
    expect(vegan).toMatchObject({ reserved: 1 });
    // Another pass, or another buyer, finds the vegan meals gone.
    const gone = await fails(
      maya!,
      'PUT',
      `${cart(event.id)}/passes/${hand!.id}/questions/${diet.id}`,
      { response: 'vegan' },
      409,
    );
    expect(gone).toMatchObject({
      field: `choices.${diet.choices[1]!.id}`,
      message: 'vegan is sold out',
    });
    await ok(omar!, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: general.id }] });
    const [omarPass] = await passesOf(omar);
    expect(
      (
        await call(omar!, 'PUT', `${cart(event.id)}/questions`, [
          { id: omarPass!.id, responses: [{ questionId: diet.id, value: 'vegan' }] },
        ])
      ).statusCode,
    ).toBe(409);
    // Clearing the answer gives the meal back.
    await ok(maya!, 'PUT', `${cart(event.id)}/passes/${guest!.id}/questions/${diet.id}`, {
      response: '',
    });
    await ok(omar!, 'PUT', `${cart(event.id)}/questions`, [
      { id: omarPass!.id, responses: [{ questionId: diet.id, value: 'vegan' }] },
    ]);
  });

  it('opens sub-questions with a choice, and drops their answers when the choice changes', async () => {
    const [maya] = world.members;
    const [guest] = await passesOf();
    const early = await fails(
      maya!,
      'PUT',
      `${cart(event.id)}/questions`,
      [{ id: guest!.id, responses: [{ questionId: allergy.id, value: 'Nuts' }] }],
      400,
    );
    expect(early.message).toBe(M.questionNotAsked);
    await ok(maya!, 'PUT', `${cart(event.id)}/questions`, [
      {
        id: guest!.id,
        responses: [
          { questionId: diet.id, value: 'allergies' },
          { questionId: allergy.id, value: 'Nuts' },
        ],
      },
    ]);
    expect((await passesOf())[0]!.responses.map((response) => response.value).sort()).toEqual([
      'Nuts',
      'allergies',
    ]);
    await ok(maya!, 'PUT', `${cart(event.id)}/passes/${guest!.id}/questions/${diet.id}`, {
      response: 'any',
    });
    expect((await passesOf())[0]!.responses.map((response) => response.value)).toEqual(['any']);
  });

  it('prices quantity answers and takes them from their supply', async () => {
    const [maya, , lena] = world.members;
    const [guest] = await passesOf();
    await ok(maya!, 'PUT', `${cart(event.id)}/passes/${guest!.id}/questions/${shirts.id}`, {
      response: '2',
    });
    const draft = await ok<Registration>(maya!, 'GET', cart(event.id));
    expect(draft.totals).toMatchObject({ questions: 4000, subTotal: 4000 });
    const [row] = await world.db
      .select()
      .from(eventQuestions)
      .where(eq(eventQuestions.id, shirts.id));
    expect(row).toMatchObject({ reserved: 2 });
    await ok(lena!, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: general.id }] });
    const [lenaPass] = await passesOf(lena);
    const short = await fails(
      lena!,
      'PUT',
      `${cart(event.id)}/passes/${lenaPass!.id}/questions/${shirts.id}`,
      { response: '2' },
      409,
    );
    expect(short).toMatchObject({ field: `questions.${shirts.id}`, message: 'Shirts is sold out' });
    expect(
      (
        await fails(
          lena!,
          'PUT',
          `${cart(event.id)}/passes/${lenaPass!.id}/questions/${shirts.id}`,
          { response: 'two' },
          400,
        )
      ).message,
    ).toBe('Shirts must be a whole number');
  });

  it('answers a search question with one of its values, listed by /events/{id}/questions/{qid}/values', async () => {
    const [maya] = world.members;
    const [guest] = await passesOf();
    const values = await ok<{ value: string }[]>(
      world.org,
      'GET',
      `/events/${event.slug}/questions/${company.id}/values?search=acme`,
    );
    expect(values.map((row) => row.value)).toEqual(['Acme', 'Acme Boats']);
    const page = await ok<{ value: string }[]>(
      maya!,
      'GET',
      `/events/${event.id}/questions/${company.id}/values?pageSize=2&page=2`,
    );
    expect(page.map((row) => row.value)).toEqual(['Globex', 'Initech']);
    expect(
      (await call(maya!, 'GET', `/events/${event.id}/questions/${diet.id}/values`)).statusCode,
    ).toBe(404);
    expect(
      (await call(world.stranger, 'GET', `/events/${event.id}/questions/${company.id}/values`))
        .statusCode,
    ).toBe(404);
    const refused = await fails(
      maya!,
      'PUT',
      `${cart(event.id)}/passes/${guest!.id}/questions/${company.id}`,
      { response: 'Umbrella' },
      400,
    );
    expect(refused.message).toBe('Company must be one of its values');
    await ok(maya!, 'PUT', `${cart(event.id)}/passes/${guest!.id}/questions/${company.id}`, {
      response: 'Globex',
    });
  });

  it('requires the required answers of every pass when the cart is submitted', async () => {
    const [maya] = world.members;
    const [guest, hand] = await passesOf();
    const missing = await fails(
      maya!,
      'POST',
      `${cart(event.id)}/submit`,
      { termsAccepted: true },
      400,
    );
    expect(missing.message).toBe(M.cartInvalid);
    expect(missing.errors).toEqual([
      { field: `passes.${hand!.id}.questions.${diet.id}`, message: 'Diet is required' },
      { field: `passes.${hand!.id}.questions.${tool.id}`, message: 'Favourite knot is required' },
    ]);
    await ok(maya!, 'PUT', `${cart(event.id)}/questions`, [
      {
        id: hand!.id,
        responses: [
          { questionId: diet.id, value: 'any' },
          { questionId: tool.id, value: 'Bowline' },
        ],
      },
    ]);
    const paid = await fails(
      maya!,
      'POST',
      `${cart(event.id)}/submit`,
      { termsAccepted: true },
      400,
    );
    expect(paid.message).toBe('This registration costs $40.00: pay it through the intent');
    await ok(maya!, 'PUT', `${cart(event.id)}/passes/${guest!.id}/questions/${shirts.id}`, {
      response: '',
    });
    const registered = await ok<Registration>(maya!, 'POST', `${cart(event.id)}/submit`, {
      termsAccepted: true,
    });
    expect(registered.status).toBe('registered');
    const kept = registered.passes.find((pass) => pass.id === guest!.id)!;
    expect(kept.responses.map((response) => response.value).sort()).toEqual(['Globex', 'any']);
    expect(registered.passes.map((pass) => pass.status)).toEqual(['ready', 'ready']);
  });
});
