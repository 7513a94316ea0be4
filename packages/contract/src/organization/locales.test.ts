import { describe, expect, it } from 'vitest';
import { findLocale, LOCALE_COUNT, LOCALES } from './locales';

describe('locale catalogue', () => {
  it('offers 68 languages with unique ids (with gaps), codes and flags', () => {
    expect(LOCALES).toHaveLength(LOCALE_COUNT);
    expect(LOCALE_COUNT).toBe(68);
    const ids = LOCALES.map((locale) => locale.id);
    expect(new Set(ids).size).toBe(68);
    expect(Math.max(...ids)).toBeGreaterThan(68);
    expect(new Set(LOCALES.map((locale) => locale.value)).size).toBe(68);
    for (const locale of LOCALES) expect(locale.flag).toMatch(/^\/flags\/[a-z]{2}\.svg$/);
  });

  it('holds regional codes and finds them case-insensitively', () => {
    expect(findLocale('fr-CA')?.name).toBe('Français (Canada)');
    expect(findLocale('zh-tw')?.value).toBe('zh-TW');
    expect(findLocale('xx')).toBeUndefined();
  });
});
