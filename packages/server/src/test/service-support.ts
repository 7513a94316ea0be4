import { expect } from 'vitest';
import { organizationContext, type RequestContext } from '../context';
import type { TestApp, TestOrganization, TestUser } from './harness';

/**
 * Helpers for tests that call services directly (no HTTP): the context a request runs
 * with, and the setup done through the API first.
 */

/** The context a request of `user` in `org` runs with (anonymous when none), in English. */
export async function requestContextFor(
  t: TestApp,
  org: TestOrganization,
  user?: TestUser,
  options: { admin?: boolean; disabled?: boolean } = {},
): Promise<RequestContext> {
  const organization = await t.app.organizations.byIdOrUndefined(org.id);
  if (!organization) throw new Error('organization missing');
  return organizationContext(t.runtime.services, organization, new Date(), {
    login: user ? { id: user.loginId, email: user.email, admin: options.admin ?? false } : null,
    account: user
      ? { id: user.accountId, username: user.username, disabled: options.disabled ?? false }
      : null,
    locale: 'en',
  });
}

/** Registers a push device of `user` through the API. */
export async function registerPushDevice(
  t: TestApp,
  user: TestUser,
  deviceToken: string,
): Promise<void> {
  const response = await t.inject({
    method: 'POST',
    url: '/api/self/push-devices',
    headers: user.headers,
    payload: { deviceToken, pushService: 'firebase', name: 'Phone' },
  });
  expect(response.statusCode).toBe(200);
}
