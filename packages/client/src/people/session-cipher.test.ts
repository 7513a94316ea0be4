import { describe, expect, it, vi } from 'vitest';
import { createSessionCipher, sessionCipher } from './session-cipher';

describe('session cipher', () => {
  it('round-trips a value', async () => {
    const cipher = createSessionCipher();
    const sealed = await cipher.encrypt('Secr3t!pass');
    expect(sealed).not.toContain('Secr3t');
    expect(await cipher.decrypt(sealed)).toBe('Secr3t!pass');
  });

  it('uses AES-GCM 256 with a fresh random 12-byte IV each time', async () => {
    const subtle = globalThis.crypto.subtle;
    const generateKey = vi.spyOn(subtle, 'generateKey');
    const encrypt = vi.spyOn(subtle, 'encrypt');
    const cipher = createSessionCipher(subtle);
    const first = await cipher.encrypt('same');
    const second = await cipher.encrypt('same');
    expect(first).not.toBe(second);
    expect(generateKey).toHaveBeenCalledTimes(1);
    expect(generateKey).toHaveBeenCalledWith({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    const ivs = encrypt.mock.calls.map(
      ([algorithm]) => (algorithm as AesGcmParams).iv as Uint8Array,
    );
    expect(ivs.map((iv) => iv.byteLength)).toEqual([12, 12]);
    expect(ivs[0]).not.toEqual(ivs[1]);
    expect(atob(first.split('.')[0] ?? '')).toHaveLength(12);
    generateKey.mockRestore();
    encrypt.mockRestore();
  });

  it('cannot open a value sealed with another session key', async () => {
    const sealed = await createSessionCipher().encrypt('secret');
    await expect(createSessionCipher().decrypt(sealed)).rejects.toThrow();
    await expect(createSessionCipher().decrypt('garbage')).rejects.toThrow();
  });

  it('keeps one key per page session', async () => {
    expect(sessionCipher()).toBe(sessionCipher());
    expect(await sessionCipher().decrypt(await sessionCipher().encrypt('x'))).toBe('x');
  });
});
