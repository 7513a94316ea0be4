import {
  paymentEndpoints as endpoints,
  type CaptureIntentBody,
  type PaymentIntent,
} from '@convene/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingQueries, bookingsSettled } from '../bookings/bookings';
import { fetchData } from '../core/endpoint-queries';
import { invoiceQueries } from './invoices';
import { isIntentKey } from './payment-intents';
import { useApiClient } from '../core/provider';
import { registrationQueries, registrationSettled } from '../ticketing/registration';

/**
 * `POST /organization/intents/{id}/capture {nonce, deviceData}`: pays an intent with the
 * payment form's nonce (takes the whole intent, as the SDK's hook does). Capturing twice
 * charges once. A successful capture clears every cached intent and the registration data;
 * what the intent paid for is refreshed: the event (the account is registered)
 * the invoice (paid) or the booking (confirmed, its slots taken).
 */
export function useCapturePaymentIntent() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ intent, ...body }: CaptureIntentBody & { intent: PaymentIntent }) =>
      fetchData(api, endpoints.capture, { params: { intentId: intent.id }, body }),
    onSuccess: (_data, { intent }) => {
      queryClient.removeQueries({ predicate: (query) => isIntentKey(query.queryKey) });
      if (intent.eventId) {
        queryClient.removeQueries({ queryKey: registrationQueries.all() });
        registrationSettled(queryClient, api, intent.eventId);
      }
      if (intent.invoiceId) void queryClient.invalidateQueries({ queryKey: invoiceQueries.all() });
      if (intent.bookingId) {
        void queryClient.invalidateQueries({ queryKey: bookingQueries.of(intent.bookingId) });
        bookingsSettled(queryClient);
      }
    },
  });
}
