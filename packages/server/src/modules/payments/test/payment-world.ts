import { expect } from 'vitest';
import type { TestApp, TestOrganization, TestUser } from '../../../test/harness';
import { sendInvoice, type NewInvoice } from '../../invoices/index';

/** Test support for payment flows: addresses, invoices and providers through the API. */
export function paymentWorld(t: () => TestApp) {
  async function call(
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    return t().inject({
      method,
      url: `/api${url}`,
      headers: user.headers,
      ...(payload ? { payload } : {}),
    });
  }
  async function ok<T = Record<string, unknown>>(...args: Parameters<typeof call>): Promise<T> {
    const response = await call(...args);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  }
  return {
    call,
    ok,
    /** Staff enable (or change) a provider for the organization. */
    enableProvider: (admin: TestUser, type: string, settings: object = {}) =>
      ok(admin, 'PUT', `/organization/payment-integrations/${type}`, {
        enabled: true,
        ...settings,
      }),
    address: async (user: TestUser, fields: object = {}) =>
      (
        await ok<{ id: string }>(user, 'POST', '/self/addresses', {
          name: 'Home',
          address1: '1 Harbour Road',
          city: 'Portland',
          state: 'ME',
          country: 'US',
          zip: '04101',
          ...fields,
        })
      ).id,
    /** An invoice sent to `user`: 2 × $12.50 + $5.00 unless other lines are given. */
    invoice: async (org: TestOrganization, user: TestUser, overrides: Partial<NewInvoice> = {}) =>
      (
        await sendInvoice(
          t().runtime.services.db,
          { organizationId: org.id },
          {
            accountId: user.accountId,
            title: 'Studio membership',
            dueDate: new Date(Date.now() + 14 * 86_400_000),
            lines: [
              { name: 'Membership', quantity: 2, amount: 1250 },
              { name: 'Kiln fee', amount: 500 },
            ],
            ...overrides,
          },
        )
      ).id,
  };
}
