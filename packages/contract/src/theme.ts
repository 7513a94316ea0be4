import { CONTRAST_BRIGHTNESS_THRESHOLD, SPECIAL_PURPLE } from './constants';

/** Perceived brightness of a #rrggbb colour: (r*299 + g*587 + b*114) / 1000, 0–255 (spec §9). */
export function colorBrightness(hex: string): number {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return 0;
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => parseInt(part ?? '0', 16)) as [
    number,
    number,
    number,
  ];
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** Text colour on a theme colour: black when its brightness is at least 150, else white; the special purple always takes white. */
export function contrastTextColor(hex: string): '#000000' | '#ffffff' {
  if (hex.trim().toLowerCase() === SPECIAL_PURPLE.toLowerCase()) return '#ffffff';
  return colorBrightness(hex) >= CONTRAST_BRIGHTNESS_THRESHOLD ? '#000000' : '#ffffff';
}
