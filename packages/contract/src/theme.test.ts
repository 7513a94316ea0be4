import { describe, expect, it } from 'vitest';
import { colorBrightness, contrastTextColor } from './theme';

describe('contrast rule (spec §9)', () => {
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
