import { describe, expect, it } from 'vitest';
import { loadConfig, publicUrl } from './config';

describe('loadConfig', () => {
  it('applies the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      DATABASE_ENGINE: 'auto',
      SEED_DEMO: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(publicUrl(config)).toBe('http://localhost:3000');
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('fails fast, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_ENGINE: 'sqlite' })).toThrow(/DATABASE_ENGINE/);
    expect(loadConfig({ DATABASE_ENGINE: 'pglite' }).DATABASE_ENGINE).toBe('pglite');
  });
});
