import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32).toString('hex'));

  it('round-trips and never stores the plain text', () => {
    const sealed = box.seal('ya29.google-access-token');
    expect(sealed).not.toContain('ya29');
    expect(box.open(sealed)).toBe('ya29.google-access-token');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a tampered secret or another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32).toString('hex')).open(sealed)).toThrow();
  });
});
