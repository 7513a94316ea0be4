import { SHARE_IMAGE, contrastTextColor, type PublicOrganization } from '@convene/contract';
import sharp from 'sharp';
import { xml } from '../lib/xml-text';

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (`${line} ${word}`.trim().length > width) {
      lines.push(line);
      line = word;
      if (lines.length === maxLines) break;
    } else line = `${line} ${word}`.trim();
  }
  if (line && lines.length < maxLines) lines.push(line);
  return lines;
}

/** The organization's social share image (1200×627): its colours, name and description. */
export function shareImageSvg(config: PublicOrganization): string {
  const { width, height } = SHARE_IMAGE;
  const text = contrastTextColor(config.PRIMARY_COLOR);
  const name = wrap(config.NAME, 28, 2);
  const description = wrap(config.DESCRIPTION, 52, 3);
  const nameLines = name
    .map(
      (line, index) =>
        `<text x="96" y="${250 + index * 84}" font-size="72" font-weight="700">${xml(line)}</text>`,
    )
    .join('');
  const top = 250 + name.length * 84 + 10;
  const descriptionLines = description
    .map(
      (line, index) =>
        `<text x="96" y="${top + index * 48}" font-size="34" opacity="0.9">${xml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${config.PRIMARY_COLOR}"/>
<rect y="${height - 24}" width="${width}" height="24" fill="${config.SECONDARY_COLOR}"/>
<circle cx="${width - 140}" cy="130" r="260" fill="${config.SECONDARY_COLOR}" opacity="0.18"/>
<g fill="${text}" font-family="DejaVu Sans, Noto Sans, Arial, sans-serif">${nameLines}${descriptionLines}</g>
</svg>`;
}

export async function shareImagePng(config: PublicOrganization): Promise<Buffer> {
  return sharp(Buffer.from(shareImageSvg(config)))
    .png()
    .toBuffer();
}
