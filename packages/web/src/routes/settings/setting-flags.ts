import {
  ANNOUNCEMENT_FLAGS,
  preferenceFlagsFor,
  type NotificationPreferenceKey,
  type NotificationType,
} from '@convene/contract';
import type { NotificationSetting } from '../../app/area';

/** What each switch of a settings row sets (the in-app type, the flags); null where none. */
export interface SettingFlags {
  inApp: NotificationType | null;
  email: NotificationPreferenceKey | null;
  push: NotificationPreferenceKey | null;
}

/** A row's switches: a type's in-app, email and push (decision 0046), or a mail's email. */
export function settingFlags(setting: NotificationSetting): SettingFlags {
  if (!('type' in setting)) return { inApp: null, email: setting.email, push: null };
  const flags =
    setting.type === 'ANNOUNCEMENT' && setting.scope
      ? ANNOUNCEMENT_FLAGS[setting.scope]
      : preferenceFlagsFor(setting.type);
  return { inApp: setting.type, ...flags };
}
