import {
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, loginAccounts, logins, organizations } from '../db/schema/index';
import { createTestApp, uniqueName, type TestApp, type TestOrganization } from '../test/harness';
import {
  cognitoClient,
  confirmedUser,
  failure,
  signUp,
  STRONG_PASSWORD,
} from '../test/identity-support';

let t: TestApp;
let client: CognitoIdentityProviderClient;
let org: TestOrganization;

beforeAll(async () => {
  // A hash dearer than the rest of a sign-in (about 20 ms of CPU here, the SDK client's
  // included), so that a sign-in that skipped the hash would stand out.
  t = await createTestApp({
    listen: true,
    env: { IDENTITY_RATE_LIMIT_MAX: '10000', PASSWORD_HASH_COST: '15' },
  });
  client = cognitoClient(t);
  org = await t.createOrganization();
});
afterAll(async () => {
  client.destroy();
  await t.close();
});

const ghostEmail = () => `${uniqueName('ghost')}@example.test`;

const passwordAuth = (email: string, password: string, organization = org) =>
  client.send(
    new InitiateAuthCommand({
      ClientId: organization.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );

const signUpCommand = (email: string, organization = org) =>
  new SignUpCommand({
    ClientId: organization.clientId,
    Username: email,
    Password: STRONG_PASSWORD,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'preferred_username', Value: uniqueName('again') },
    ],
  });

const delivery = (email: string) => ({
  Destination: `${email[0]}***@e***`,
  DeliveryMedium: 'EMAIL',
  AttributeName: 'email',
});

/**
 * The CPU time (user + system, every thread of this process, where the server runs) a call
 * costs: what the password hash costs, and unlike the wall clock not stretched by whatever
 * else the machine runs (two test workers, a browser).
 */
async function cpuMs(call: () => Promise<unknown>): Promise<number> {
  const started = process.cpuUsage();
  await call().catch(() => undefined);
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function withoutProtection(): Promise<TestOrganization> {
  const other = await t.createOrganization();
  await t.runtime.services.db
    .update(organizations)
    .set({
      config: sql`${organizations.config} || '{"PREVENT_USER_EXISTENCE_ERRORS": false}'::jsonb`,
    })
    .where(eq(organizations.id, other.id));
  t.app.organizations.clear();
  return other;
}

describe('PreventUserExistenceErrors (on by default)', () => {
  it('InitiateAuth answers an unknown email as it answers a wrong password, at about the same cost', async () => {
    const user = await confirmedUser(t, client, org);
    const unknown = await failure(passwordAuth(ghostEmail(), STRONG_PASSWORD));
    const known = await failure(passwordAuth(user.email, 'Wr0ng-password!'));
    expect(unknown).toEqual(known);
    expect(unknown).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
      status: 400,
    });

    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Four failures of the known login in all: under the throttle's free failures
    // (PAIR_FREE_FAILURES), past which it refuses before hashing.
    for (let round = 0; round < 3; round += 1) {
      knownTimes.push(await cpuMs(() => passwordAuth(user.email, `Wr0ng-${round}!`)));
      unknownTimes.push(await cpuMs(() => passwordAuth(ghostEmail(), `Wr0ng-${round}!`)));
    }
    const ratio = median(unknownTimes) / median(knownTimes);
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.6);
  });

  it('ForgotPassword and ResendConfirmationCode answer an unknown email with plausible delivery details and send nothing', async () => {
    const ghost = ghostEmail();
    const forgot = await client.send(
      new ForgotPasswordCommand({ ClientId: org.clientId, Username: ghost }),
    );
    expect(forgot.CodeDeliveryDetails).toEqual(delivery(ghost));
    const resend = await client.send(
      new ResendConfirmationCodeCommand({ ClientId: org.clientId, Username: ghost }),
    );
    expect(resend.CodeDeliveryDetails).toEqual(delivery(ghost));
    expect(await t.outboxMail(ghost)).toHaveLength(0);

    // The same shape as for a known login.
    const user = await confirmedUser(t, client, org);
    const known = await client.send(
      new ForgotPasswordCommand({ ClientId: org.clientId, Username: user.email }),
    );
    expect(known.CodeDeliveryDetails).toEqual(delivery(user.email));
  });

  it('ConfirmSignUp and ConfirmForgotPassword answer an unknown email with CodeMismatchException', async () => {
    const ghost = ghostEmail();
    expect(
      (
        await failure(
          client.send(
            new ConfirmSignUpCommand({
              ClientId: org.clientId,
              Username: ghost,
              ConfirmationCode: '123456',
            }),
          ),
        )
      ).name,
    ).toBe('CodeMismatchException');
    expect(
      (
        await failure(
          client.send(
            new ConfirmForgotPasswordCommand({
              ClientId: org.clientId,
              Username: ghost,
              ConfirmationCode: '123456',
              Password: STRONG_PASSWORD,
            }),
          ),
        )
      ).name,
    ).toBe('CodeMismatchException');
  });

  it('SignUp for a confirmed email answers as a new sign-up would and mails the login instead', async () => {
    const user = await confirmedUser(t, client, org);
    const db = t.runtime.services.db;
    const [link] = await db
      .select({ accountId: loginAccounts.accountId })
      .from(loginAccounts)
      .innerJoin(logins, eq(logins.id, loginAccounts.loginId))
      .where(eq(logins.sub, user.sub));
    await db.update(accounts).set({ locale: 'fr' }).where(eq(accounts.id, link!.accountId));
    const before = await t.outboxMail(user.email);

    const result = await client.send(signUpCommand(user.email.toUpperCase()));
    expect(result.UserConfirmed).toBe(false);
    expect(result.UserSub).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.UserSub).not.toBe(user.sub);
    expect(result.CodeDeliveryDetails).toEqual(delivery(user.email));

    const mails = await t.outboxMail(user.email);
    expect(mails).toHaveLength(before.length + 1);
    const notice = mails[0]!;
    expect(notice.meta?.code).toBeUndefined();
    expect(notice.meta?.locale).toBe('fr');
    expect(notice.subject).toContain('Test');
    expect(notice.text).toMatch(/mot de passe/);
    const rows = await db.select().from(logins).where(eq(logins.email, user.email));
    expect(rows).toHaveLength(1);
  });

  it('SignUp for an unconfirmed email sends a new confirmation code', async () => {
    const pending = await signUp(t, client, org);
    const result = await client.send(signUpCommand(pending.email));
    expect(result).toMatchObject({
      UserConfirmed: false,
      CodeDeliveryDetails: delivery(pending.email),
    });
    const mails = await t.outboxMail(pending.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.meta?.purpose).toBe('confirm');
  });
});

describe('with PREVENT_USER_EXISTENCE_ERRORS false', () => {
  it('answers UserNotFoundException and UsernameExistsException, as Cognito’s legacy mode', async () => {
    const legacy = await withoutProtection();
    expect(await failure(passwordAuth(ghostEmail(), STRONG_PASSWORD, legacy))).toEqual({
      name: 'UserNotFoundException',
      message: 'User does not exist.',
      status: 400,
    });
    expect(
      (
        await failure(
          client.send(
            new ForgotPasswordCommand({ ClientId: legacy.clientId, Username: ghostEmail() }),
          ),
        )
      ).name,
    ).toBe('UserNotFoundException');
    const user = await confirmedUser(t, client, legacy);
    expect(await failure(client.send(signUpCommand(user.email, legacy)))).toEqual({
      name: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
      status: 400,
    });
  });
});
