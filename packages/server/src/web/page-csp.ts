import type { PaymentProvider } from '@convene/contract';
import type { Config } from '../config';

/**
 * The payment providers' own hosts the web's payment forms load from and talk to (their
 * documented CSP lists; packages/web/src/components/payments/pay-*.tsx): Stripe.js and its
 * iframes, PayPal's buttons, the Braintree Drop-in, Accept.js.
 */
export const PAYMENT_FORM_SOURCES = {
  script: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://*.paypal.com',
    'https://www.paypalobjects.com',
    'https://js.braintreegateway.com',
    'https://assets.braintreegateway.com',
    'https://js.authorize.net',
    'https://jstest.authorize.net',
  ],
  style: ['https://assets.braintreegateway.com'],
  frame: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://*.paypal.com',
    'https://assets.braintreegateway.com',
    'https://*.cardinalcommerce.com',
  ],
};

/** Where each provider's browser code sends its requests (fetch/XHR), for `connect-src`. */
const PAYMENT_CONNECT_SOURCES: Partial<Record<PaymentProvider, string[]>> = {
  stripe: ['https://api.stripe.com', 'https://*.stripe.com'],
  paypal: ['https://*.paypal.com'],
  braintree: [
    'https://*.braintreegateway.com',
    'https://*.braintree-api.com',
    'https://*.cardinalcommerce.com',
  ],
  authorizenet: ['https://api2.authorize.net', 'https://apitest.authorize.net'],
};

const GOOGLE_TAG_MANAGER = 'https://www.googletagmanager.com';

/** The origins of the deployment's public and storage addresses the browser reads with fetch (media streams). */
export function configuredOrigins(
  config: Pick<Config, 'PUBLIC_URL' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_PUBLIC_URL'>,
): string[] {
  const urls = [config.PUBLIC_URL, config.S3_PUBLIC_URL, config.S3_ENDPOINT];
  if (config.S3_BUCKET && !config.S3_PUBLIC_URL)
    urls.push(`https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`);
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    const origin = new URL(url).origin;
    origins.add(origin);
    if (url === config.PUBLIC_URL) origins.add(origin.replace(/^http/, 'ws'));
  }
  return [...origins];
}

export interface PagePolicyInput {
  /** The per-response nonce the page's own inline scripts carry. */
  nonce: string;
  /** The origin the visitor used (scheme and host): its socket address is allowed too. */
  origin: string;
  /** From `configuredOrigins`. */
  configured: readonly string[];
  /** The organization's enabled payment providers. */
  providers: readonly PaymentProvider[];
}

/**
 * The Content-Security-Policy of a server-rendered page: scripts only from the site, the
 * tag manager, the payment forms and inline scripts carrying this response's nonce (no
 * 'unsafe-inline'); requests only to the site itself (its socket included), the deployment's
 * configured public and storage addresses and the payment providers the organization has
 * enabled.
 */
export function pageContentSecurityPolicy(input: PagePolicyInput): string {
  const socket = input.origin.replace(/^http/, 'ws');
  const connect = new Set(["'self'", socket, ...input.configured]);
  for (const provider of input.providers)
    for (const source of PAYMENT_CONNECT_SOURCES[provider] ?? []) connect.add(source);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    [
      'script-src',
      ["'self'", `'nonce-${input.nonce}'`, GOOGLE_TAG_MANAGER, ...PAYMENT_FORM_SOURCES.script],
    ],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'", ...PAYMENT_FORM_SOURCES.style]],
    ['frame-src', ["'self'", ...PAYMENT_FORM_SOURCES.frame]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', 'http:']],
    ['media-src', ["'self'", 'data:', 'blob:', 'https:', 'http:']],
    ['connect-src', [...connect]],
    ['font-src', ["'self'", 'data:']],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join(';');
}
