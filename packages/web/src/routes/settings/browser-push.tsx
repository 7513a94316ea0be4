import {
  useDeletePushDevice,
  usePushDevices,
  useRegisterPushDevice,
  useVapidPublicKey,
} from '@convene/client';
import { WebPushSubscriptionSchema } from '@convene/contract';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { showErrorToast, showSuccessToast } from '../../components/toasts';

/** The service worker that shows pushes (packages/web/public/sw.js). */
const SERVICE_WORKER = '/sw.js';

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key as the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The endpoint a `webpush` device's token names (its token is the subscription's JSON). */
function endpointOf(deviceToken: string | null): string | null {
  try {
    return WebPushSubscriptionSchema.parse(JSON.parse(deviceToken ?? '')).endpoint;
  } catch {
    return null;
  }
}

/**
 * Push in this browser: turning it on asks for permission, subscribes with the server's
 * VAPID key through the service worker and registers the subscription as a `webpush`
 * device; turning it off removes that device and unsubscribes.
 */
export function BrowserPush() {
  const intl = useIntl();
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);
  const key = useVapidPublicKey({ enabled: state !== 'unsupported' });
  const devices = usePushDevices();
  const register = useRegisterPushDevice();
  const remove = useDeletePushDevice();

  useEffect(() => {
    if (!supported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('denied');
    void currentSubscription().then(
      (subscription) => setState(subscription ? 'on' : 'off'),
      () => setState('off'),
    );
  }, []);

  const turnOn = async () => {
    if (!key.data) return;
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off');
        return;
      }
      const registration = await navigator.serviceWorker.register(SERVICE_WORKER, { scope: '/' });
      await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(key.data.publicKey),
        }));
      await register.mutateAsync({
        pushService: 'webpush',
        subscription: WebPushSubscriptionSchema.parse(subscription.toJSON()),
        name: intl.formatMessage({ id: 'settings.browserPush.deviceName' }),
      });
      setState('on');
      showSuccessToast(intl.formatMessage({ id: 'settings.browserPush.enabled' }));
    } catch {
      showErrorToast(intl.formatMessage({ id: 'settings.browserPush.failed' }));
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      const device = devices.pushDevices.find(
        (item) =>
          item.pushService === 'webpush' && endpointOf(item.deviceToken) === subscription?.endpoint,
      );
      if (device) await remove.mutateAsync(device.id);
      await subscription?.unsubscribe();
      setState('off');
      showSuccessToast(intl.formatMessage({ id: 'settings.browserPush.disabled' }));
    } catch {
      showErrorToast(intl.formatMessage({ id: 'settings.browserPush.failed' }));
    } finally {
      setBusy(false);
    }
  };

  const status =
    state === 'checking' ? null : intl.formatMessage({ id: `settings.browserPush.${state}` });
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold">
        {intl.formatMessage({ id: 'settings.browserPush.title' })}
      </h2>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
        {intl.formatMessage({ id: 'settings.browserPush.intro' })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p className="flex-1 text-sm" role="status" data-testid="browser-push-status">
          {status}
        </p>
        {state === 'off' ? (
          <Button
            size="small"
            loading={busy}
            disabled={!key.data}
            onClick={() => void turnOn()}
            data-testid="browser-push-on"
          >
            {intl.formatMessage({ id: 'settings.browserPush.turnOn' })}
          </Button>
        ) : null}
        {state === 'on' ? (
          <Button
            size="small"
            variant="secondary"
            loading={busy}
            onClick={() => void turnOff()}
            data-testid="browser-push-off"
          >
            {intl.formatMessage({ id: 'settings.browserPush.turnOff' })}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
