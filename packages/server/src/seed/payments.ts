import { testGatewayAllowed } from '../config';
import { savePrimaryAddress } from '../modules/addresses/index';
import { sendInvoice, voidInvoice } from '../modules/invoices/index';
import {
  captureIntent,
  createPaymentIntent,
  savePaymentIntegration,
} from '../modules/payments/index';
import type { SeedContext } from './seed-context';
import { organizationContext } from '../context';

const DAY = 86_400_000;

/**
 * The demo organization pays through the test gateway (decision 0015: nonce `tok_test_visa`
 * is approved, `tok_test_declined` declined) where the installation allows it (decision
 * 0052: `npm start` does; a production start does not unless PAYMENTS_TEST_GATEWAY=true),
 * and the checkout says so. The demo member has an address and invoices: one to pay, one
 * void, and, with the test gateway, one paid through the real capture path.
 */
export async function seedPayments(context: SeedContext): Promise<void> {
  const { services, demo } = context;
  const scope = { organizationId: demo.id };
  const memberId = context.accounts.demo.get('maya-lindqvist');
  if (!memberId) throw new Error('the demo member is seeded first');
  const payable = testGatewayAllowed(services.config);
  if (payable) {
    await savePaymentIntegration(services, scope, 'test', { enabled: true, default: true });
  }
  const address = await savePrimaryAddress(
    services.db,
    { ...scope, accountId: memberId },
    {
      name: 'Home',
      address1: '12 Harbour Road',
      address2: '',
      city: 'Portland',
      state: 'ME',
      country: 'US',
      zip: '04101',
      primary: true,
    },
  );
  const now = Date.now();
  await sendInvoice(services.db, scope, {
    accountId: memberId,
    title: 'Open studio membership — spring term',
    sentDate: new Date(now - 2 * DAY),
    dueDate: new Date(now + 12 * DAY),
    notes: 'Pay online with a card, or bring a cheque to the Thursday open studio.',
    lines: [
      { name: 'Studio membership', description: 'Spring term, 12 weeks', amount: 18000 },
      { name: 'Kiln firings', quantity: 4, amount: 1250 },
    ],
  });

  if (payable) await seedPaidInvoice(context, memberId, address.id);

  const voided = await sendInvoice(services.db, scope, {
    accountId: memberId,
    title: 'Maker fair stall (cancelled)',
    sentDate: new Date(now - 60 * DAY),
    dueDate: new Date(now - 45 * DAY),
    notes: 'The stall was cancelled; nothing is owed.',
    lines: [{ name: 'Stall, two days', amount: 6000 }],
  });
  await voidInvoice(services.db, scope, voided.id, new Date(now - 50 * DAY));
}

/** An invoice paid the way a member pays: an intent, then a capture on the test gateway. */
async function seedPaidInvoice(context: SeedContext, memberId: string, addressId: string) {
  const { services, demo } = context;
  const scope = { organizationId: demo.id };
  const now = Date.now();
  const paid = await sendInvoice(services.db, scope, {
    accountId: memberId,
    title: 'Harbour meetup catering',
    sentDate: new Date(now - 30 * DAY),
    dueDate: new Date(now - 16 * DAY),
    lines: [{ name: 'Catering share', quantity: 2, amount: 2250 }],
  });
  const member = organizationContext(services, demo, new Date(now - 20 * DAY), {
    login: { id: memberId, email: 'member@example.com', admin: false },
    account: { id: memberId, username: 'maya-lindqvist', disabled: false },
    locale: 'en',
  });
  const intent = await createPaymentIntent(member, {
    purpose: 'invoice',
    referenceId: paid.id,
    accountId: memberId,
    addressId,
    subTotal: 4500,
    description: `Invoice #${paid.alternateId}: ${paid.title}`,
  });
  await captureIntent(member, intent.id, { nonce: 'tok_test_visa' });
}
