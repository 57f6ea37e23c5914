import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { signInAs } from './utils';

describe('demo backend through the call layer', () => {
  it('signs in and lists complaints of tenant 1 as {data,total}', async () => {
    await signInAs();
    expect(localStorage.getItem('adminAccessToken')).toBeTruthy();
    const res = await http.get('/api/complaints', { page: 1, limit: 5, status: 'open' });
    expect(res.data.length).toBeLessThanOrEqual(5);
    expect(res.total).toBeGreaterThan(0);
    expect(res.data.every((c: { status: string }) => c.status === 'open')).toBe(true);
  });
  it('refuses a request without a token with 401', async () => {
    await expect(http.get('/api/complaints')).rejects.toMatchObject({ status: 401 });
  });
});
