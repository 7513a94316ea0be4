import { apiClient } from '../../../test/api';
import type { TestApp, TestOrganization, TestUser } from '../../../test/harness';
import { sendInvoice, type NewInvoice } from '../../invoices/index';

/** Test support for payment flows: addresses, invoices and providers through the API. */
export function paymentWorld(t: () => TestApp) {
  const { call, ok } = apiClient(t);
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

type Ok = <T>(
  user: TestUser,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
) => Promise<T>;

/**
 * For race tests: `count` invoices of $25 sent to `payer`, each with its open intent (its
 * provider reference too), asked for through HTTP with one address of the payer's.
 */
export async function openInvoiceIntents(
  t: TestApp,
  org: TestOrganization,
  payer: TestUser,
  ok: Ok,
  count: number,
): Promise<{ id: string; referenceId: string; invoiceId: string }[]> {
  const scope = { organizationId: org.id };
  const address = await ok<{ id: string }>(payer, 'POST', '/self/addresses', {
    address1: '1 Harbour Road',
    state: 'ME',
    zip: '04101',
    country: 'US',
  });
  const intents = [];
  for (let index = 0; index < count; index += 1) {
    const invoice = await sendInvoice(t.runtime.services.db, scope, {
      accountId: payer.accountId,
      title: `Race ${index}`,
      dueDate: new Date(Date.now() + 86_400_000),
      lines: [{ name: 'Seat', amount: 2500 }],
    });
    const intent = await ok<{ id: string; referenceId: string }>(
      payer,
      'GET',
      `/invoices/${invoice.id}/intent?addressId=${address.id}`,
    );
    intents.push({ ...intent, invoiceId: invoice.id });
  }
  return intents;
}
