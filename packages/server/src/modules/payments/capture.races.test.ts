import { expect, it } from 'vitest';
import { raceSuite, useRaceWorld } from '../../test/postgres';
import { savePaymentIntegration, testGatewayCharges } from './index';
import { openInvoiceIntents } from './test/payment-world';

/**
 * Concurrent captures of one intent, on real PostgreSQL, through HTTP only: the capture
 * locks the intent's row, so the first charges and the others find it paid. Without the
 * lock both would charge (two payment methods: two charges at the gateway).
 */
const { url, describeRaces } = await raceSuite('capture.races');

const INVOICES_AT_ONCE = 6;
const NONCES = ['tok_test_visa', 'tok_test_mastercard', 'tok_test_amex'];

describeRaces('payment capture races', () => {
  const { world, call, ok } = useRaceWorld(url, 2);

  it('charges once when the same intent is captured concurrently', async () => {
    const [payer] = world.users;
    await savePaymentIntegration(
      world.t.runtime.services,
      { organizationId: world.org.id },
      'test',
      { enabled: true },
    );
    const intents = await openInvoiceIntents(world.t, world.org, payer!, ok, INVOICES_AT_ONCE);

    const responses = await Promise.all(
      intents.flatMap((intent) =>
        NONCES.map((nonce) =>
          call(payer!, 'POST', `/organization/intents/${intent.id}/capture`, { nonce }),
        ),
      ),
    );
    expect(responses.map((response) => `${response.statusCode} ${response.body}`)).toEqual(
      responses.map(() => `200 ${JSON.stringify({ status: 'ok', message: 'OK', data: null })}`),
    );
    for (const intent of intents) {
      expect(testGatewayCharges(intent.id)).toHaveLength(1);
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
