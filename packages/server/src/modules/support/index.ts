import type { ServerModule } from '../server-module';
import { supportRoutes } from './support.routes';

/**
 * The support desk (decision 0039): tickets from members and visitors (rate limited, spam
 * checked, confirmed by mail), answered by administrators with notes and mailed replies.
 */
export const supportModule: ServerModule = {
  name: 'support',
  routes: supportRoutes,
};

/** For the seed: tickets and their conversation as they were written. */
export { insertNote, insertTicket } from './support.repository';
