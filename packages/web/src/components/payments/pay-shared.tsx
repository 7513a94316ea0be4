import { ApiError, useCapturePaymentIntent } from '@convene/client';
import type { CaptureIntentBody, PaymentIntent } from '@convene/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../button';
import { formatMoney } from './money';

/** What every provider's payment form is given. */
export interface PaymentFormProps {
  intent: PaymentIntent;
  onPaid: () => void;
}

/** The message a failed capture shows: a decline (402) in the user's language, else the server's. */
function captureErrorText(intl: IntlShape, error: Error): string {
  return error instanceof ApiError && error.status === 402
    ? intl.formatMessage({ id: 'payments.failed' })
    : error.message;
}

/**
 * The capture of an intent as each payment form uses it: `capture(body)` sends the
 * provider's nonce and resolves true when the intent is paid (onPaid has run);
 * `fail(message)` shows a problem found before the capture (the provider's form refused the
 * card), already in the user's language.
 * `error` is the one message to show, the latest problem first.
 */
export function usePaymentCapture({ intent, onPaid }: PaymentFormProps) {
  const intl = useIntl();
  const mutation = useCapturePaymentIntent();
  const [problem, setProblem] = useState<string | null>(null);
  const capture = async (body: CaptureIntentBody): Promise<boolean> => {
    setProblem(null);
    try {
      await mutation.mutateAsync({ intent, ...body });
    } catch {
      // The mutation keeps the error; it is shown from there.
      return false;
    }
    onPaid();
    return true;
  };
  const fail = (message: string) => {
    mutation.reset();
    setProblem(message);
  };
  const error = problem ?? (mutation.error ? captureErrorText(intl, mutation.error) : null);
  return { capture, fail, error, pending: mutation.isPending };
}

/** A payment problem, announced, under the form. */
export function PaymentError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="font-medium text-red-700 dark:text-red-300"
      data-testid="payment-error"
    >
      {message}
    </p>
  );
}

/** A note in place of a payment form (manual payments, a provider not set up, loading). */
export function PaymentNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg bg-gray-100 p-3 dark:bg-white/10">
      {children}
    </p>
  );
}

/** The page's language without its region (`es-MX` → `es`): what Stripe Elements take. */
export const baseLanguage = (locale: string) => locale.split(/[-_]/)[0]!.toLowerCase();

/** Provider locales in `ll_CC` form (PayPal, Braintree) for the languages the app ships. */
const REGIONAL: Record<string, string> = {
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  ja: 'ja_JP',
};
export const regionalLocale = (locale: string) => REGIONAL[baseLanguage(locale)] ?? 'en_US';

/** The form's submit: "Pay $25.00", busy while the provider or our capture works. */
export function PayButton({
  intent,
  loading,
  disabled,
  onClick,
}: {
  intent: PaymentIntent;
  loading: boolean;
  disabled?: boolean;
  /** Without it the button submits its form. */
  onClick?: () => void;
}) {
  const intl = useIntl();
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      variant="primary"
      fullWidth
      disabled={disabled}
      loading={loading}
      onClick={onClick}
      data-testid="pay"
    >
      {intl.formatMessage(
        { id: 'payments.submit' },
        { amount: formatMoney(intl, intent.amount, intent.currency) },
      )}
    </Button>
  );
}

/**
 * A provider's browser SDK, loaded once the form mounts (never on the server, never in the
 * first script): null while loading, 'failed' when it could not load (blocked, offline).
 * `key` names what the load depends on; a new key loads again.
 */
export function useProviderSdk<T>(load: () => Promise<T | null>, key: string): T | null | 'failed' {
  const [sdk, setSdk] = useState<T | null | 'failed'>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => current && setSdk(loaded ?? 'failed'),
      () => current && setSdk('failed'),
    );
    return () => {
      current = false;
    };
    // `load` is a new closure each render; `key` says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return sdk;
}
