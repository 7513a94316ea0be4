import type { Config } from '../config';
import { apnProvider } from './apn';
import { firebaseProvider } from './firebase';
import { huaweiProvider } from './huawei';
import type { PushProviders } from './push-provider';
import { vapidKeysOf } from './vapid';
import { webPushProvider } from './webpush';
import { xiaomiProvider } from './xiaomi';

export type { PushOutcome, PushProvider, PushProviders } from './push-provider';
export { vapidKeysOf, type VapidKeys } from './vapid';

/** A PEM given in one line of an env file, with `\n` escapes. */
const pem = (text: string) => text.replace(/\\n/g, '\n');

interface ServiceAccount {
  project_id?: string;
  client_email?: string;
  private_key?: string;
  token_uri?: string;
}

/**
 * The push providers the environment configures (docs/notifications.md): Web
 * Push always (its VAPID keys are made when not given), the mobile services when their
 * variables are all set. A bad FCM key fails the start with the variable's name.
 */
export function pushProvidersFrom(config: Config): PushProviders {
  const providers: PushProviders = { webpush: webPushProvider(() => vapidKeysOf(config)) };
  if (config.APNS_KEY && config.APNS_KEY_ID && config.APNS_TEAM_ID && config.APNS_TOPIC) {
    providers.apn = apnProvider({
      key: pem(config.APNS_KEY),
      keyId: config.APNS_KEY_ID,
      teamId: config.APNS_TEAM_ID,
      topic: config.APNS_TOPIC,
      url: config.APNS_URL,
    });
  }
  if (config.FCM_SERVICE_ACCOUNT) {
    let account: ServiceAccount;
    try {
      account = JSON.parse(config.FCM_SERVICE_ACCOUNT) as ServiceAccount;
    } catch {
      throw new Error('FCM_SERVICE_ACCOUNT: must be the service account JSON key');
    }
    if (!account.project_id || !account.client_email || !account.private_key) {
      throw new Error('FCM_SERVICE_ACCOUNT: needs project_id, client_email and private_key');
    }
    providers.firebase = firebaseProvider({
      projectId: account.project_id,
      clientEmail: account.client_email,
      privateKey: pem(account.private_key),
      tokenUrl: config.FCM_TOKEN_URL ?? account.token_uri ?? 'https://oauth2.googleapis.com/token',
      url: config.FCM_URL,
    });
  }
  if (config.HUAWEI_APP_ID && config.HUAWEI_CLIENT_SECRET) {
    providers.huawei = huaweiProvider({
      appId: config.HUAWEI_APP_ID,
      clientSecret: config.HUAWEI_CLIENT_SECRET,
      tokenUrl: config.HUAWEI_TOKEN_URL,
      url: config.HUAWEI_URL,
    });
  }
  if (config.XIAOMI_APP_SECRET && config.XIAOMI_PACKAGE_NAME) {
    providers.xiaomi = xiaomiProvider({
      appSecret: config.XIAOMI_APP_SECRET,
      packageName: config.XIAOMI_PACKAGE_NAME,
      url: config.XIAOMI_URL,
    });
  }
  return providers;
}
