import { describe, expect, it } from 'vitest';
import { DARK_BACKGROUND, DARK_SURFACE_LIGHTEST } from '../core/constants';
import { colorBrightness, contrastRatio, contrastTextColor, lightenToContrast } from './theme';

describe('contrast rule', () => {
  it('computes brightness as (r*299 + g*587 + b*114) / 1000', () => {
    expect(colorBrightness('#ffffff')).toBe(255);
    expect(colorBrightness('#000000')).toBe(0);
    expect(colorBrightness('#0f766e')).toBeCloseTo((15 * 299 + 118 * 587 + 110 * 114) / 1000);
  });

  it('takes black text from brightness 150 up, else white', () => {
    expect(contrastTextColor('#969696')).toBe('#000000'); // brightness exactly 150
    expect(contrastTextColor('#959595')).toBe('#ffffff'); // 149
    expect(contrastTextColor('#f59e0b')).toBe('#000000');
    expect(contrastTextColor('#0f766e')).toBe('#ffffff');
  });

  it('always puts white on the special purple', () => {
    expect(contrastTextColor('#7b3fe4')).toBe('#ffffff');
    expect(contrastTextColor('#7B3FE4')).toBe('#ffffff');
  });
});

describe('readable brand text on the dark theme (WCAG 1.4.3)', () => {
  it('measures the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#0f766e', DARK_SURFACE_LIGHTEST)).toBeLessThan(4.5);
  });

  it('lightens a dark brand colour just enough to read at 4.5:1, keeping its hue', () => {
    for (const brand of ['#0f766e', '#7b3fe4', '#1d4ed8', '#000000', '#dc2626']) {
      const text = lightenToContrast(brand, DARK_SURFACE_LIGHTEST);
      expect(contrastRatio(text, DARK_SURFACE_LIGHTEST), brand).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, DARK_BACKGROUND), brand).toBeGreaterThanOrEqual(4.5);
      // Still a colour, not washed out to white.
      expect(text).not.toBe('#ffffff');
    }
    expect(lightenToContrast('#0f766e', DARK_SURFACE_LIGHTEST)).toBe('#559e98');
  });

  it('keeps a brand colour that already reads on the dark surfaces', () => {
    expect(lightenToContrast('#f59e0b', DARK_SURFACE_LIGHTEST)).toBe('#f59e0b');
    expect(lightenToContrast('#FFFFFF', DARK_SURFACE_LIGHTEST)).toBe('#ffffff');
  });
});
