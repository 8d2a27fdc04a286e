// The realtor pages' font cuts, on a thread of their own (src/server/fonts/realtor-font-cut.ts,
// docs/decisions/033-one-font-package-and-cuts-off-the-event-loop.md): subset-font's harfbuzz
// (WebAssembly) takes 20–350 ms of CPU per cut, which on the app's thread held up every request
// of the process meanwhile.
//
// Messages in:  { id, file, chars, features }   file: a full TTF; chars: the characters to keep;
//                                               features: the OpenType features to keep
// Messages out: { id, cut }           cut: the WOFF2 file's bytes (an ArrayBuffer, transferred)
//             | { id, error: { message } }
//
// Plain JavaScript, loaded by path like pglite-worker.mjs: scripts and tests run it as it is, and
// the image has it beside the app (next.config.ts traces it and subset-font into the standalone
// output).
import fs from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import subsetFont from 'subset-font';

/** The full fonts read so far, by file (about 6 MB each; two weights are used). */
const fonts = new Map();

function font(file) {
  let read = fonts.get(file);
  if (!read) {
    read = fs.readFile(file);
    // A failed read is tried again by the next cut, not remembered.
    read.catch(() => fonts.delete(file));
    fonts.set(file, read);
  }
  return read;
}

parentPort.on('message', async ({ id, file, chars, features }) => {
  try {
    const cut = await subsetFont(await font(file), chars, { targetFormat: 'woff2', keepFeatures: features });
    const bytes = cut.buffer.slice(cut.byteOffset, cut.byteOffset + cut.byteLength);
    parentPort.postMessage({ id, cut: bytes }, [bytes]);
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error instanceof Error ? error.message : String(error) } });
  }
});
