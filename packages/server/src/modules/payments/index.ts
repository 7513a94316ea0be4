import type { ServerModule } from '../server-module';
import { paymentRoutes } from './payments.routes';

export const paymentsModule: ServerModule = { name: 'payments', routes: paymentRoutes };

/*
 * The seam other modules pay through: create an intent for a purpose (an invoice, a
 * registration …) and declare, in their ServerModule's `paymentPurposes`, the handler that
 * settles it inside the capture's transaction.
 */
export {
  atProvider,
  createPaymentIntent,
  paymentIntentView,
  paymentsOf,
  paymentsOfEach,
  paymentsOfIntent,
  type IntentRequest,
} from './intents.service';
export { captureIntent, refundIntent, refundIntentIn } from './capture.service';
export { refundReferenceIn } from './refunds.service';
export { enabledProviders } from './integrations.repository';
export {
  integrationSettings,
  requireDefaultIntegration,
  savePaymentIntegration,
} from './integrations.service';
export {
  billingAddressRequired,
  noSalesTax,
  salesTaxByRegion,
  useSalesTaxRule,
  type SalesTax,
  type SalesTaxRule,
} from './sales-tax';
export { TEST_NONCES, testGatewayCharges } from './providers/test-gateway';
export type { ProviderSettings } from './providers/index';
