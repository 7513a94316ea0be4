import {
  MODULES,
  SURVEY_MESSAGES,
  type ManagedSurvey,
  type Survey,
  type SurveyExport,
  type SurveyResults,
  type SurveySection,
  type SurveySubmission,
} from '@convene/contract';
import { describe, expect, it } from 'vitest';
import { feedbackSurvey, useSurveysFixture } from './test/surveys-fixture';

const f = useSurveysFixture();

function data<T>(response: { json(): unknown }): T {
  return (response.json() as { data: T }).data;
}

/** The ids of a survey's questions by name, sub-questions included. */
function questionIds(survey: ManagedSurvey): Record<string, string> {
  const ids: Record<string, string> = {};
  const visit = (question: SurveySection['questions'][number]) => {
    ids[question.name] = question.id;
    question.choices.forEach((choice) => choice.subQuestions.forEach(visit));
  };
  survey.sections.forEach((section) => section.questions.forEach(visit));
  return ids;
}

async function start(survey: { id: string }, user = f.member): Promise<string> {
  const response = await f.call('POST', `/surveys/${survey.id}/submissions`, user);
  expect(response.statusCode, response.body).toBe(201);
  return data<{ id: string }>(response).id;
}

describe('surveys', () => {
  it('administrators build surveys; anyone reads one by id or slug', async () => {
    const input = feedbackSurvey();
    expect((await f.call('POST', '/surveys', f.member, { survey: input })).statusCode).toBe(403);
    expect((await f.call('POST', '/surveys', null, { survey: input })).statusCode).toBe(401);
    const created = await f.call('POST', '/surveys', f.admin, { survey: input });
    expect(created.statusCode).toBe(201);
    const survey = data<ManagedSurvey>(created);
    expect(survey.sections.map((section) => section.name)).toEqual(['The event', 'Next time']);
    expect(survey.sections[0]!.questions[1]!.choices[2]!.subQuestions[0]!.name).toBe(
      'Which other highlight',
    );
    expect(survey).toMatchObject({ submissionsPerAccount: 1, requireAuth: false, submitted: 0 });

    const bySlug = await f.call('GET', `/surveys/${survey.slug}`);
    expect(data<Survey>(bySlug)).toMatchObject({ id: survey.id, name: input.name });
    expect((await f.call('GET', '/surveys/no-such-survey')).statusCode).toBe(404);

    const noChoices = await f.call('POST', '/surveys', f.admin, {
      survey: feedbackSurvey({
        sections: [{ name: 'S', questions: [{ type: 'radio', name: 'Pick one' }] }],
      }),
    });
    expect(noChoices.statusCode).toBe(400);
    expect(noChoices.json()).toMatchObject({ field: 'survey.sections.0.questions.0.choices' });
    const badType = await f.call('POST', '/surveys', f.admin, {
      survey: feedbackSurvey({
        sections: [{ name: 'S', questions: [{ type: 'quantity' as never, name: 'How many' }] }],
      }),
    });
    expect(badType.statusCode).toBe(400);
  });

  it('keeps each answer between requests, resumes the draft elsewhere, and names a missing required answer', async () => {
    const survey = await f.createSurvey();
    const q = questionIds(survey);
    const submissionId = await start(survey);
    const base = `/surveys/${survey.id}/submissions/${submissionId}`;

    const sections = data<SurveySection[]>(await f.call('GET', `${base}/sections`, f.member));
    expect(sections).toHaveLength(2);

    expect(
      (await f.call('PUT', `${base}/questions/${q.Rating}`, f.member, { response: '4' }))
        .statusCode,
    ).toBe(200);
    // Another device: starting again gives the same draft, with the answer in it.
    expect(await start(survey)).toBe(submissionId);
    const saved = data<SurveySubmission>(await f.call('GET', base, f.member));
    expect(saved.status).toBe('draft');
    expect(saved.responses).toEqual([
      expect.objectContaining({ questionId: q.Rating, value: '4' }),
    ]);

    const outOfRange = await f.call('PUT', `${base}/questions/${q.Rating}`, f.member, {
      response: '9',
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json()).toMatchObject({
      message: 'Your rating must be at most 5',
      field: 'response',
    });
    const tooLong = await f.call('PUT', `${base}/questions/${q.Comments}`, f.member, {
      response: 'x'.repeat(21),
    });
    expect(tooLong.json()).toMatchObject({ message: 'Comments must be at most 20 characters' });
    const notChoice = await f.call('PUT', `${base}/questions/${q.Highlights}`, f.member, {
      response: '["Talks","Music"]',
    });
    expect(notChoice.json()).toMatchObject({ message: 'Highlights must be one of its choices' });

    // The sub-question is asked once its choice is chosen.
    const early = await f.call('PUT', `${base}/questions/${q['Which other highlight']}`, f.member, {
      response: 'The venue',
    });
    expect(early.statusCode).toBe(400);
    await f.call('PUT', `${base}/questions/${q.Highlights}`, f.member, {
      response: '["Talks","Other"]',
    });

    const missingSub = await f.call('POST', `${base}/submit`, f.member, []);
    expect(missingSub.statusCode).toBe(400);
    expect(missingSub.json()).toMatchObject({
      message: 'Which other highlight is required',
      field: q['Which other highlight'],
    });
    await f.call('PUT', `${base}/questions/${q['Which other highlight']}`, f.member, {
      response: 'The venue',
    });
    const missingSeat = await f.call('POST', `${base}/submit`, f.member, []);
    expect(missingSeat.json()).toMatchObject({ message: 'Workshop seat is required' });
    // An empty answer clears it: the rating is missing again.
    await f.call('PUT', `${base}/questions/${q.Rating}`, f.member, { response: '' });
    const missingRating = await f.call('POST', `${base}/submit`, f.member, [
      { questionId: q['Workshop seat'], value: 'Afternoon' },
    ]);
    expect(missingRating.json()).toMatchObject({ message: 'Your rating is required' });

    // A refused submit saves nothing of what it carried.
    const afterRefusal = data<SurveySubmission>(await f.call('GET', base, f.member));
    expect(afterRefusal.responses.map((r) => r.questionId)).not.toContain(q['Workshop seat']);
    const submitted = await f.call('POST', `${base}/submit`, f.member, [
      { questionId: q.Rating, value: '5' },
      { questionId: q['Workshop seat'], value: 'Afternoon' },
    ]);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const frozen = data<SurveySubmission>(await f.call('GET', base, f.member));
    expect(frozen.status).toBe('ready');
    expect(frozen.responses.map((r) => [r.question.name, r.value])).toEqual(
      expect.arrayContaining([
        ['Rating', '5'],
        ['Highlights', '["Talks","Other"]'],
        ['Which other highlight', 'The venue'],
        ['Workshop seat', 'Afternoon'],
      ]),
    );

    const change = await f.call('PUT', `${base}/questions/${q.Rating}`, f.member, {
      response: '1',
    });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({ message: SURVEY_MESSAGES.alreadySubmitted });
    expect((await f.call('POST', `${base}/submit`, f.member, [])).statusCode).toBe(409);

    // One submission per account (the default).
    const again = await f.call('POST', `/surveys/${survey.id}/submissions`, f.member);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ message: SURVEY_MESSAGES.limitReached });

    const listed = await f.call('GET', `/surveys/${survey.id}/submissions?status=ready`, f.member);
    expect(data<SurveySubmission[]>(listed).map((s) => s.id)).toEqual([submissionId]);
    const drafts = await f.call('GET', `/surveys/${survey.id}/submissions?status=draft`, f.member);
    expect(data<SurveySubmission[]>(drafts)).toEqual([]);
  });

  it('drops answers to sub-questions no longer asked when submitting', async () => {
    const survey = await f.createSurvey();
    const q = questionIds(survey);
    const base = `/surveys/${survey.id}/submissions/${await start(survey)}`;
    await f.call('PUT', `${base}/questions/${q.Highlights}`, f.member, { response: 'Other' });
    await f.call('PUT', `${base}/questions/${q['Which other highlight']}`, f.member, {
      response: 'The venue',
    });
    const submitted = await f.call('POST', `${base}/submit`, f.member, [
      { questionId: q.Highlights, value: 'Food' },
      { questionId: q.Rating, value: '3' },
      { questionId: q['Workshop seat'], value: 'Afternoon' },
    ]);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const frozen = data<SurveySubmission>(await f.call('GET', base, f.member));
    expect(frozen.responses.map((r) => r.question.name).sort()).toEqual([
      'Highlights',
      'Rating',
      'Workshop seat',
    ]);
  });

  it('lets several submissions per account when the survey allows it', async () => {
    const survey = await f.createSurvey({ submissionsPerAccount: 2 });
    const q = questionIds(survey);
    const answers = [
      { questionId: q.Rating, value: '2' },
      { questionId: q['Workshop seat'], value: 'Afternoon' },
    ];
    for (let round = 0; round < 2; round += 1) {
      const id = await start(survey, f.other);
      const response = await f.call(
        'POST',
        `/surveys/${survey.id}/submissions/${id}/submit`,
        f.other,
        answers,
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await f.call('POST', `/surveys/${survey.id}/submissions`, f.other)).statusCode).toBe(
      403,
    );
  });

  it('keeps submissions to their account; a visitor answers a survey without sign-in', async () => {
    const survey = await f.createSurvey();
    const q = questionIds(survey);
    const base = `/surveys/${survey.id}/submissions/${await start(survey)}`;
    expect((await f.call('GET', base, f.other)).statusCode).toBe(404);
    expect((await f.call('GET', base)).statusCode).toBe(401);
    expect(
      (await f.call('PUT', `${base}/questions/${q.Rating}`, f.other, { response: '1' })).statusCode,
    ).toBe(404);
    expect((await f.call('GET', `/surveys/${survey.id}/submissions`)).statusCode).toBe(401);

    const visitorId = await start(survey, null as never);
    const visitor = `/surveys/${survey.id}/submissions/${visitorId}`;
    expect(
      (await f.call('PUT', `${visitor}/questions/${q.Rating}`, null, { response: '5' })).statusCode,
    ).toBe(200);
    expect(data<SurveySubmission>(await f.call('GET', visitor)).responses).toHaveLength(1);

    const signedIn = await f.createSurvey({ requireAuth: true });
    const refused = await f.call('POST', `/surveys/${signedIn.id}/submissions`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: SURVEY_MESSAGES.signInRequired });
    expect((await f.call('GET', `/surveys/${signedIn.id}`)).statusCode).toBe(200);
  });

  it('refuses a choice whose supply is taken', async () => {
    const survey = await f.createSurvey({ submissionsPerAccount: 5 });
    const q = questionIds(survey);
    const answers = [
      { questionId: q.Rating, value: '4' },
      { questionId: q['Workshop seat'], value: 'Morning' },
    ];
    const first = await start(survey, f.member);
    expect(
      (await f.call('POST', `/surveys/${survey.id}/submissions/${first}/submit`, f.member, answers))
        .statusCode,
    ).toBe(200);
    const second = await start(survey, f.other);
    const full = await f.call(
      'POST',
      `/surveys/${survey.id}/submissions/${second}/submit`,
      f.other,
      answers,
    );
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      message: 'Morning is no longer available for Workshop seat',
      field: q['Workshop seat'],
    });
  });

  it('counts submitted answers per choice and exports them as CSV', async () => {
    const survey = await f.createSurvey({ submissionsPerAccount: 5 });
    const q = questionIds(survey);
    const answersOf = (rating: string, highlights: string, comment: string) => [
      { questionId: q.Rating, value: rating },
      { questionId: q.Highlights, value: highlights },
      { questionId: q.Comments, value: comment },
      { questionId: q['Workshop seat'], value: 'Afternoon' },
    ];
    for (const [user, answers] of [
      [f.member, answersOf('5', '["Talks","Food"]', 'Great, "really"')],
      [f.other, answersOf('3', 'Talks', '=1+1')],
    ] as const) {
      const id = await start(survey, user);
      await f.call('POST', `/surveys/${survey.id}/submissions/${id}/submit`, user, answers);
    }
    await start(survey, f.admin); // a draft counts nowhere

    const results = data<SurveyResults>(
      await f.call('GET', `/surveys/${survey.id}/results`, f.admin),
    );
    expect(results.submitted).toBe(2);
    const highlights = results.questions.find((question) => question.questionId === q.Highlights)!;
    expect(highlights.answered).toBe(2);
    expect(highlights.choices.map((choice) => [choice.value, choice.count])).toEqual([
      ['Talks', 2],
      ['Food', 1],
      ['Other', 0],
    ]);
    expect(results.questions.map((question) => question.name)).toContain('Which other highlight');

    const file = data<SurveyExport>(
      await f.call('GET', `/surveys/${survey.id}/results/export`, f.admin),
    );
    expect(file.name).toBe(`${survey.slug}-answers.csv`);
    const csv = Buffer.from(file.dataUri.split(',')[1]!, 'base64').toString('utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'Submission,Account,Submitted at,Your rating,Highlights,Which other highlight,Comments,Workshop seat',
    );
    expect(csv).toContain('"Great, ""really"""');
    expect(csv).toContain(",'=1+1,");

    const managed = data<ManagedSurvey>(
      await f.call('GET', `/surveys/${survey.id}/manage`, f.admin),
    );
    expect(managed).toMatchObject({ submitted: 2, drafts: 1 });
  });

  it('changes questions only while nobody has answered', async () => {
    const survey = await f.createSurvey();
    const renamed = await f.call('PUT', `/surveys/${survey.id}`, f.admin, {
      survey: {
        name: 'Renamed',
        sections: [{ name: 'Only', questions: [{ type: 'text', name: 'Why' }] }],
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(data<ManagedSurvey>(renamed).sections.map((s) => s.name)).toEqual(['Only']);
    await start(renamed.json().data as ManagedSurvey);
    const locked = await f.call('PUT', `/surveys/${survey.id}`, f.admin, {
      survey: { name: 'Again', sections: [{ name: 'Other', questions: [] }] },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ message: SURVEY_MESSAGES.hasAnswers });
    const fieldsOnly = await f.call('PUT', `/surveys/${survey.id}`, f.admin, {
      survey: { name: 'Again', submissionsPerAccount: 3 },
    });
    expect(data<ManagedSurvey>(fieldsOnly)).toMatchObject({
      name: 'Again',
      submissionsPerAccount: 3,
    });
    expect((await f.call('DELETE', `/surveys/${survey.id}`, f.admin)).statusCode).toBe(200);
    expect((await f.call('GET', `/surveys/${survey.id}`)).statusCode).toBe(404);
  });

  it('keeps the administrators’ routes to administrators', async () => {
    const survey = await f.createSurvey();
    for (const [method, url] of [
      ['GET', '/surveys'],
      ['GET', `/surveys/${survey.id}/manage`],
      ['PUT', `/surveys/${survey.id}`],
      ['DELETE', `/surveys/${survey.id}`],
      ['GET', `/surveys/${survey.id}/results`],
      ['GET', `/surveys/${survey.id}/results/export`],
    ] as const) {
      const body = method === 'PUT' ? { survey: { name: 'X' } } : undefined;
      expect((await f.call(method, url, f.member, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const list = data<ManagedSurvey[]>(await f.call('GET', '/surveys?pageSize=100', f.admin));
    expect(list.map((item) => item.id)).toContain(survey.id);
  });

  it('answers 404 to another organization and 456 with the module off', async () => {
    const survey = await f.createSurvey();
    const q = questionIds(survey);
    const submissionId = await start(survey);
    const otherOrg = await f.testApp.createOrganization();
    const outsider = await f.testApp.createUser(otherOrg, { admin: true });
    const off = await f.testApp.createOrganization({
      modules: MODULES.filter((module) => module !== 'surveys'),
    });
    const offAdmin = await f.testApp.createUser(off, { admin: true });
    const routes = [
      ['GET', `/surveys/${survey.id}`],
      ['GET', `/surveys/${survey.id}/questions/${q.Rating}/values`],
      ['GET', `/surveys/${survey.id}/submissions`],
      ['POST', `/surveys/${survey.id}/submissions`],
      ['GET', `/surveys/${survey.id}/submissions/${submissionId}`],
      ['GET', `/surveys/${survey.id}/submissions/${submissionId}/sections`],
      ['PUT', `/surveys/${survey.id}/submissions/${submissionId}/questions/${q.Rating}`],
      ['POST', `/surveys/${survey.id}/submissions/${submissionId}/submit`],
      ['GET', `/surveys/${survey.id}/manage`],
      ['PUT', `/surveys/${survey.id}`],
      ['DELETE', `/surveys/${survey.id}`],
      ['GET', `/surveys/${survey.id}/results`],
      ['GET', `/surveys/${survey.id}/results/export`],
    ] as const;
    const bodyOf = (method: string, url: string) =>
      method === 'PUT'
        ? url.includes('/questions/')
          ? { response: '3' }
          : { survey: { name: 'X' } }
        : method === 'POST' && url.endsWith('/submit')
          ? []
          : undefined;
    for (const [method, url] of routes) {
      const response = await f.call(method, url, outsider, bodyOf(method, url));
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      const disabled = await f.call(method, url, offAdmin, bodyOf(method, url));
      expect(disabled.statusCode, `${method} ${url}`).toBe(456);
    }
    expect((await f.call('GET', '/surveys', offAdmin)).statusCode).toBe(456);
    expect(
      data<SurveySubmission>(
        await f.call('GET', `/surveys/${survey.id}/submissions/${submissionId}`, f.member),
      ).status,
    ).toBe('draft');
  });

  it('offers the choices of a search question as its values', async () => {
    const survey = await f.createSurvey({
      sections: [
        {
          name: 'Where',
          questions: [
            {
              type: 'search',
              name: 'City',
              required: true,
              choices: [{ value: 'Paris' }, { value: 'Lyon' }, { value: 'Marseille' }],
            },
          ],
        },
      ],
    });
    const city = survey.sections[0]!.questions[0]!.id;
    const values = await f.call('GET', `/surveys/${survey.id}/questions/${city}/values?search=ly`);
    expect(data<{ value: string }[]>(values).map((v) => v.value)).toEqual(['Lyon']);
    const base = `/surveys/${survey.id}/submissions/${await start(survey)}`;
    const unknown = await f.call('PUT', `${base}/questions/${city}`, f.member, {
      response: 'Nice',
    });
    expect(unknown.json()).toMatchObject({ message: 'City must be one of its values' });
    const submitted = await f.call('POST', `${base}/submit`, f.member, [
      { questionId: city, value: 'Lyon' },
    ]);
    expect(submitted.statusCode).toBe(200);
    const results = data<SurveyResults>(
      await f.call('GET', `/surveys/${survey.id}/results`, f.admin),
    );
    expect(results.questions[0]!.choices.find((c) => c.value === 'Lyon')!.count).toBe(1);
  });
});
