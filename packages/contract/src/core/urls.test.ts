import { describe, expect, it } from 'vitest';
import { UpdateSelfBodySchema } from '../people/account';
import { ActivityEntityInputSchema } from '../community/activities';
import { CreateGroupBodySchema, UpdateGroupBodySchema } from '../community/groups';
import { HTTP_URL_MESSAGE, HttpUrlSchema, isHttpUrl } from './urls';

const REFUSED = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://example.org/file',
  'file:///etc/passwd',
  '//example.org',
  'example.org',
  'http://',
  'https://exa mple.org',
  'https://example.org/\nx',
  'not a url',
];

function messageOf(result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return result.error?.issues[0];
}

describe('HttpUrlSchema', () => {
  it('accepts http and https URLs, trimmed', () => {
    for (const url of ['https://example.org', 'http://example.org/a?b=c#d', 'HTTPS://EXAMPLE.ORG'])
      expect(HttpUrlSchema.safeParse(url).success, url).toBe(true);
    expect(HttpUrlSchema.parse('  https://example.org/x  ')).toBe('https://example.org/x');
  });

  it('refuses every other scheme and anything that is no absolute web link, with one message', () => {
    for (const url of REFUSED) {
      expect(isHttpUrl(url.trim()), url).toBe(false);
      expect(messageOf(HttpUrlSchema.safeParse(url))?.message, url).toBe(HTTP_URL_MESSAGE);
    }
  });

  it('limits the length', () => {
    expect(HttpUrlSchema.safeParse(`https://example.org/${'a'.repeat(2048)}`).success).toBe(false);
  });
});

describe('URL fields users set are http(s) only', () => {
  it('profile website', () => {
    const issue = messageOf(UpdateSelfBodySchema.safeParse({ website: 'javascript:alert(1)' }));
    expect(issue).toMatchObject({ message: HTTP_URL_MESSAGE, path: ['website'] });
    expect(UpdateSelfBodySchema.parse({ website: 'https://example.org' }).website).toBe(
      'https://example.org',
    );
    expect(UpdateSelfBodySchema.parse({ website: null }).website).toBeNull();
  });

  it('social links: URL-looking values must be http(s), handles stay allowed', () => {
    for (const value of ['javascript:alert(1)', 'ftp://example.org/ada', 'data:text/html,x'])
      expect(messageOf(UpdateSelfBodySchema.safeParse({ twitter: value })), value).toMatchObject({
        message: HTTP_URL_MESSAGE,
        path: ['twitter'],
      });
    expect(messageOf(UpdateSelfBodySchema.safeParse({ twitter: 'two words' }))?.message).toBe(
      'Enter a link (https://…) or a handle',
    );
    const parsed = UpdateSelfBodySchema.parse({
      twitter: '@ada_l',
      discord: 'ada#1234',
      linkedIn: 'https://www.linkedin.com/in/ada',
      facebook: '',
    });
    expect(parsed).toEqual({
      twitter: '@ada_l',
      discord: 'ada#1234',
      linkedIn: 'https://www.linkedin.com/in/ada',
      facebook: null,
    });
  });

  it('group external URL, on create and update', () => {
    const create = CreateGroupBodySchema.safeParse({
      group: { name: 'Hikers', externalUrl: 'javascript:alert(1)' },
    });
    expect(messageOf(create)).toMatchObject({
      message: HTTP_URL_MESSAGE,
      path: ['group', 'externalUrl'],
    });
    const update = UpdateGroupBodySchema.safeParse({ group: { externalUrl: 'data:text/html,x' } });
    expect(messageOf(update)?.message).toBe(HTTP_URL_MESSAGE);
    expect(
      UpdateGroupBodySchema.parse({ group: { externalUrl: 'https://hikers.example' } }).group
        .externalUrl,
    ).toBe('https://hikers.example');
  });

  it('activity link entities', () => {
    const entity = { type: 'link', startIndex: 0, endIndex: 5 } as const;
    expect(
      messageOf(ActivityEntityInputSchema.safeParse({ ...entity, href: 'javascript:alert(1)' })),
    ).toMatchObject({ message: HTTP_URL_MESSAGE, path: ['href'] });
    expect(
      ActivityEntityInputSchema.safeParse({ ...entity, href: 'https://example.org' }).success,
    ).toBe(true);
  });
});
