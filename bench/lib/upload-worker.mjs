// One client of the uploads scenario (bench/scenarios/30-uploads.mjs), in a worker thread:
// streams a 50 MB MP4-looking body to POST /api/storage/videos/stream with backpressure.
import { request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const VIDEO_BYTES = 50 * 1024 * 1024;
const CHUNK_BYTES = 256 * 1024;

/** An MP4 header (ftyp, then an mdat box running to the end) and filler, written with backpressure. */
export function uploadVideo({ url, token, index, organizationId }) {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom\0\0\0\0isommp42', 4, 'latin1');
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(VIDEO_BYTES - 24, 0);
  mdat.write('mdat', 4, 'latin1');
  const filler = Buffer.alloc(CHUNK_BYTES, index);
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/api/storage/videos/stream?source=activity&name=bench-${index}.mp4`,
      {
        method: 'POST',
        headers: {
          organization: organizationId,
          authorization: `Bearer ${token}`,
          'content-type': 'application/octet-stream',
          'content-length': String(VIDEO_BYTES),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve()
            : reject(new Error(`upload ${index}: ${res.statusCode} ${text.slice(0, 200)}`)),
        );
      },
    );
    req.on('error', reject);
    let left = VIDEO_BYTES - 32;
    req.write(ftyp);
    req.write(mdat);
    const pump = () => {
      while (left > 0) {
        const part = left >= CHUNK_BYTES ? filler : filler.subarray(0, left);
        left -= part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

uploadVideo(workerData).then(
  () => parentPort.postMessage({ ok: true }),
  (error) => parentPort.postMessage({ ok: false, error: error.message }),
);
