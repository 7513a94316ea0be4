import {
  useDeletePushDevice,
  useNotificationPreferences,
  usePushDevices,
  useUpdateNotificationPreferences,
} from '@convene/client';
import {
  EmailDigestSchema,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type EmailDigest,
  type NotificationPreferences,
  type NotificationType,
  type PushDevice,
} from '@convene/contract';
import { useIntl } from 'react-intl';
import type { NotificationSetting } from '../../app/area';
import { useNotificationSettings } from '../../app/notification-settings';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { SelectField } from '../../components/form-fields';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { Spinner } from '../../components/spinner';
import { showSuccessToast } from '../../components/toasts';
import { BrowserPush } from './browser-push';
import { settingFlags } from './setting-flags';
import { SettingsNav } from './settings-nav';
import { Switch } from './switch';

/**
 * Every kind of notification of the areas that exist × in the app, by email, by push
 * (decision 0046). A type listed twice (group and event announcements) has its in-app
 * switch on its first row only: there is one list.
 */
function PreferenceGrid({
  preferences,
  settings,
}: {
  preferences: NotificationPreferences;
  settings: NotificationSetting[];
}) {
  const intl = useIntl();
  const update = useUpdateNotificationPreferences();
  const setInApp = (type: NotificationType, shown: boolean) => {
    const muted = new Set(preferences.mutedTypes);
    if (shown) muted.delete(type);
    else muted.add(type);
    update.mutate({ mutedTypes: NOTIFICATION_TYPES.filter((item) => muted.has(item)) });
  };
  const seen = new Set<NotificationType>();
  const rows = settings.map((setting) => {
    const flags = settingFlags(setting);
    if (flags.inApp && seen.has(flags.inApp)) flags.inApp = null;
    else if (flags.inApp) seen.add(flags.inApp);
    return { setting, flags };
  });
  return (
    <Card className="p-0">
      <h2 id="channels-title" className="px-4 pt-4 text-lg font-semibold sm:px-6">
        {intl.formatMessage({ id: 'settings.notifications.channels' })}
      </h2>
      <div role="table" aria-labelledby="channels-title" className="mt-2">
        <div
          role="row"
          className="flex items-center gap-3 border-b border-gray-200 px-4 py-2 text-xs font-semibold tracking-wide text-gray-600 uppercase sm:px-6 dark:border-white/10 dark:text-gray-300"
        >
          <span role="columnheader" className="flex-1">
            <span className="sr-only">
              {intl.formatMessage({ id: 'settings.nav.notifications' })}
            </span>
          </span>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <span key={channel} role="columnheader" className="w-12 text-center">
              {intl.formatMessage({ id: `settings.notifications.${channel}` })}
            </span>
          ))}
        </div>
        {rows.map(({ setting, flags }) => {
          const name = intl.formatMessage({ id: setting.label });
          return (
            <div
              key={setting.label}
              role="row"
              className="flex min-h-14 items-center gap-3 border-b border-gray-100 px-4 last:border-b-0 sm:px-6 dark:border-white/5"
            >
              <span role="rowheader" className="flex-1 text-sm font-medium sm:text-base">
                {name}
              </span>
              {NOTIFICATION_CHANNELS.map((channel) => {
                const label = intl.formatMessage(
                  { id: 'settings.notifications.switch' },
                  {
                    category: name,
                    channel: intl.formatMessage({ id: `settings.notifications.${channel}` }),
                  },
                );
                const type = channel === 'inApp' ? flags.inApp : null;
                const key = channel === 'inApp' ? null : flags[channel];
                return (
                  <span key={channel} role="cell" className="flex w-12 justify-center">
                    {type ? (
                      <Switch
                        checked={!preferences.mutedTypes.includes(type)}
                        testId={`in-app-${type}`}
                        label={label}
                        onChange={(shown) => setInApp(type, shown)}
                      />
                    ) : null}
                    {key ? (
                      <Switch
                        checked={preferences[key]}
                        testId={`preference-${key}`}
                        label={label}
                        onChange={(checked) => update.mutate({ [key]: checked })}
                      />
                    ) : null}
                  </span>
                );
              })}
            </div>
          );
        })}
      </div>
    </Card>
  );
}

