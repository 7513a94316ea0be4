import {
  contrastTextColor,
  DARK_BACKGROUND,
  DARK_SURFACE_LIGHTEST,
  lightenToContrast,
  type ClientTheme,
} from '@convene/contract';

export interface BrandColors {
  PRIMARY_COLOR: string;
  SECONDARY_COLOR: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;
const safe = (hex: string, fallback: string) => (HEX.test(hex) ? hex : fallback);

/**
 * The CSS variables the Tailwind theme reads (styles.css): colours and their contrast text,
 * and the primary colour as text in the dark theme (`text-primary` there): the brand colour
 * lightened until it reads at 4.5:1 on the dark surfaces.
 */
export function brandVariables(colors: BrandColors): Record<string, string> {
  const primary = safe(colors.PRIMARY_COLOR, '#0f766e');
  const secondary = safe(colors.SECONDARY_COLOR, '#f59e0b');
  return {
    '--brand-primary': primary,
    '--brand-on-primary': contrastTextColor(primary),
    '--brand-primary-on-dark': lightenToContrast(primary, DARK_SURFACE_LIGHTEST),
    '--brand-secondary': secondary,
    '--brand-on-secondary': contrastTextColor(secondary),
    '--dark-background': DARK_BACKGROUND,
  };
}

/** The `<style>` for the document head, so the first paint has the organization's colours. */
export function brandStyleTag(colors: BrandColors): string {
  const body = Object.entries(brandVariables(colors))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `<style id="brand-theme">:root{${body}}</style>`;
}

/**
 * Sets the `dark` class before the first paint: light, dark, or auto following
 * prefers-color-scheme (ThemeProvider keeps following it live afterwards).
 */
export function themeScript(theme: ClientTheme): string {
  return `<script>(function(){var t=${JSON.stringify(theme)};var d=t==='dark'||(t==='auto'&&window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d);})();</script>`;
}
