import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Http2Server, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { webPushDeviceToken, type PushPayload } from '@convene/contract';
import { decodeJwt, importJWK, importSPKI, jwtVerify } from 'jose';
// web-push is CommonJS: Node's ESM loader sees only its default export.
import webPush from 'web-push';
import { afterAll, describe, expect, it } from 'vitest';
import { apnProvider } from './apn';
import { firebaseProvider } from './firebase';
import { huaweiProvider } from './huawei';
import { browserSubscription, decryptWebPush } from './providers.test-support';
import { fakeService, type FakeService } from './push-test-support';
import { webPushProvider } from './webpush';
import { xiaomiProvider } from './xiaomi';

const payload = (deviceToken: string, pushService: PushPayload['pushService']): PushPayload => ({
  deviceId: crypto.randomUUID(),
  deviceToken,
  pushService,
  title: 'Convene',
  body: 'Alice started following you',
  data: { notificationId: crypto.randomUUID(), type: 'FOLLOW', url: '/accounts/maya' },
});

const open: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(open.map((service) => service.close())));
async function service(answer: Parameters<typeof fakeService>[0]): Promise<FakeService> {
  const started = await fakeService(answer);
  open.push(started);
  return started;
}

/** The three answers every provider is tested with, by device token. */
const TOKENS = { good: 'token-good', gone: 'token-gone', busy: 'token-busy' };

