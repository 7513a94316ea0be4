import { CHANNEL_MESSAGES, type Content, type StoredFile } from '@convene/contract';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/harness';
import { MP3_DATA_URI, useChannelsFixture } from './test/channels-fixture';

const f = useChannelsFixture();

const MP3_BYTES = Buffer.from(MP3_DATA_URI.slice(MP3_DATA_URI.indexOf(',') + 1), 'base64');

async function streamFile(user: TestUser, name: string, contentType: string): Promise<StoredFile> {
  const response = await f.testApp.inject({
    method: 'POST',
    url: `/api/storage/files/stream?name=${name}&contentType=${encodeURIComponent(contentType)}`,
    headers: { ...user.headers, 'content-type': 'application/octet-stream' },
    payload: MP3_BYTES,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return (response.json() as { data: StoredFile }).data;
}

describe('content audio from an uploaded file (audioId)', () => {
  it('makes a streamed upload the audio of a new content, and replaces or removes it on update', async () => {
    const channel = await f.createChannel();
    const file = await streamFile(f.admin, 'episode.mp3', 'audio/mpeg');
    const created = await f.call('POST', `/channels/${channel.id}/contents`, f.admin, {
      type: 'audio',
      title: 'Episode one',
      audioId: file.id,
    });
    expect(created.statusCode).toBe(201);
    const content = (created.json() as { data: Content }).data;
    expect(content.audio).toMatchObject({
      id: file.id,
      name: 'episode.mp3',
      url: file.url,
      contentType: 'audio/mpeg',
    });

    const second = await streamFile(f.admin, 'episode-v2.mp3', 'audio/mpeg');
    const path = `/channels/${channel.id}/contents/${content.id}`;
    const replaced = await f.call('PUT', path, f.admin, { content: { audioId: second.id } });
    expect((replaced.json() as { data: Content }).data.audio).toMatchObject({
      name: 'episode-v2.mp3',
    });
    const removed = await f.call('PUT', path, f.admin, { content: { audioId: null } });
    expect((removed.json() as { data: Content }).data.audio).toBeNull();
  });

  it('answers 404 for a file of another organization or none, and 400 for a file that is not audio', async () => {
    const channel = await f.createChannel();
    const elsewhere = await f.testApp.createOrganization();
    const stranger = await f.testApp.createUser(elsewhere);
    const foreign = await streamFile(stranger, 'theirs.mp3', 'audio/mpeg');
    const create = (audioId: string) =>
      f.call('POST', `/channels/${channel.id}/contents`, f.admin, {
        type: 'audio',
        title: 'Episode',
        audioId,
      });

    for (const id of [foreign.id, crypto.randomUUID()]) {
      const response = await create(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        message: CHANNEL_MESSAGES.audioFileNotFound,
        field: 'audioId',
      });
    }

    const pdf = await streamFile(f.admin, 'notes.pdf', 'application/pdf');
    const notAudio = await create(pdf.id);
    expect(notAudio.statusCode).toBe(400);
    expect(notAudio.json()).toMatchObject({
      message: CHANNEL_MESSAGES.audioFileNotAudio,
      field: 'audioId',
    });
    const draft = await f.createContent(channel, {}, { draft: true });
    const update = await f.call('PUT', `/channels/${channel.id}/contents/${draft.id}`, f.admin, {
      content: { audioId: pdf.id },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({ field: 'content.audioId' });
  });
});
