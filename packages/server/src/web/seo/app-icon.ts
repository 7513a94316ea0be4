import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import {
  contrastTextColor,
  DARK_BACKGROUND,
  LIGHT_BACKGROUND,
  type SiteConfig,
} from '@convene/contract';
import sharp from 'sharp';
import { xml } from '../../lib/xml-text';
import type { AppIconSize } from './manifest';

/*
 * The installable site's icon as a PNG of the size the manifest lists: the organization's
 * APP_ICON (else its ICON) when it is one of the web app's own files (/brand/…), drawn to
 * the size; else — an icon elsewhere, or one that cannot be read — a square of its primary
 * colour with the first letter of its name. A maskable icon keeps the drawing inside the
 * central 60 % that every launcher's mask leaves visible.
 */

type IconConfig = Pick<SiteConfig, 'NAME' | 'PRIMARY_COLOR' | 'CLIENT_THEME' | 'APP_ICON' | 'ICON'>;

/** The organization's initial on its primary colour, as SVG (rounded unless maskable). */
export function initialIconSvg(config: IconConfig, size: number, maskable: boolean): string {
  const initial = [...config.NAME.trim()][0]?.toUpperCase() ?? '?';
  const radius = maskable ? 0 : Math.round(size * 0.18);
  const fontSize = Math.round(size * (maskable ? 0.42 : 0.58));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius}" fill="${config.PRIMARY_COLOR}"/>
<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-size="${fontSize}" font-weight="700" fill="${contrastTextColor(config.PRIMARY_COLOR)}" font-family="DejaVu Sans, Noto Sans, Arial, sans-serif">${xml(initial)}</text>
</svg>`;
}

/** The bytes of a site-relative asset inside `assetsDir`; null for anything else. */
async function localAsset(assetsDir: string | undefined, uri: string): Promise<Buffer | null> {
  if (!assetsDir || !uri.startsWith('/') || uri.startsWith('//')) return null;
  const root = resolve(assetsDir);
  const path = resolve(root, `.${decodeURIComponent(uri.split(/[?#]/)[0] ?? '')}`);
  if (!path.startsWith(`${root}${sep}`)) return null;
  return readFile(path).catch(() => null);
}

async function drawn(source: Buffer, size: number, maskable: boolean, background: string) {
  const inner = maskable ? Math.round(size * 0.6) : size;
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  const picture = await sharp(source, { density: 300 })
    .resize(inner, inner, { fit: 'contain', background: transparent })
    .png()
    .toBuffer();
  if (!maskable) return picture;
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: picture, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** The app icon PNG of `size` px. */
export async function appIconPng(
  config: IconConfig,
  size: AppIconSize,
  maskable: boolean,
  assetsDir: string | undefined,
): Promise<Buffer> {
  const source = await localAsset(assetsDir, config.APP_ICON ?? config.ICON.LIGHT);
  if (source) {
    const background = config.CLIENT_THEME === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND;
    try {
      return await drawn(source, size, maskable, background);
    } catch {
      // Not an image sharp can draw: the initial below.
    }
  }
  return sharp(Buffer.from(initialIconSvg(config, size, maskable)))
    .png()
    .toBuffer();
}
