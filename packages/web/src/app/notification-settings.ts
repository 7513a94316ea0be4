import { createContext, useContext } from 'react';
import type { NotificationSetting } from './area';

/**
 * The notification settings of the enabled areas (`notificationSettingsFor` in areas.ts),
 * given by the app layout: pages read them here without importing the area registry.
 */
export const NotificationSettingsContext = createContext<NotificationSetting[]>([]);

export function useNotificationSettings(): NotificationSetting[] {
  return useContext(NotificationSettingsContext);
}
