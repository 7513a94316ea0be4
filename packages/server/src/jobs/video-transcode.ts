import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { runBinary, type FfmpegTools } from './video-ffmpeg';

/** What ffprobe says of a media file (0 and null where it says nothing). */
export interface ProbedMedia {
  durationSeconds: number | null;
  width: number;
  height: number;
  hasVideo: boolean;
  hasAudio: boolean;
}

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
}

interface ProbeJson {
  streams?: ProbeStream[];
  format?: { duration?: string };
}

const seconds = (value: string | undefined): number | null => {
  const parsed = value === undefined ? NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? Math.round(parsed * 1000) / 1000 : null;
};

/** Duration, size and streams of an audio or video file, by ffprobe. */
export async function probeMedia(
  tools: FfmpegTools,
  input: string,
  timeoutMs = 60_000,
): Promise<ProbedMedia> {
  const output = await runBinary(
    tools.ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input],
    { timeoutMs },
  );
  const json = JSON.parse(output) as ProbeJson;
  const streams = json.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  return {
    durationSeconds: seconds(json.format?.duration) ?? seconds(video?.duration),
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    hasVideo: video !== undefined,
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
  };
}

/** One rung of the HLS ladder: a height and the bit rates it is encoded at. */
export interface RenditionPlan {
  name: string;
  width: number;
  height: number;
  videoKbps: number;
  audioKbps: number;
}

const LADDER = [
  { height: 240, videoKbps: 400, audioKbps: 64 },
  { height: 360, videoKbps: 800, audioKbps: 96 },
  { height: 480, videoKbps: 1400, audioKbps: 128 },
  { height: 720, videoKbps: 2800, audioKbps: 128 },
] as const;

/** Even width for `height` keeping the source's aspect ratio (what ffmpeg's `scale=-2:h` makes). */
const widthFor = (source: { width: number; height: number }, height: number): number =>
  Math.max(2, Math.round((source.width * height) / source.height / 2) * 2);

/**
 * The renditions of a source, never upscaled: the highest rung of the ladder at or below
 * its height, and 360p below it (the rung under it for 360p and smaller: 720p and 360p for
 * HD, 480p and 360p for 480p, 360p and 240p for a 360p clip); one rendition at the
 * source's own height when it is smaller than every rung.
 */
export function planRenditions(source: { width: number; height: number }): RenditionPlan[] {
  const fitting = LADDER.filter((rung) => rung.height <= source.height);
  const top = fitting.at(-1);
  const low = top && top.height > 360 ? LADDER[1] : fitting.at(-2);
  const rungs = top
    ? [low, top].filter((rung) => rung !== undefined)
    : [{ ...LADDER[0], height: source.height }];
  return rungs.map((rung) => {
    const height = rung.height - (rung.height % 2);
    return { ...rung, name: `${height}p`, height, width: widthFor(source, height) };
  });
}

/** Bits per second a rendition peaks at, as its master playlist entry declares. */
export const renditionBandwidth = (plan: RenditionPlan, hasAudio: boolean): number =>
  Math.round((plan.videoKbps * 1.5 + (hasAudio ? plan.audioKbps : 0)) * 1000);

/** HLS segment length, seconds: short enough to start quickly, long enough to keep few files. */
const SEGMENT_SECONDS = 4;

function renditionArgs(input: string, folder: string, plan: RenditionPlan, hasAudio: boolean) {
  const keyframes = `expr:gte(t,n_forced*${SEGMENT_SECONDS})`;
  return [
    ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', '-i', input],
    ['-map', '0:v:0', ...(hasAudio ? ['-map', '0:a:0'] : [])],
    ['-vf', `scale=${plan.width}:${plan.height}`, '-c:v', 'libx264', '-preset', 'veryfast'],
    ['-profile:v', 'main', '-pix_fmt', 'yuv420p', '-b:v', `${plan.videoKbps}k`],
    ['-maxrate', `${Math.round(plan.videoKbps * 1.5)}k`, '-bufsize', `${plan.videoKbps * 2}k`],
    ['-force_key_frames', keyframes, '-sc_threshold', '0'],
    hasAudio ? ['-c:a', 'aac', '-b:a', `${plan.audioKbps}k`, '-ac', '2'] : ['-an'],
    ['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ['-hls_segment_filename', join(folder, 'segment-%03d.ts'), join(folder, 'index.m3u8')],
  ].flat();
}

/** The master playlist: one entry per rendition, relative to it (so any storage base works). */
export function masterPlaylist(plans: readonly RenditionPlan[], hasAudio: boolean): string {
  const codecs = hasAudio ? 'avc1.4d401f,mp4a.40.2' : 'avc1.4d401f';
  const entries = plans.flatMap((plan) => [
    `#EXT-X-STREAM-INF:BANDWIDTH=${renditionBandwidth(plan, hasAudio)},RESOLUTION=${plan.width}x${plan.height},CODECS="${codecs}"`,
    `${plan.name}/index.m3u8`,
  ]);
  return ['#EXTM3U', '#EXT-X-VERSION:3', ...entries, ''].join('\n');
}

/** What a transcode wrote under its output folder. */
export interface TranscodeResult {
  probe: ProbedMedia;
  renditions: RenditionPlan[];
  /** Paths relative to the output folder: `hls/master.m3u8`, `hls/360p/index.m3u8`, `thumbnail.jpg` … */
  files: string[];
  master: string;
  thumbnail: string;
}

/**
 * Transcodes `input` into `outDir`: `hls/<rendition>/index.m3u8` with its segments for each
 * rendition, `hls/master.m3u8`, and `thumbnail.jpg` (a frame a second in, or halfway
 * through a shorter clip). One ffmpeg process at a time; each is killed past `timeoutMs`.
 */
export async function transcodeToHls(
  tools: FfmpegTools,
  input: string,
  outDir: string,
  options: { timeoutMs: number },
): Promise<TranscodeResult> {
  const probe = await probeMedia(tools, input);
  if (!probe.hasVideo || probe.width === 0 || probe.height === 0)
    throw new Error('The file has no video stream');
  const renditions = planRenditions(probe);
  for (const plan of renditions) {
    const folder = join(outDir, 'hls', plan.name);
    await mkdir(folder, { recursive: true });
    await runBinary(tools.ffmpeg, renditionArgs(input, folder, plan, probe.hasAudio), options);
  }
  const master = join('hls', 'master.m3u8');
  await writeFile(join(outDir, master), masterPlaylist(renditions, probe.hasAudio));
  const at = Math.min(1, (probe.durationSeconds ?? 0) / 2);
  const thumbnail = 'thumbnail.jpg';
  const thumbnailArgs = [
    ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', '-ss', at.toFixed(3), '-i', input],
    ['-frames:v', '1', '-vf', `scale=-2:${Math.min(probe.height, 720)}`, '-q:v', '4'],
    [join(outDir, thumbnail)],
  ].flat();
  await runBinary(tools.ffmpeg, thumbnailArgs, options);
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)))
    .sort();
  return { probe, renditions, files, master, thumbnail };
}
