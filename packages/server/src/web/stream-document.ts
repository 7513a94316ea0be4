import { PassThrough, Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderResult, TemplateParts } from './ssr-module';

/**
 * The document as a stream: the start of the head (styles, module preloads, theme script)
 * goes out at once, so the browser fetches them while the page's data is prefetched;
 * then the page's title and meta tags, the body as React renders it, and the bootstrap
 * script after the body. `whole` gets the complete document (null if it never completed).
 */
export function streamDocument(
  template: TemplateParts,
  result: RenderResult,
  request: FastifyRequest,
  reply: FastifyReply,
  whole: (document: Buffer | null) => void,
): Transform {
  const out = coalescing();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  out.pause();
  let completed = false;
  out.on('end', () => {
    completed = true;
    whole(Buffer.concat(chunks));
  });
  const lang = result.lang.replace(/[^A-Za-z-]/g, '');
  out.write(
    `${template.start.replace('<html lang="en">', `<html lang="${lang}">`)}${result.head}${template.assets}`,
  );
  let gone = false;
  reply.raw.once('close', () => {
    if (!completed) {
      gone = true;
      whole(null);
    }
  });
  void (async () => {
    const page = await result.page();
    if (gone || out.destroyed) return page.abort();
    out.write(`${page.head}${template.open}`);
    const body = new PassThrough();
    body.pipe(out, { end: false });
    body.on('end', () => out.end(`${template.middle}${page.bodyEnd()}${template.end}`));
    // The visitor left before the end: stop rendering.
    reply.raw.once('close', () => {
      if (!body.writableFinished) page.abort();
    });
    page.pipe(body);
  })().catch((error: unknown) => {
    if (gone) return;
    request.log.error({ err: error }, 'streaming the page failed');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

/**
 * Passes on what was written in one turn of the event loop as one chunk. React writes a page
 * in hundreds of small pieces; each one compressed with a flush and sent on its own cost more
 * than the render. Streaming is kept: a burst goes out as soon as the turn that wrote it ends.
 */
function coalescing(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(passOn);
      }
      done();
    },
    flush(done) {
      passOn();
      done();
    },
  });
  function passOn() {
    scheduled = false;
    if (pending.length === 0 || stream.destroyed) return;
    const burst = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    stream.push(burst);
  }
  return stream;
}
