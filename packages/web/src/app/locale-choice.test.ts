import { LOCALES, SYSTEM_LOCALES } from '@convene/contract';
import { describe, expect, it } from 'vitest';
import { languageSupport, startLocale } from './locale-choice';

const config = { LOCALES: ['en', 'es', 'fr'], DEFAULT_LOCALE: 'en' };

describe('startLocale (once per visit)', () => {
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

describe('languageSupport (the language dialog marks)', () => {
  it('marks the built-in languages, and their regional variants, as a full interface', () => {
    for (const locale of SYSTEM_LOCALES) expect(languageSupport(locale)).toBe('interface');
    for (const locale of ['en-GB', 'es-MX', 'fr-CA', 'de-AT'])
      expect(languageSupport(locale), locale).toBe('interface');
  });

  it('marks every other offered language as dates and numbers only', () => {
    const formatsOnly = LOCALES.map((entry) => entry.value).filter(
      (locale) => languageSupport(locale) === 'formats',
    );
    expect(formatsOnly).toContain('it');
    expect(formatsOnly).toContain('zh-TW');
    expect(formatsOnly).not.toContain('de');
    expect(formatsOnly).not.toContain('ja');
    const built = new Set<string>(SYSTEM_LOCALES);
    expect(formatsOnly.every((locale) => !built.has(locale.split('-')[0]!))).toBe(true);
  });
});
