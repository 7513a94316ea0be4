import { CONTRAST_BRIGHTNESS_THRESHOLD, SPECIAL_PURPLE } from '../core/constants';

type Rgb = [number, number, number];

/** The red, green and blue (0–255) of a #rrggbb colour; black when it is not one. */
function channels(hex: string): Rgb {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return [0, 0, 0];
  return [match[1], match[2], match[3]].map((part) => parseInt(part ?? '0', 16)) as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** Perceived brightness of a #rrggbb colour: (r*299 + g*587 + b*114) / 1000, 0–255. */
export function colorBrightness(hex: string): number {
  const [r, g, b] = channels(hex);
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** WCAG 2 relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The colour as text on a dark background: itself when it already reaches `ratio` (WCAG AA
 * body text, 4.5:1) against `background`, else mixed with white a percent at a time until it
 * does. It keeps its hue, so a brand colour stays recognisable as a link on the dark theme.
 */
export function lightenToContrast(hex: string, background: string, ratio = 4.5): string {
  const rgb = channels(hex);
  for (let percent = 0; percent < 100; percent += 1) {
    const mixed = toHex(rgb.map((value) => value + ((255 - value) * percent) / 100) as Rgb);
    if (contrastRatio(mixed, background) >= ratio) return mixed;
  }
  return '#ffffff';
}

/** Text colour on a theme colour: black when its brightness is at least 150, else white; the special purple always takes white. */
export function contrastTextColor(hex: string): '#000000' | '#ffffff' {
  if (hex.trim().toLowerCase() === SPECIAL_PURPLE.toLowerCase()) return '#ffffff';
  return colorBrightness(hex) >= CONTRAST_BRIGHTNESS_THRESHOLD ? '#000000' : '#ffffff';
}
