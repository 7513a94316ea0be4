import { expect, it } from 'vitest';
import { raceSuite, useRaceWorld } from '../../test/postgres';
import { savePaymentIntegration, testGatewayCharges } from './index';
import { testWebhook } from './providers/test-gateway';
import { openInvoiceIntents } from './test/payment-world';

/**
 * A payment's webhook and the client's capture of it, at once, on real PostgreSQL, through
 * HTTP only: both complete the capture under the intent's row lock, so whichever comes first
 * charges and settles, and the others (the capture, the webhook delivered twice) find it
 * succeeded. Without the lock two of them would record a charge (the second refused by the
 * one-charge index: a 409) and settle the invoice twice.
 */
const { url, describeRaces } = await raceSuite('webhooks.races');

const INVOICES_AT_ONCE = 6;
const SECRET = 'whsec_races';

describeRaces('payment webhook races', () => {
  const { world, call, ok } = useRaceWorld(url, 1);

  it('charges and settles once when the client captures while the webhook arrives twice', async () => {
    const [payer] = world.users;
    await savePaymentIntegration(
      world.t.runtime.services,
      { organizationId: world.org.id },
      'test',
      { enabled: true, secrets: { webhookSecret: SECRET } },
    );
    const intents = await openInvoiceIntents(world.t, world.org, payer!, ok, INVOICES_AT_ONCE);

    const deliver = (intent: (typeof intents)[number]) => {
      const { rawBody, headers } = testWebhook(
        {
          id: `evt_${intent.id}`,
          type: 'payment.succeeded',
          reference: intent.referenceId,
          charge: `test_ch_hook_${intent.id}`,
          last4: '4242',
        },
        SECRET,
      );
      return world.t.inject({
        method: 'POST',
        url: '/api/organization/payment-integrations/test/webhook',
        headers: { ...world.org.headers, ...headers },
        payload: rawBody,
      });
    };
    const responses = await Promise.all(
      intents.flatMap((intent) => [
        deliver(intent),
        call(payer!, 'POST', `/organization/intents/${intent.id}/capture`, {
          nonce: 'tok_test_visa',
        }),
        deliver(intent),
      ]),
    );
    expect(responses.map((response) => `${response.statusCode} ${response.body}`)).toEqual(
      responses.map(() => `200 ${JSON.stringify({ status: 'ok', message: 'OK', data: null })}`),
    );
    for (const intent of intents) {
      expect(testGatewayCharges(intent.id).length).toBeLessThanOrEqual(1);
      const invoice = await ok<{ status: string; payments: { type: string }[] }>(
        payer!,
        'GET',
        `/invoices/${intent.invoiceId}`,
      );
      expect(invoice.status).toBe('paid');
      expect(invoice.payments).toHaveLength(1);
    }
  });
});
