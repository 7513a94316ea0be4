import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { BODY_REQUIRED_MESSAGE } from './endpoint-route';

/** A write whose body is required, sent without one: a 400 that names the body. */
describe('a required body that is missing', () => {
  let t: TestApp;
  let maya: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    const org = await t.createOrganization();
    maya = await t.createUser(org);
  });
  afterAll(() => t.close());

  const expectBodyRequired = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'VALIDATION',
      message: BODY_REQUIRED_MESSAGE,
      field: 'body',
    });
  };

  it('answers 400 on `body` for a POST with no body at all', async () => {
    expectBodyRequired(
      await t.inject({ method: 'POST', url: '/api/self/addresses', headers: maya.headers }),
    );
  });

  it('answers the same for JSON announced with an empty body, with or without a length', async () => {
    for (const extra of [{ 'content-length': '0' }, {}]) {
      expectBodyRequired(
        await t.inject({
          method: 'POST',
          url: '/api/self/addresses',
          headers: { ...maya.headers, 'content-type': 'application/json', ...extra },
          payload: '',
        }),
      );
    }
  });

  it('answers the same for a PUT', async () => {
    expectBodyRequired(await t.inject({ method: 'PUT', url: '/api/self', headers: maya.headers }));
  });

  it('keeps the schema’s own answer for a body that is there but wrong', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/self/addresses',
      headers: maya.headers,
      payload: { state: 'ME' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('address1');
  });

  it('lets an optional body be left out', async () => {
    const response = await t.inject({
      method: 'POST',
      url: `/api/organization/intents/${crypto.randomUUID()}/capture`,
      headers: maya.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});
