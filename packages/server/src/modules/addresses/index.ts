import type { ServerModule } from '../server-module';
import { addressRoutes } from './addresses.routes';

export const addressesModule: ServerModule = { name: 'addresses', routes: addressRoutes };

/** What other modules use: the address an intent is taxed by (payments). */
export { requireAccountAddress, type AddressRow } from './addresses.service';
/** The seed's address for a demo account. */
export { savePrimaryAddress } from './addresses.service';
/** The address a payment that names none is taxed by (subscription renewals). */
export { findPrimaryAddress } from './addresses.repository';
