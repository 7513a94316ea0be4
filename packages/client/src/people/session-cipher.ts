/** Encrypts values kept in session storage (AES-GCM 256, random 12-byte IV). */
export interface SessionCipher {
  encrypt(plainText: string): Promise<string>;
  /** Rejects when the value was sealed with another key (e.g. before a page reload). */
  decrypt(sealed: string): Promise<string>;
}

const IV_BYTES = 12;

/**
 * The key is generated on first use, is not extractable and lives only in memory, so a
 * value stored in session storage cannot be read back once the page session's key is gone.
 */
export function createSessionCipher(
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): SessionCipher {
  let key: Promise<CryptoKey> | undefined;
  const getKey = () => {
    key ??= subtle
      .generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
      .catch((error: unknown) => {
        key = undefined;
        throw error;
      });
    return key;
  };
  return {
    async encrypt(plainText) {
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const cipherText = await subtle.encrypt(
        { name: 'AES-GCM', iv },
        await getKey(),
        new TextEncoder().encode(plainText),
      );
      return `${toBase64(iv)}.${toBase64(new Uint8Array(cipherText))}`;
    },
    async decrypt(sealed) {
      const [iv, cipherText] = sealed.split('.');
      if (!iv || !cipherText) throw new Error('Not a sealed value');
      const plain = await subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64(iv) },
        await getKey(),
        fromBase64(cipherText),
      );
      return new TextDecoder().decode(plain);
    },
  };
}

let pageCipher: SessionCipher | undefined;

/** The one cipher of this page session. */
export function sessionCipher(): SessionCipher {
  pageCipher ??= createSessionCipher();
  return pageCipher;
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}