describe('APNs provider', () => {
  it('posts over HTTP/2 with an ES256 provider token; 410 removes; 503 retries', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const seen: { path: string; headers: Record<string, unknown>; body: string }[] = [];
    const server: Http2Server = createServer();
    const sessions = new Set<ServerHttp2Session>();
    server.on('session', (session) => sessions.add(session));
    server.on('stream', (stream, headers) => {
      let body = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (body += chunk));
      stream.on('end', () => {
        const path = String(headers[':path']);
        seen.push({ path, headers, body });
        const token = path.split('/').pop();
        const [status, answer] =
          token === TOKENS.good
            ? [200, undefined]
            : token === TOKENS.gone
              ? [410, { reason: 'Unregistered', timestamp: Date.now() }]
              : [503, { reason: 'ServiceUnavailable' }];
        stream.respond({ ':status': status, 'apns-id': crypto.randomUUID() });
        stream.end(answer ? JSON.stringify(answer) : undefined);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    open.push({
      close: () =>
        new Promise((resolve) => {
          server.close(() => resolve());
          for (const session of sessions) session.destroy();
        }),
    });
    const provider = apnProvider({
      key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      keyId: 'KEY123',
      teamId: 'TEAM456',
      topic: 'org.convene.app',
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    });

    expect(await provider.send(payload(TOKENS.good, 'apn'))).toEqual({ result: 'delivered' });
    const [first] = seen;
    expect(first!.path).toBe(`/3/device/${TOKENS.good}`);
    expect(first!.headers['apns-topic']).toBe('org.convene.app');
    expect(first!.headers['apns-push-type']).toBe('alert');
    const jwt = String(first!.headers.authorization).replace(/^bearer /, '');
    const verified = await jwtVerify(
      jwt,
      await importSPKI(publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'ES256'),
    );
    expect(verified.protectedHeader).toMatchObject({ alg: 'ES256', kid: 'KEY123' });
    expect(verified.payload.iss).toBe('TEAM456');
    expect(JSON.parse(first!.body)).toMatchObject({
      aps: { alert: { title: 'Convene', body: 'Alice started following you' } },
      type: 'FOLLOW',
    });

    expect(await provider.send(payload(TOKENS.gone, 'apn'))).toMatchObject({ result: 'gone' });
    expect(await provider.send(payload(TOKENS.busy, 'apn'))).toMatchObject({ result: 'retry' });
  });
});

describe('Firebase (FCM HTTP v1) provider', () => {
  it('gets an OAuth token with the service account, sends; UNREGISTERED removes; 503 retries', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    let assertion = '';
    const fcm = await service((request) => {
      if (request.url === '/token') {
        assertion = new URLSearchParams(request.body.toString()).get('assertion') ?? '';
        return { status: 200, body: { access_token: 'ya29.test', expires_in: 3599 } };
      }
      const token = (JSON.parse(request.body.toString()) as { message: { token: string } }).message
        .token;
      if (request.headers.authorization !== 'Bearer ya29.test') return { status: 401 };
      if (token === TOKENS.good) return { status: 200, body: { name: 'projects/p/messages/1' } };
      if (token === TOKENS.gone) {
        return {
          status: 404,
          body: {
            error: {
              code: 404,
              status: 'NOT_FOUND',
              message: 'Requested entity was not found.',
              details: [
                {
                  '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
                  errorCode: 'UNREGISTERED',
                },
              ],
            },
          },
        };
      }
      return { status: 503, body: { error: { code: 503, status: 'UNAVAILABLE' } } };
    });
    const provider = firebaseProvider({
      projectId: 'convene-test',
      clientEmail: 'push@convene-test.iam.gserviceaccount.com',
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      tokenUrl: `${fcm.url}/token`,
      url: fcm.url,
    });
    expect(await provider.send(payload(TOKENS.good, 'firebase'))).toEqual({ result: 'delivered' });
    const sent = fcm.received.find((request) => request.url !== '/token')!;
    expect(sent.url).toBe('/v1/projects/convene-test/messages:send');
    expect(JSON.parse(sent.body.toString())).toMatchObject({
      message: {
        token: TOKENS.good,
        notification: { title: 'Convene', body: 'Alice started following you' },
        data: { type: 'FOLLOW' },
      },
    });
    const grant = await jwtVerify(
      assertion,
      await importSPKI(publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'RS256'),
    );
    expect(grant.payload).toMatchObject({
      iss: 'push@convene-test.iam.gserviceaccount.com',
      aud: `${fcm.url}/token`,
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
    });
    expect(await provider.send(payload(TOKENS.gone, 'firebase'))).toMatchObject({
      result: 'gone',
    });
    expect(await provider.send(payload(TOKENS.busy, 'firebase'))).toMatchObject({
      result: 'retry',
    });
    // The token was fetched once and reused.
    expect(fcm.received.filter((request) => request.url === '/token')).toHaveLength(1);
  });
});

describe('Huawei Push Kit provider', () => {
  it('sends with a client-credentials token; 80300007 removes; 502 retries', async () => {
    const huawei = await service((request) => {
      if (request.url === '/oauth2/v3/token') {
        const form = new URLSearchParams(request.body.toString());
        expect(form.get('grant_type')).toBe('client_credentials');
        expect(form.get('client_secret')).toBe('hw-secret');
        return {
          status: 200,
          body: { access_token: 'hw-token', expires_in: 3600, token_type: 'Bearer' },
        };
      }
      const [token] = (JSON.parse(request.body.toString()) as { message: { token: string[] } })
        .message.token;
      if (token === TOKENS.good)
        return { status: 200, body: { code: '80000000', msg: 'Success', requestId: '1' } };
      if (token === TOKENS.gone) {
        return {
          status: 200,
          body: { code: '80300007', msg: 'All the tokens are invalid', requestId: '2' },
        };
      }
      return { status: 502, body: { code: '81000001', msg: 'System inner error' } };
    });
    const provider = huaweiProvider({
      appId: '1234567',
      clientSecret: 'hw-secret',
      tokenUrl: `${huawei.url}/oauth2/v3/token`,
      url: huawei.url,
    });
    expect(await provider.send(payload(TOKENS.good, 'huawei'))).toEqual({ result: 'delivered' });
    const sent = huawei.received.find((request) => request.url.includes('messages:send'))!;
    expect(sent.url).toBe('/v1/1234567/messages:send');
    expect(sent.headers.authorization).toBe('Bearer hw-token');
    expect(await provider.send(payload(TOKENS.gone, 'huawei'))).toMatchObject({ result: 'gone' });
    expect(await provider.send(payload(TOKENS.busy, 'huawei'))).toMatchObject({ result: 'retry' });
  });
});

describe('Xiaomi MiPush provider', () => {
  it('posts the form with the app secret; an invalid regid removes; 500 retries', async () => {
    const xiaomi = await service((request) => {
      const form = new URLSearchParams(request.body.toString());
      const token = form.get('registration_id');
      if (token === TOKENS.good) {
        return {
          status: 200,
          body: { result: 'ok', code: 0, data: { id: 'scm01' }, description: '成功' },
        };
      }
      if (token === TOKENS.gone) {
        return {
          status: 200,
          body: {
            result: 'error',
            code: 20301,
            reason: 'Invalid regid',
            description: 'regid 不合法',
          },
        };
      }
      return { status: 500 };
    });
    const provider = xiaomiProvider({
      appSecret: 'mi-secret',
      packageName: 'org.convene.app',
      url: xiaomi.url,
    });
    expect(await provider.send(payload(TOKENS.good, 'xiaomi'))).toEqual({ result: 'delivered' });
    const [sent] = xiaomi.received;
    expect(sent!.url).toBe('/v3/message/regid');
    expect(sent!.headers.authorization).toBe('key=mi-secret');
    const form = new URLSearchParams(sent!.body.toString());
    expect(form.get('restricted_package_name')).toBe('org.convene.app');
    expect(form.get('description')).toBe('Alice started following you');
    expect(await provider.send(payload(TOKENS.gone, 'xiaomi'))).toMatchObject({ result: 'gone' });
    expect(await provider.send(payload(TOKENS.busy, 'xiaomi'))).toMatchObject({ result: 'retry' });
  });
});

describe('Web Push provider', () => {
  it('encrypts the payload for the subscription (aes128gcm) and signs with VAPID; 410 removes; 500 retries', async () => {
    const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:push@convene.test' };
    let status = 201;
    const endpoint = await service(() => ({ status }));
    const browser = browserSubscription(`${endpoint.url}/push/abc`);
    const provider = webPushProvider(async () => vapid);
    const token = webPushDeviceToken(browser.subscription);

    expect(await provider.send(payload(token, 'webpush'))).toEqual({ result: 'delivered' });
    const [request] = endpoint.received;
    expect(request!.url).toBe('/push/abc');
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.ttl).toBeDefined();
    const message = JSON.parse(decryptWebPush(request!.body, browser));
    expect(message).toMatchObject({
      title: 'Convene',
      body: 'Alice started following you',
      data: { type: 'FOLLOW' },
    });
    // The VAPID JWT is signed by the server's key, for the endpoint's origin.
    const [, jwt, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(request!.headers.authorization))!;
    expect(key).toBe(vapid.publicKey);
    const point = Buffer.from(vapid.publicKey, 'base64url');
    const verified = await jwtVerify(
      jwt!,
      await importJWK(
        {
          kty: 'EC',
          crv: 'P-256',
          x: point.subarray(1, 33).toString('base64url'),
          y: point.subarray(33).toString('base64url'),
        },
        'ES256',
      ),
    );
    expect(verified.payload).toMatchObject({ aud: endpoint.url, sub: vapid.subject });
    expect(decodeJwt(jwt!).exp).toBeGreaterThan(Date.now() / 1000);
    // A wrong auth secret cannot read it.
    expect(() =>
      decryptWebPush(request!.body, { ecdh: browser.ecdh, auth: randomBytes(16) }),
    ).toThrow();

    status = 410;
    expect(await provider.send(payload(token, 'webpush'))).toMatchObject({ result: 'gone' });
    status = 500;
    expect(await provider.send(payload(token, 'webpush'))).toMatchObject({ result: 'retry' });
    expect(await provider.send(payload('not json', 'webpush'))).toMatchObject({ result: 'gone' });
  });
});
