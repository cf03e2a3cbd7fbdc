import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  it('takes a variable set to the empty string as unset', () => {
    const config = loadConfig({ RECOGNIZER_BASE_URL: '', RECOGNIZER_MODEL: '', RECOGNIZER_API_KEY: '', APERTIUM_URL: '', PORT: '' });
    expect(config.recognizer).toBeNull();
    expect(config.translator.providers).toEqual([]);
    expect(config.port).toBe(8080);
  });

  it('names the variable that is invalid', () => {
    expect(() => loadConfig({ RECOGNIZER_BASE_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ RECOGNIZER_BASE_URL: 'not a url' })).toThrow(/RECOGNIZER_BASE_URL/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
