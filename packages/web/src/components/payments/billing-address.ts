import type { BillingAddressChoice } from '@convene/client';
import { useState } from 'react';
import { useOrganizationConfig } from '../../app/config-context';

/** The billing address of one payment form. */
export interface BillingAddress {
  /** Does paying ask for an address? Only when the organization taxes by one. */
  required: boolean;
  /** What the intent is made for: the chosen address ('' until one is), null when none is asked. */
  addressId: BillingAddressChoice;
  choose: (addressId: string) => void;
}

/**
 * A payment form's billing address: chosen in the address picker when the organization's
 * configuration requires one (`BILLING_ADDRESS_REQUIRED`), else none, and the intent is made
 * without it.
 */
export function useBillingAddress(): BillingAddress {
  const required = useOrganizationConfig().BILLING_ADDRESS_REQUIRED;
  const [chosen, choose] = useState('');
  return { required, addressId: required ? chosen : null, choose };
}
