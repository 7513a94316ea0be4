import { DARK_BACKGROUND, LIGHT_BACKGROUND, type SiteConfig } from '@convene/contract';

/** The sizes of the app icon the manifest lists (what browsers ask for to install a site). */
export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];

/** The address of the app icon of `size` px (`maskable`: padded for a launcher's mask). */
export const appIconPath = (size: AppIconSize, maskable = false) =>
  `/app-icon-${maskable ? 'maskable-' : ''}${size}.png`;

/** What a launcher shows under the icon: the name if short, else its first word, cut to 12. */
export function shortNameOf(name: string): string {
  if (name.length <= 12) return name;
  const first = name.split(/\s+/)[0] ?? name;
  return first.length <= 12 ? first : `${first.slice(0, 11)}…`;
}

/** The web app manifest of an organization's site (W3C Web Application Manifest). */
export function webManifest(
  config: Pick<
    SiteConfig,
    'NAME' | 'DESCRIPTION' | 'PRIMARY_COLOR' | 'CLIENT_THEME' | 'DEFAULT_LOCALE'
  >,
) {
  const icons = APP_ICON_SIZES.flatMap((size) => [
    { src: appIconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
    {
      src: appIconPath(size, true),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'maskable',
    },
  ]);
  return {
    id: '/',
    name: config.NAME,
    short_name: shortNameOf(config.NAME),
    ...(config.DESCRIPTION ? { description: config.DESCRIPTION } : {}),
    lang: config.DEFAULT_LOCALE,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: config.PRIMARY_COLOR,
    background_color: config.CLIENT_THEME === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND,
    icons,
  };
}
