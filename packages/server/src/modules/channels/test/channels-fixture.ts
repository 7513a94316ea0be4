import type { Channel, Content } from '@convene/contract';
import { afterAll, beforeAll } from 'vitest';
import {
  createTestApp,
  uniqueName,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../../test/harness';
import { callInOrganization, type CallInOrganization } from '../../../test/api';

/** A tiny MP3 (an ID3 header and a frame sync), as a data URI. */
export const MP3_DATA_URI = `data:audio/mpeg;base64,${Buffer.concat([
  Buffer.from('ID3'),
  Buffer.from([3, 0, 0, 0, 0, 0, 0]),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(400),
]).toString('base64')}`;

export interface ChannelsFixture {
  testApp: TestApp;
  organization: TestOrganization;
  admin: TestUser;
  member: TestUser;
  other: TestUser;
  call: CallInOrganization;
  /** A channel the admin creates (name unique), and its page. */
  createChannel(fields?: Record<string, unknown>): Promise<Channel>;
  /** A content the admin adds to `channel`, published an hour ago unless `draft`. */
  createContent(
    channel: Channel,
    fields?: Record<string, unknown>,
    options?: { draft?: boolean },
  ): Promise<Content>;
}

/** One app per test file, with an organization, an administrator and two members. */
export function useChannelsFixture(): ChannelsFixture {
  const fixture = {} as ChannelsFixture;
  beforeAll(async () => {
    const testApp = await createTestApp();
    const organization = await testApp.createOrganization();
    Object.assign(fixture, {
      testApp,
      organization,
      admin: await testApp.createUser(organization, { admin: true }),
      member: await testApp.createUser(organization),
      other: await testApp.createUser(organization),
    });
    fixture.call = callInOrganization(testApp, organization);
    fixture.createChannel = async (fields = {}) => {
      const response = await fixture.call('POST', '/channels', fixture.admin, {
        channel: { name: uniqueName('Channel'), ...fields },
      });
      if (response.statusCode !== 201) throw new Error(response.body);
      return (response.json() as { data: Channel }).data;
    };
    fixture.createContent = async (channel, fields = {}, options = {}) => {
      const created = await fixture.call(
        'POST',
        `/channels/${channel.id}/contents`,
        fixture.admin,
        {
          type: 'article',
          title: uniqueName('Content'),
          body: '<p>Hello</p>',
          ...fields,
        },
      );
      if (created.statusCode !== 201) throw new Error(created.body);
      const content = (created.json() as { data: Content }).data;
      if (options.draft) return content;
      const scheduled = await fixture.call(
        'POST',
        `/channels/${channel.id}/contents/${content.id}/schedule`,
        fixture.admin,
        { date: new Date(Date.now() - 3_600_000).toISOString(), email: false, push: false },
      );
      return (scheduled.json() as { data: Content }).data;
    };
  });
  afterAll(() => fixture.testApp?.close());
  return fixture;
}
