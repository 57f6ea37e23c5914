import { describe, expect, it } from 'vitest';
import { JWT_SECRET_MIN, readConfig } from '../../server/config';

// JWT_SECRET (server/config.ts, issue 28): required in production, at least 32 characters.

describe('JWT_SECRET', () => {
  const secret = 'k'.repeat(JWT_SECRET_MIN);

  it('is read from the environment', () => {
    expect(readConfig({ JWT_SECRET: secret }, []).jwtSecret).toBe(secret);
    expect(readConfig({}, []).jwtSecret).toBeUndefined();
  });

  it('refuses to start in production without one', () => {
    expect(() => readConfig({ NODE_ENV: 'production' }, [])).toThrow(/JWT_SECRET is required when NODE_ENV=production/);
    expect(readConfig({ NODE_ENV: 'production', JWT_SECRET: secret }, []).production).toBe(true);
  });

  it('refuses a short one', () => {
    expect(() => readConfig({ JWT_SECRET: 'short' }, [])).toThrow(/JWT_SECRET must be at least 32 characters/);
  });
});
