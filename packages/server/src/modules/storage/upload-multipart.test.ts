import { readFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  FILE_MAX_BYTES,
  MESSAGES,
  STORAGE_MESSAGES,
  storageQuotaMessage,
  VIDEO_MAX_BYTES,
} from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { accountStorageBytes, insertFile } from './storage.repository';
import { bytesUnder, mp4Parts, pausedHalfway } from './test-media';

/** A real multipart/form-data body, as a browser's FormData sends it. */
async function formBody(parts: {
  fields?: Record<string, string>;
  file?: { bytes: Buffer; filename: string; type: string };
}): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts.fields ?? {})) form.append(name, value);
  if (parts.file)
    form.append(
      'file',
      new Blob([new Uint8Array(parts.file.bytes)], { type: parts.file.type }),
      parts.file.filename,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/** A multipart body around a file that is itself a stream (too large to build in memory). */
function streamedForm(content: Readable, filename: string, type: string) {
  const boundary = `----convene-test-${crypto.randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Readable.from(
      (async function* () {
        yield head;
        for await (const chunk of content) yield chunk as Buffer;
        yield tail;
      })(),
    ),
  };
}

describe('multipart uploads', () => {
  let t: TestApp;
  let org: TestOrganization;
  let alice: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    alice = await t.createUser(org);
  });
  afterAll(() => t.close());

  const post = (
    user: TestUser,
    url: string,
    body: { payload: Buffer | Readable; contentType: string },
  ) =>
    t.inject({
      method: 'POST',
      url,
      headers: { ...user.headers, 'content-type': body.contentType },
      payload: body.payload,
    });

  it("stores a file with the part's name and media type, byte for byte", async () => {
    const bytes = Buffer.from('%PDF-1.7 a small file\n\u0001\u0002 binary tail');
    const response = await post(
      alice,
      '/api/storage/files/multipart',
      await formBody({
        fields: { note: 'fields before the file are skipped' },
        file: { bytes, filename: 'notes.pdf', type: 'application/pdf' },
      }),
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      name: 'notes.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
    });
    const stored = readFileSync(join(t.config.dataDir, (data.url as string).replace(/^\//, '')));
    expect(stored.equals(bytes)).toBe(true);
  });

  it("takes the name from the query over the part's file name", async () => {
    const response = await post(
      alice,
      '/api/storage/files/multipart?name=report.txt',
      await formBody({ file: { bytes: Buffer.from('x'), filename: 'blob', type: 'text/plain' } }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'report.txt', contentType: 'text/plain' });
  });

  it('stores a video with its dimensions', async () => {
    const video = mp4Parts(150_000, 10_000);
    const chunks: Buffer[] = [];
    for await (const chunk of video.stream()) chunks.push(chunk as Buffer);
    const response = await post(
      alice,
      '/api/storage/videos/multipart?source=activity',
      await formBody({
        file: { bytes: Buffer.concat(chunks), filename: 'clip.mp4', type: 'video/mp4' },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'clip.mp4',
      source: 'activity',
      contentType: 'video/mp4',
      size: video.size,
      width: 1280,
      height: 720,
    });
  });

  it("refuses what is not a video with the contract's message", async () => {
    const response = await post(
      alice,
      '/api/storage/videos/multipart?source=content',
      await formBody({
        file: {
          bytes: Buffer.from('just some text, not a video'),
          filename: 'a.mp4',
          type: 'video/mp4',
        },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.invalidVideo, field: 'file' });
  });

  it('answers 413 naming the limit for a video over 50 MB and a file over 25 MB', async () => {
    const video = mp4Parts(VIDEO_MAX_BYTES + 1);
    const tooLong = await post(
      alice,
      '/api/storage/videos/multipart?source=activity',
      streamedForm(video.stream(), 'long.mp4', 'video/mp4'),
    );
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json()).toMatchObject({
      message: STORAGE_MESSAGES.videoTooLarge,
      field: 'file',
    });

    const file = mp4Parts(FILE_MAX_BYTES + 1);
    const tooBig = await post(
      alice,
      '/api/storage/files/multipart',
      streamedForm(file.stream(), 'big.bin', 'application/octet-stream'),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: STORAGE_MESSAGES.fileTooLarge, field: 'file' });
  }, 60_000);

  it('answers 413 naming the quota for an account near it', async () => {
    const user = await t.createUser(org);
    const quota = t.config.STORAGE_QUOTA_BYTES_PER_ACCOUNT;
    await insertFile(t.runtime.services.db, {
      organizationId: org.id,
      accountId: user.accountId,
      name: 'almost-everything.bin',
      key: `${org.id}/files/${crypto.randomUUID()}.bin`,
      url: '/files/none',
      contentType: 'application/octet-stream',
      size: quota - 100,
    });
    const response = await post(
      user,
      '/api/storage/files/multipart',
      await formBody({
        file: { bytes: Buffer.alloc(1_000, 1), filename: 'a.bin', type: 'text/plain' },
      }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: storageQuotaMessage(quota) });
    // Nothing of the refused upload was kept.
    const stored = await accountStorageBytes(
      t.runtime.services.db,
      { organizationId: org.id },
      user.accountId,
    );
    expect(stored).toBe(quota - 100);
  });

  it('refuses a body that is not multipart, or has no file part, or no name', async () => {
    const json = await t.inject({
      method: 'POST',
      url: '/api/storage/files/multipart?name=a.txt',
      headers: alice.headers,
      payload: { dataUri: 'data:text/plain;base64,eA==' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({
      message: STORAGE_MESSAGES.multipartRequired,
      field: 'file',
    });

    const fieldsOnly = await post(
      alice,
      '/api/storage/files/multipart?name=a.txt',
      await formBody({ fields: { name: 'a.txt' } }),
    );
    expect(fieldsOnly.statusCode).toBe(400);
    expect(fieldsOnly.json().message).toBe(STORAGE_MESSAGES.multipartRequired);

    const unnamed = await post(
      alice,
      '/api/storage/files/multipart',
      await formBody({ file: { bytes: Buffer.from('x'), filename: ' ', type: 'text/plain' } }),
    );
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ message: STORAGE_MESSAGES.nameRequired, field: 'name' });
  });

  it('writes a 20 MB video to storage while the form arrives, not after', async () => {
    const video = mp4Parts(20 * 1024 * 1024);
    const filesDir = join(t.config.dataDir, 'files');
    const paced = pausedHalfway(video, filesDir);
    const before = bytesUnder(filesDir);
    const response = await post(
      alice,
      '/api/storage/videos/multipart?source=content&name=paced.mp4',
      streamedForm(paced.body, 'ignored.mp4', 'video/mp4'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ size: video.size, name: 'paced.mp4' });
    expect(paced.storedAtHalf() - before).toBeGreaterThan(video.size / 4);
  }, 60_000);
});

describe('a refused upload over a real connection', () => {
  let t: TestApp;
  let user: TestUser;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    user = await t.createUser(await t.createOrganization());
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /**
   * On one keep-alive connection: an upload of 30 MB that the server refuses after its first
   * bytes (not a video), written whole, then `GET /api/health`. The status lines of both
   * answers, or 'stalled' when the server stopped reading the refused body.
   */
  function refusedThenNext(path: string, contentType: string, head: string): Promise<string[]> {
    const body = Buffer.concat([
      Buffer.from(head + 'not a video at all. '.repeat(10)),
      Buffer.alloc(30 * 1024 * 1024, 1),
    ]);
    const headers = Object.entries(user.headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      const statusLines = () => received.match(/HTTP\/1\.1 \d{3}/g) ?? [];
      const stalled = setTimeout(() => {
        socket.destroy();
        resolve([...statusLines(), 'stalled']);
      }, 15_000);
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString('latin1');
        if (statusLines().length === 2) {
          clearTimeout(stalled);
          socket.destroy();
          resolve(statusLines());
        }
      });
      socket.on('error', () => undefined);
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Content-Type: ${contentType}\r\n` +
          `Content-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body, () => socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'));
    });
  }

  it('reads and drops the rest of a raw stream, and the connection serves the next request', async () => {
    expect(
      await refusedThenNext(
        '/api/storage/videos/stream?source=activity&name=a.mp4',
        'application/octet-stream',
        '',
      ),
    ).toEqual(['HTTP/1.1 400', 'HTTP/1.1 200']);
  }, 30_000);

  it('reads and drops the rest of a multipart form, and the connection serves the next request', async () => {
    expect(
      await refusedThenNext(
        '/api/storage/videos/multipart?source=activity',
        'multipart/form-data; boundary=b0undary',
        '--b0undary\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\n\r\n',
      ),
    ).toEqual(['HTTP/1.1 400', 'HTTP/1.1 200']);
  }, 30_000);
});
