import { defineMessages } from '../../i18n/messages';
import { de } from './messages.de';
import { pt } from './messages.pt';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'payments.notNow': 'Not now',
  'payments.address.title': 'Billing address',
  'payments.address.add': 'Add an address',
  'payments.address.save': 'Save the address',
  'payments.address.cancel': 'Cancel',
  'payments.address.name': 'Name (optional)',
  'payments.address.address1': 'Address line 1',
  'payments.address.address2': 'Address line 2 (optional)',
  'payments.address.city': 'City',
  'payments.address.state': 'State or province',
  'payments.address.zip': 'Postal code',
  'payments.address.country': 'Country',
  'payments.address.required.address1': 'Address line 1 is required',
  'payments.address.required.state': 'State/province is required',
  'payments.address.required.zip': 'Postal code is required',

  'payments.card': 'Test card',
  'payments.testNote':
    'This community takes payments through the test gateway: no money moves. Pick one of its documented cards.',
  'payments.card.visa': 'Visa ending 4242 (approved)',
  'payments.card.mastercard': 'Mastercard ending 4444 (approved)',
  'payments.card.amex': 'American Express ending 0005 (approved)',
  'payments.card.declined': 'A card that is declined',
  'payments.card.insufficient': 'A card with insufficient funds',
  'payments.submit': 'Pay {amount}',
  'payments.failed': 'Payment failed. Please try another payment method.',
  'payments.manual': 'This community records payments by hand: you will receive an invoice.',
  'payments.unavailable': 'This payment method is not available in the app yet.',
  'payments.loading': 'Loading the payment form…',
  'payments.loadFailed':
    'The payment form could not be loaded. Check your connection and try again.',
  'payments.notConfigured':
    'Online payment is not set up for this community yet. Please contact the organizers.',
  'payments.processing': 'Confirming your payment…',
  'payments.canceled': 'The payment was canceled. Nothing was charged.',
  'payments.card.number': 'Card number',
  'payments.card.expiry': 'Expiry date',
  'payments.card.expiryPlaceholder': 'MM/YY',
  'payments.card.cvc': 'Security code',
  'payments.card.invalid': 'Check the payment details and try again.',
  'payments.card.invalidNumber': 'The card number is not valid.',
  'payments.card.invalidExpiry': 'The expiry date is not valid or has passed (MM/YY).',
  'payments.card.invalidCvc': 'The security code is not valid.',
};

export type PaymentsMessageId = keyof typeof en;

/** The payment pieces shared by the events and tickets areas: billing address and card forms. */
export const paymentsMessages = defineMessages({ en, es, fr, ja, de, pt });
