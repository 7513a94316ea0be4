import { webcrypto } from 'node:crypto';

// A browser has WebCrypto; jsdom in a VM context (vitest's vmThreads pool) gives only
// `getRandomValues`. The session cipher needs `crypto.subtle`: Node's, as a process-pool
// worker would have had.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
