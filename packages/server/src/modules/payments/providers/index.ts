import type { PaymentProvider } from '@convene/contract';
import { authorizenetProvider } from './authorizenet';
import { braintreeProvider } from './braintree';
import { freeProvider, manualProvider } from './offline';
import { paypalProvider } from './paypal';
import type { ProviderFactory } from './provider';
import { stripeProvider } from './stripe';
import { testProvider } from './test-gateway';

/** Every provider Convene speaks, by its type. */
export const PROVIDERS: Record<PaymentProvider, ProviderFactory> = {
  free: freeProvider,
  manual: manualProvider,
  test: testProvider,
  stripe: stripeProvider,
  paypal: paypalProvider,
  braintree: braintreeProvider,
  authorizenet: authorizenetProvider,
};

export function isSupportedProvider(type: string): type is PaymentProvider {
  return Object.hasOwn(PROVIDERS, type);
}

export type * from './provider';
export { NO_SETTINGS, WebhookSignatureError } from './provider';
