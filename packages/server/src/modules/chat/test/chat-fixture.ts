import type { ChatChannelMember, ChatChannelMessage } from '@convene/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../../test/harness';
import { callInOrganization, type CallInOrganization } from '../../../test/api';

export interface ChatFixture {
  testApp: TestApp;
  organization: TestOrganization;
  /** Accounts of the organization (fresh ones: `user()`). */
  user(): Promise<TestUser>;
  call: CallInOrganization;
  /** `data` of a 2xx answer (fails the test otherwise). */
  ok<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    user: TestUser,
    payload?: unknown,
  ): Promise<T>;
  /** `creator` starts a conversation with `others` (1:1 when one and no name). */
  start(creator: TestUser, others: TestUser[], name?: string): Promise<ChatChannelMember>;
  send(user: TestUser, channelId: string, text: string): Promise<ChatChannelMessage>;
}

export function data<T>(response: { json(): unknown }): T {
  return (response.json() as { data: T }).data;
}

/** One app per test file (listening when `listen`, for sockets), with one organization. */
export function useChatFixture(options: { listen?: boolean; env?: Record<string, string> } = {}) {
  const fixture = {} as ChatFixture;
  beforeAll(async () => {
    const testApp = await createTestApp({
      ...options,
      env: { LOG_LEVEL: 'error', ...options.env },
    });
    const organization = await testApp.createOrganization();
    Object.assign(fixture, { testApp, organization });
    fixture.user = () => testApp.createUser(organization);
    fixture.call = callInOrganization(testApp, organization);
    fixture.ok = async <T>(
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      user: TestUser,
      payload?: unknown,
    ) => {
      const response = await fixture.call(method, url, user, payload);
      expect(response.statusCode, response.body).toBeLessThan(300);
      return data<T>(response);
    };
    fixture.start = (creator, others, name) =>
      fixture.ok<ChatChannelMember>('POST', '/self/chat/channels', creator, {
        ...(name === undefined ? {} : { name }),
        accountIds: others.map((other) => other.accountId),
      });
    fixture.send = (user, channelId, text) =>
      fixture.ok<ChatChannelMessage>('POST', `/self/chat/channels/${channelId}/messages`, user, {
        text,
      });
  });
  afterAll(() => fixture.testApp?.close());
  return fixture;
}
