import {
  emailRegistrationEndpoints as endpoints,
  type EmailRegistrationBody,
  type EmailRegistrationConfirmBody,
} from '@convene/contract';
import { useMutation } from '@tanstack/react-query';
import { fetchData } from '../core/endpoint-queries';
import { useApiClient } from '../core/provider';

/**
 * Email registration (decision 0069), signed out: `useStartEmailRegistration` mails a code,
 * `useConfirmEmailRegistration` answers the tokens to store (`IdentityClient.storeAuthenticationResult`)
 * and, when the event asks for nothing more, the registration.
 */
export function useStartEmailRegistration(eventId: string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: (body: EmailRegistrationBody) =>
      fetchData(api, endpoints.start, { params: { eventId }, body }),
  });
}

export function useConfirmEmailRegistration(eventId: string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: (body: EmailRegistrationConfirmBody) =>
      fetchData(api, endpoints.confirm, { params: { eventId }, body }),
  });
}
