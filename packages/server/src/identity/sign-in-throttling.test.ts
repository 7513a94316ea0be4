import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitBuckets } from '../db/schema/index';
import { createTestApp, uniqueName, type TestApp, type TestOrganization } from '../test/harness';
import {
  cognitoClient,
  confirmedUser,
  latestCode,
  signIn,
  type SignedUp,
} from '../test/identity-support';

const TARGET = 'AWSCognitoIdentityProviderService';
const AMZ_JSON = 'application/x-amz-json-1.1';
const NEW_PASSWORD = 'N3w-password-after-reset!';

let t: TestApp;
let client: CognitoIdentityProviderClient;
let org: TestOrganization;

beforeAll(async () => {
  // Only the per-action request limit is raised: the throttling under test keeps its defaults.
  t = await createTestApp({ listen: true, env: { IDENTITY_RATE_LIMIT_MAX: '10000' } });
  client = cognitoClient(t);
  org = await t.createOrganization();
});
afterAll(async () => {
  client.destroy();
  await t.close();
});

let addressCounter = 0;
/** A source address no other test uses. */
function freshAddress(): string {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}.${Math.floor(Math.random() * 250) + 1}`;
}

async function call(action: string, body: object, address: string) {
  const response = await t.inject({
    method: 'POST',
    url: '/identity',
    remoteAddress: address,
    headers: { 'content-type': AMZ_JSON, 'x-amz-target': `${TARGET}.${action}` },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const passwordAuth = (email: string, password: string, address: string) =>
  call(
    'InitiateAuth',
    {
      ClientId: org.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    },
    address,
  );

const INCORRECT = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
const EXCEEDED = { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' };

/** An attacker guessing from a new address each time: refused, never locked out for good. */
async function distributedAttack(user: SignedUp, guesses: number) {
  for (let guess = 0; guess < guesses; guess += 1) {
    const answer = await passwordAuth(user.email, `Wr0ng-guess-${guess}!`, freshAddress());
    expect([INCORRECT, EXCEEDED]).toContainEqual(answer.body);
  }
}

/** Moves the last failures of the keys matching `pattern` `ms` into the past. */
async function age(pattern: string, ms: number) {
  await t.runtime.services.db
    .update(rateLimitBuckets)
    .set({
      windowEndsAt: sql`${rateLimitBuckets.windowEndsAt} - ${`${ms} milliseconds`}::interval`,
    })
    .where(like(rateLimitBuckets.key, pattern));
}

describe('failed-password throttling', () => {
  it('an attacker failing 20 times from rotating addresses does not stop the real user signing in from theirs', async () => {
    const user = await confirmedUser(t, client, org);
    await signIn(client, org, user);
    await distributedAttack(user, 20);
    await expect(signIn(client, org, user)).resolves.toBeTruthy();
    // Nor does a pause and a second wave.
    await distributedAttack(user, 10);
    await expect(signIn(client, org, user)).resolves.toBeTruthy();
  });

  it('locks one address out of one login after 5 failures, progressively, as Cognito does', async () => {
    const user = await confirmedUser(t, client, org);
    const attacker = freshAddress();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await passwordAuth(user.email, `Wr0ng-${attempt}!`, attacker)).body).toEqual(
        INCORRECT,
      );
    // The right password from the failing address is refused while it is locked…
    expect(await passwordAuth(user.email, user.password, attacker)).toEqual({
      status: 400,
      body: EXCEEDED,
    });
    // …and works from anywhere else, the user's own address included.
    expect((await passwordAuth(user.email, user.password, freshAddress())).status).toBe(200);
    await expect(signIn(client, org, user)).resolves.toBeTruthy();

    // Once the first lock (1 s) has run out the address may guess again, and the next
    // failure locks it for longer (2 s): 1.5 s later it is still locked.
    await age('pw:pair:%', 1500);
    expect((await passwordAuth(user.email, 'Wr0ng-again!', attacker)).body).toEqual(INCORRECT);
    await age('pw:pair:%', 1500);
    expect((await passwordAuth(user.email, user.password, attacker)).body).toEqual(EXCEEDED);
    await age('pw:pair:%', 1000);
    expect((await passwordAuth(user.email, user.password, attacker)).status).toBe(200);
  });

  it('answers unknown logins the same way, so the lock tells nothing', async () => {
    const attacker = freshAddress();
    const ghost = `${uniqueName('ghost')}@example.test`;
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await passwordAuth(ghost, `Wr0ng-${attempt}!`, attacker)).body).toEqual(INCORRECT);
    expect((await passwordAuth(ghost, 'Any-passw0rd!', attacker)).body).toEqual(EXCEEDED);
  });

  it('has a hard limit per address: spraying passwords over many logins answers TooManyRequestsException', async () => {
    const sprayer = freshAddress();
    let last: Record<string, unknown> = {};
    let failures = 0;
    for (; failures < 60; failures += 1) {
      last = (await passwordAuth(`${uniqueName('spray')}@example.test`, 'Wr0ng-spray!', sprayer))
        .body;
      if (last.__type !== 'NotAuthorizedException') break;
    }
    expect(last).toEqual({ __type: 'TooManyRequestsException', message: 'Rate exceeded' });
    expect(failures).toBe(50);
    // Other addresses are not affected.
    const user = await confirmedUser(t, client, org);
    expect((await passwordAuth(user.email, user.password, freshAddress())).status).toBe(200);
  });

  it('under a distributed attack, a new address needs a reset code, which always works', async () => {
    const user = await confirmedUser(t, client, org);
    await signIn(client, org, user);
    await distributedAttack(user, 25);
    const traveller = freshAddress();
    // An address the login has never signed in from is not trusted while the attack lasts…
    expect((await passwordAuth(user.email, user.password, traveller)).body).toEqual(EXCEEDED);
    // …but the user's known address still is.
    await expect(signIn(client, org, user)).resolves.toBeTruthy();

    const forgot = await call(
      'ForgotPassword',
      { ClientId: org.clientId, Username: user.email },
      traveller,
    );
    expect(forgot.status).toBe(200);
    const reset = await call(
      'ConfirmForgotPassword',
      {
        ClientId: org.clientId,
        Username: user.email,
        ConfirmationCode: await latestCode(t, user.email),
        Password: NEW_PASSWORD,
      },
      traveller,
    );
    expect(reset.status).toBe(200);
    expect((await passwordAuth(user.email, NEW_PASSWORD, traveller)).status).toBe(200);
  });
});
