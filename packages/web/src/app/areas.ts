import { accountsArea } from '../routes/accounts/area';
import { adminArea } from '../routes/admin/area';
import { activitiesArea } from '../routes/activities/area';
import { authArea } from '../routes/auth/area';
import { bookingsArea } from '../routes/bookings/area';
import { channelStudioArea } from '../routes/channel-studio/area';
import { channelsArea } from '../routes/channels/area';
import { eventsArea, invoicesArea } from '../routes/events/area';
import { groupsArea } from '../routes/groups/area';
import { hostArea } from '../routes/host/area';
import { interestsArea } from '../routes/interests/area';
import { notificationsArea } from '../routes/notifications/area';
import { settingsArea } from '../routes/settings/area';
import { ticketsArea } from '../routes/tickets/area';
import { hostDoorArea } from '../routes/host-door/area';
import { hostProgramArea } from '../routes/host-program/area';
import { membershipsArea } from '../routes/memberships/area';
import { messagesArea } from '../routes/messages/area';
import { surveysArea } from '../routes/surveys/area';
import { supportArea } from '../routes/support/area';
import { threadsArea } from '../routes/threads/area';
import { searchArea } from '../routes/search/area';
import { isModuleEnabled, type ModulesConfig } from '@convene/contract';
import type { AdminLink, AreaDefinition, NotificationSetting } from './area';

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
  eventsArea,
  invoicesArea,
  ticketsArea,
  hostArea,
  hostDoorArea,
  hostProgramArea,
  channelsArea,
  channelStudioArea,
  membershipsArea,
  messagesArea,
  threadsArea,
  surveysArea,
  supportArea,
  bookingsArea,
  searchArea,
  adminArea,
];

/** The areas whose module is enabled (areas without a module are always on). */
export function enabledAreas(config: ModulesConfig): AreaDefinition[] {
  return AREAS.filter((area) => !area.module || isModuleEnabled(config, area.module));
}

/** The notification settings of the enabled areas, in area order. */
export function notificationSettingsFor(config: ModulesConfig): NotificationSetting[] {
  return enabledAreas(config).flatMap((area) => area.notificationSettings ?? []);
}

/** The administrators' screens of the enabled areas, in area order (/admin). */
export function adminLinksFor(config: ModulesConfig): AdminLink[] {
  return enabledAreas(config).flatMap((area) => area.adminLinks ?? []);
}
