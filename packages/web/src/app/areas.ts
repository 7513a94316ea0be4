import { accountsArea } from '../routes/accounts/area';
import { activitiesArea } from '../routes/activities/area';
import { authArea } from '../routes/auth/area';
import { groupsArea } from '../routes/groups/area';
import { interestsArea } from '../routes/interests/area';
import { notificationsArea } from '../routes/notifications/area';
import { settingsArea } from '../routes/settings/area';
import type { AreaDefinition } from './area';

/**
 * The product areas, one line each. An area lives in routes/<area>/ and exports its
 * definition from routes/<area>/area.ts (see packages/web/README.md).
 */
export const AREAS: AreaDefinition[] = [
  authArea,
  notificationsArea,
  settingsArea,
  groupsArea,
  activitiesArea,
  accountsArea,
  interestsArea,
];
