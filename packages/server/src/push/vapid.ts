// web-push is CommonJS: Node's ESM loader sees only its default export.
import webPush from 'web-push';
import { publicUrl, type Config } from '../config';
import { fileMadeOnce } from '../lib/file-made-once';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The VAPID key pair file in DATA_DIR when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set. */
export const VAPID_KEY_FILE = 'vapid.json';

type VapidConfig = Pick<
  Config,
  'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'dataDir' | 'PUBLIC_URL' | 'PORT'
>;

/** The subject push services may contact: VAPID_SUBJECT, else the public URL (https only) or a mailto. */
function subjectOf(config: VapidConfig): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const url = publicUrl(config as Config);
  return url.startsWith('https:') ? url : 'mailto:no-reply@convene.local';
}

async function load(config: VapidConfig): Promise<VapidKeys> {
  const subject = subjectOf(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const text = await fileMadeOnce(config.dataDir, VAPID_KEY_FILE, () =>
    JSON.stringify(webPush.generateVAPIDKeys()),
  );
  const keys = JSON.parse(text) as { publicKey?: string; privateKey?: string };
  if (!keys.publicKey || !keys.privateKey) {
    throw new Error(`${config.dataDir}/${VAPID_KEY_FILE} holds no VAPID key pair: delete it`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}

const loaded = new Map<string, Promise<VapidKeys>>();

/** The server's VAPID keys: from the environment, else made once in DATA_DIR (once per process). */
export function vapidKeysOf(config: VapidConfig): Promise<VapidKeys> {
  const source = config.VAPID_PUBLIC_KEY
    ? `env:${config.VAPID_PUBLIC_KEY}`
    : `file:${config.dataDir}`;
  let keys = loaded.get(source);
  if (!keys) {
    keys = load(config);
    loaded.set(source, keys);
    keys.catch(() => loaded.delete(source));
  }
  return keys;
}
