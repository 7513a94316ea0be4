import { describe, expect, it } from 'vitest';
import { localeFromPath, localizePath, stripLocale } from './locale-path';

const config = { LOCALES: ['en', 'fr', 'fr-CA', 'ja'], DEFAULT_LOCALE: 'en' };

describe('locale prefixes', () => {
  it('reads the locale from the first path segment, else the default', () => {
    expect(localeFromPath('/fr/groups', config)).toBe('fr');
    expect(localeFromPath('/fr-CA', config)).toBe('fr-CA');
    expect(localeFromPath('/groups', config)).toBe('en');
    expect(localeFromPath('/de/groups', config)).toBe('en');
    expect(localeFromPath('/en/groups', config)).toBe('en');
  });

  it('gives the default locale no prefix and the others /{locale}', () => {
    expect(localizePath('/groups?x=1', 'en', config)).toBe('/groups?x=1');
    expect(localizePath('/groups', 'ja', config)).toBe('/ja/groups');
    expect(localizePath('/', 'fr', config)).toBe('/fr');
    expect(localizePath('/groups', 'de', config)).toBe('/groups');
  });

  it('strips the prefix', () => {
    expect(stripLocale('/fr/auth/sign-in', config)).toBe('/auth/sign-in');
    expect(stripLocale('/fr', config)).toBe('/');
    expect(stripLocale('/auth/sign-in', config)).toBe('/auth/sign-in');
  });
});
