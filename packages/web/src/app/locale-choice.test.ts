import { describe, expect, it } from 'vitest';
import { startLocale } from './locale-choice';

const config = { LOCALES: ['en', 'es', 'fr'], DEFAULT_LOCALE: 'en' };

describe('startLocale (spec §4, once per visit)', () => {
  it("moves an unprefixed address to the account's locale and remembers it", () => {
    expect(startLocale({ startPath: '/groups', account: 'fr', stored: 'es' }, config)).toEqual({
      moveTo: 'fr',
      remember: 'fr',
    });
  });

  it('lets a typed /{locale}/… address win over the account and local storage', () => {
    expect(startLocale({ startPath: '/es/groups', account: 'fr', stored: 'fr' }, config)).toEqual({
      moveTo: null,
      remember: null,
    });
    expect(startLocale({ startPath: '/fr', account: null, stored: 'es' }, config).moveTo).toBe(
      null,
    );
  });

  it('uses local storage when the account has no locale, and stays when nothing differs', () => {
    expect(startLocale({ startPath: '/groups', account: null, stored: 'es' }, config)).toEqual({
      moveTo: 'es',
      remember: null,
    });
    expect(startLocale({ startPath: '/groups', account: 'en', stored: 'es' }, config)).toEqual({
      moveTo: null,
      remember: 'en',
    });
    expect(startLocale({ startPath: '/groups', account: null, stored: null }, config).moveTo).toBe(
      null,
    );
  });

  it('ignores locales the organization does not offer', () => {
    expect(startLocale({ startPath: '/groups', account: 'ja', stored: 'de' }, config)).toEqual({
      moveTo: null,
      remember: null,
    });
    expect(
      startLocale({ startPath: '/ja/groups', account: 'fr', stored: null }, config).moveTo,
    ).toBe('fr');
  });
});
