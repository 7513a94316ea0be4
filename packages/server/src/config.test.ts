import { describe, expect, it } from 'vitest';
import { loadConfig, publicUrl } from './config';

describe('loadConfig', () => {
  it('applies the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      SEED_DEMO: true,
    });
    expect(publicUrl(config)).toBe('http://localhost:3000');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' })).toMatchObject({
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
    });
  });

  it('fails fast, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