/** The email digest of unread notifications: never, daily or weekly. */
function EmailDigestChoice({ preferences }: { preferences: NotificationPreferences }) {
  const intl = useIntl();
  const update = useUpdateNotificationPreferences();
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold">
        {intl.formatMessage({ id: 'settings.digest.title' })}
      </h2>
      <SelectField
        className="mt-2"
        label={intl.formatMessage({ id: 'settings.digest.label' })}
        hint={intl.formatMessage({ id: 'settings.digest.intro' })}
        value={preferences.emailDigest}
        data-testid="email-digest"
        onChange={(event) => update.mutate({ emailDigest: event.target.value as EmailDigest })}
      >
        {EmailDigestSchema.options.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage({ id: `settings.digest.${option}` })}
          </option>
        ))}
      </SelectField>
    </Card>
  );
}

function DeviceRow({ device }: { device: PushDevice }) {
  const intl = useIntl();
  const remove = useDeletePushDevice();
  const name =
    device.name ||
    [device.brand ?? device.manufacturer, device.model].filter(Boolean).join(' ') ||
    intl.formatMessage({ id: 'settings.devices.unnamed' });
  return (
    <div className="flex flex-wrap items-center gap-3 py-2">
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{name}</span>
        <span className="text-sm text-gray-600 dark:text-gray-300">
          {intl.formatMessage(
            { id: 'settings.devices.details' },
            {
              service: intl.formatMessage({ id: `settings.devices.service.${device.pushService}` }),
              date: intl.formatDate(device.createdAt, { dateStyle: 'medium' }),
            },
          )}
        </span>
      </span>
      <Button
        size="small"
        variant="danger"
        loading={remove.isPending}
        aria-label={intl.formatMessage({ id: 'settings.devices.removeLabel' }, { name })}
        onClick={() =>
          remove.mutate(device.id, {
            onSuccess: () =>
              showSuccessToast(intl.formatMessage({ id: 'settings.devices.removed' })),
          })
        }
      >
        {intl.formatMessage({ id: 'settings.devices.remove' })}
      </Button>
    </div>
  );
}

function PushDevices() {
  const intl = useIntl();
  const devices = usePushDevices();
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold">
        {intl.formatMessage({ id: 'settings.devices.title' })}
      </h2>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
        {intl.formatMessage({ id: 'settings.devices.intro' })}
      </p>
      <div className="mt-3">
        <List
          items={devices.pushDevices}
          keyOf={(device) => device.id}
          renderItem={(device) => <DeviceRow device={device} />}
          loading={devices.isPending}
          hasMore={devices.hasNextPage}
          onEndReached={() => {
            if (devices.hasNextPage && !devices.isFetchingNextPage) void devices.fetchNextPage();
          }}
          empty={intl.formatMessage({ id: 'settings.devices.empty' })}
          label={intl.formatMessage({ id: 'settings.devices.title' })}
          className="flex flex-col divide-y divide-gray-100 dark:divide-white/5"
        />
      </div>
    </Card>
  );
}

/**
 * /settings/notifications: in-app, email and push per kind, the digest, and push devices —
 * only for the areas that exist (each registers its rows: `AreaDefinition.notificationSettings`).
 */
export function NotificationSettingsPage() {
  const intl = useIntl();
  const preferences = useNotificationPreferences();
  const settings = useNotificationSettings();
  return (
    <Page title={intl.formatMessage({ id: 'settings.notifications.title' })} width="narrow">
      <SettingsNav />
      <p className="mb-6 text-gray-700 dark:text-gray-300">
        {intl.formatMessage({ id: 'settings.notifications.intro' })}
      </p>
      {preferences.data ? (
        <div className="flex flex-col gap-6">
          <PreferenceGrid preferences={preferences.data} settings={settings} />
          <EmailDigestChoice preferences={preferences.data} />
          <BrowserPush />
          <PushDevices />
        </div>
      ) : (
        <div className="flex justify-center py-10">
          <Spinner size="large" />
        </div>
      )}
    </Page>
  );
}
