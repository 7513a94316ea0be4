// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtInMessages } from '../../i18n/catalogue';
import { CardPayment } from './card-payment';
import { parseExpiry, type AcceptJs, type AcceptResponse } from './pay-authorizenet';
import { intentFor, readyPayButton, renderPayment } from './pay-test-support';

/**
 * Accept.js is served by Authorize.Net and cannot load here: the script the form adds is
 * answered by putting a stand-in `window.Accept` in place and firing the script's load, so
 * the form's own loader runs as in a browser.
 */
function acceptAnswering(response: AcceptResponse) {
  const dispatchData = vi.fn<AcceptJs['dispatchData']>((_data, respond) => respond(response));
  return { dispatchData };
}

afterEach(() => {
  cleanup();
  delete window.Accept;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

const authorizenetIntent = (publicKey: string | null = '5KP3u95bQpv') =>
  intentFor('authorizenet', {}, { connectionId: '5KP3u95bQpv-login', publicKey });

/** The Accept.js script tag the form added to the page. */
const addedScript = () =>
  waitFor(() => {
    const added = document.head.querySelector('script');
    if (!added) throw new Error('no Accept.js script yet');
    return added;
  });

async function renderAuthorizeNet(
  accept: AcceptJs,
  options: Parameters<typeof renderPayment>[1] = {},
) {
  const onPaid = vi.fn();
  const rendered = renderPayment(
    <CardPayment intent={authorizenetIntent()} onPaid={onPaid} />,
    options,
  );
  const script = await addedScript();
  window.Accept = accept;
  script.dispatchEvent(new Event('load'));
  return { ...rendered, onPaid, script };
}

const messages = (locale: string) => builtInMessages(locale);

async function fillCard(locale: string, card: { number: string; expiry: string; cvc: string }) {
  const text = messages(locale);
  fireEvent.change(await screen.findByLabelText(text['payments.card.number']), {
    target: { value: card.number },
  });
  fireEvent.change(screen.getByLabelText(text['payments.card.expiry']), {
    target: { value: card.expiry },
  });
  fireEvent.change(screen.getByLabelText(text['payments.card.cvc']), {
    target: { value: card.cvc },
  });
  fireEvent.click(await readyPayButton());
}

const VISA = { number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123' };

describe('paying with Accept.js (Authorize.Net)', () => {
  it("loads the sandbox Accept.js, tokenizes with the organization's public ids and captures the opaque data", async () => {
    const accept = acceptAnswering({
      messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
      opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'eyJjb2RlIjoiNTBf' },
    });
    const { captures, onPaid, script } = await renderAuthorizeNet(accept);
    expect(script.src).toBe('https://jstest.authorize.net/v1/Accept.js');
    await fillCard('en', VISA);

    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(accept.dispatchData).toHaveBeenCalledWith(
      {
        authData: { clientKey: '5KP3u95bQpv', apiLoginID: '5KP3u95bQpv-login' },
        cardData: { cardNumber: '4111111111111111', month: '12', year: '29', cardCode: '123' },
      },
      expect.any(Function),
    );
    expect(captures()).toEqual([{ nonce: 'eyJjb2RlIjoiNTBf' }]);
  });

  it('names the card field Accept.js refuses, in the language, and captures nothing', async () => {
    const accept = acceptAnswering({
      messages: {
        resultCode: 'Error',
        message: [{ code: 'E_WC_05', text: 'Please provide valid credit card number.' }],
      },
    });
    const { captures } = await renderAuthorizeNet(accept, { locale: 'fr' });
    await fillCard('fr', { ...VISA, number: '4111 1111 1111 1112' });

    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      messages('fr')['payments.card.invalidNumber'],
    );
    expect(captures()).toEqual([]);
  });

  it('refuses an expiry that is not MM/YY before asking Authorize.Net', async () => {
    const accept = acceptAnswering({ messages: { resultCode: 'Ok', message: [] } });
    await renderAuthorizeNet(accept, { locale: 'es' });
    await fillCard('es', { ...VISA, expiry: '1229' });

    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      messages('es')['payments.card.invalidExpiry'],
    );
    expect(accept.dispatchData).not.toHaveBeenCalled();
  });

  it('shows the decline in the language when the capture refuses the card', async () => {
    const accept = acceptAnswering({
      messages: { resultCode: 'Ok', message: [] },
      opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'declined-card' },
    });
    const { captures, onPaid } = await renderAuthorizeNet(accept, {
      locale: 'ja',
      captureStatus: 402,
    });
    await fillCard('ja', VISA);

    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      messages('ja')['payments.failed'],
    );
    expect(captures()).toEqual([{ nonce: 'declined-card' }]);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says when Accept.js cannot load, and when staff have not set the public client key', async () => {
    renderPayment(<CardPayment intent={authorizenetIntent()} onPaid={vi.fn()} />);
    const script = await addedScript();
    script.dispatchEvent(new Event('error'));
    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      messages('en')['payments.loadFailed'],
    );
    cleanup();

    renderPayment(<CardPayment intent={authorizenetIntent(null)} onPaid={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe(messages('en')['payments.notConfigured']);
  });
});

describe('parseExpiry', () => {
  it('reads MM/YY and MM/YYYY, and nothing else', () => {
    expect(parseExpiry('04/28')).toEqual({ month: '04', year: '28' });
    expect(parseExpiry(' 4 / 2031 ')).toEqual({ month: '04', year: '31' });
    expect(parseExpiry('0428')).toBeUndefined();
    expect(parseExpiry('04/2')).toBeUndefined();
  });
});
