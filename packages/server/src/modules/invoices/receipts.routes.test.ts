import type { AttendeePass, Invoice, PaymentIntent, Registration } from '@convene/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventPassTypeRefundSchedules } from '../../db/schema/index';
import type { TestUser } from '../../test/harness';
import { passUrl, useAttendeeWorld } from '../ticketing/attendee/test/attendee-world';
import { paymentWorld } from '../payments/test/payment-world';
import type { EventRow } from '../ticketing/registration/test/registration-world';

const DAY = 86_400_000;

interface ListedInvoice {
  id: string;
  title: string;
  status: string;
  total: number;
}

/**
 * Every capture leaves a receipt in the payer's invoices and a mail; every refund a notice
 * saying how much and to which card — whatever the payments module was paying for.
 */
describe('receipts and refund notices', () => {
  const world = useAttendeeWorld(3);
  const { ok } = world;
  const payments = paymentWorld(() => world.t);
  let event: EventRow;
  let captain: { id: string };
  let dinner: { id: string };
  let maya: TestUser;
  let omar: TestUser;

  const invoices = (user: TestUser) => ok<ListedInvoice[]>(user, 'GET', '/invoices');
  const mails = async (user: TestUser, kind: string) =>
    (await world.t.outboxMail(user.email)).filter((mail) => mail.meta?.kind === kind);

  beforeAll(async () => {
    [maya, omar] = world.members as [TestUser, TestUser];
    await world.enablePayments();
    event = await world.createEvent({ name: 'Harbour Days', registrationLimit: 10 });
    captain = await world.offer.passType(event.id, { name: 'Captain', price: 3020, supply: 5 });
    dinner = await world.offer.addOn(event.id, [captain.id], { name: 'Dinner', price: 800 });
    await world.db.insert(eventPassTypeRefundSchedules).values({
      organizationId: world.org.id,
      passTypeId: captain.id,
      percentage: 100,
      startDate: new Date(Date.now() - DAY),
      endDate: new Date(Date.now() + DAY),
    });
  });

  it('writes a paid receipt and mails it for a pass, then for an add-on bought later', async () => {
    expect(await invoices(maya)).toEqual([]);
    const registration = await world.buy(maya, event.id, [{ ticketId: captain.id }]);
    const [receipt] = await invoices(maya);
    expect(receipt).toMatchObject({ status: 'paid', total: 3020 });
    const detail = await ok<Invoice>(maya, 'GET', `/invoices/${receipt!.id}`);
    expect(detail.payments.map((payment) => [payment.type, payment.chargedAmt])).toEqual([
      ['charge', 3020],
    ]);
    expect(detail.amountDue).toBe(0);
    const [mail] = await mails(maya, 'receipt');
    expect(mail!.subject).toContain(`#${detail.alternateId}`);
    expect(mail!.text).toContain('$30.20');
    expect(mail!.text).toContain('the card ending 4242');
    expect(mail!.text).toContain('/invoices');

    const passId = registration.passes[0]!.id;
    const intent = await ok<PaymentIntent>(
      maya,
      'GET',
      `${passUrl(event.id, passId)}/addOns/intent?addressId=${await world.addressOf(maya)}&addOnIds=${dinner.id}`,
    );
    await ok(maya, 'POST', `/organization/intents/${intent.id}/capture`, {
      nonce: 'tok_test_mastercard',
    });
    const listed = await invoices(maya);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ status: 'paid', total: 800 });
    const [addOnMail] = await mails(maya, 'receipt');
    expect(addOnMail!.text).toContain('$8.00');
    expect(addOnMail!.text).toContain('the card ending 4444');
  });

  it('mails the cancellation and where the refund goes, and the pass shows it', async () => {
    const registration = await world.buy(omar, event.id, [{ ticketId: captain.id }]);
    const passId = registration.passes[0]!.id;
    const canceled = await ok<AttendeePass>(omar, 'PUT', `${passUrl(event.id, passId)}/cancel`, {
      issueRefund: true,
    });
    expect(canceled).toMatchObject({ status: 'canceled', amtRefunded: 3020 });
    const [refund] = await mails(omar, 'refund');
    expect(refund!.subject).toContain('$30.20');
    expect(refund!.text).toContain('the card ending 4242');
    const [cancellation] = await mails(omar, 'passCanceled');
    expect(cancellation!.subject).toBe('Your pass for Harbour Days is canceled');
    expect(cancellation!.text).toContain('Refunded: $30.20');
    const mine = await ok<Registration>(omar, 'GET', `/self/events/${event.id}/attendee`);
    expect(mine.payments.map((payment) => [payment.type, payment.last4])).toContainEqual([
      'refund',
      '4242',
    ]);
  });

  it('mails a receipt for a paid invoice without writing a second one', async () => {
    const [, , payer] = world.members as [TestUser, TestUser, TestUser];
    const invoiceId = await payments.invoice(world.org, payer!);
    const intent = await ok<PaymentIntent>(
      payer!,
      'GET',
      `/invoices/${invoiceId}/intent?addressId=${await world.addressOf(payer!)}`,
    );
    expect(intent).toMatchObject({
      invoiceId,
      invoice: { id: invoiceId, status: 'sent' },
      registration: null,
      booking: null,
    });
    await ok(payer!, 'POST', `/organization/intents/${intent.id}/capture`, {
      nonce: 'tok_test_visa',
    });
    const listed = await invoices(payer!);
    expect(listed.map((invoice) => [invoice.id, invoice.status])).toEqual([[invoiceId, 'paid']]);
    const [mail] = await mails(payer!, 'receipt');
    expect(mail!.text).toContain('$30.00 for Studio membership');
  });

  it('keeps receipts to their owner and organization', async () => {
    const [receipt] = await invoices(maya);
    await world.fails(omar, 'GET', `/invoices/${receipt!.id}`, undefined, 404);
  });
});
