import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { dataProvider } from '../../src/providers/dataProvider';
import { server, signInAs } from './utils';

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

describe('the dataProvider checks a write with the server\'s schema before sending it', () => {
  const sent: string[] = [];
  const onStart = ({ request }: { request: Request }) => void (request.method !== 'GET' && sent.push(`${request.method} ${new URL(request.url).pathname}`));
  beforeEach(() => {
    sent.length = 0;
    server.events.on('request:start', onStart);
  });
  afterEach(() => void server.events.removeListener('request:start', onStart));

  it('refuses a bad body with the message the server gives, and sends nothing', async () => {
    await signInAs();
    sent.length = 0;
    const bad = { categoryId: 1, name: 'Probe', price: -5 };
    await expect(dataProvider.create('products', { data: bad })).rejects.toMatchObject({ status: 400, message: 'Product price cannot be negative' });
    await expect(dataProvider.reopenComplaint(9, '   ')).rejects.toMatchObject({ status: 400 });
    await expect(dataProvider.setBookingStatus(2, 'bogus' as never)).rejects.toMatchObject({ status: 400, message: 'Unknown booking status' });
    expect(sent).toEqual([]);
    // The server, asked directly, gives the same answers: the rule is the same schema.
    await expect(http.post('/api/products', bad)).rejects.toMatchObject({ status: 400, message: 'Product price cannot be negative' });
    await expect(http.patch('/service/bookings/2/status', { status: 'bogus' })).rejects.toMatchObject({ status: 400, message: 'Unknown booking status' });
  });

  it('sends a good body once checked', async () => {
    await signInAs();
    sent.length = 0;
    const { data } = await dataProvider.create('products', { data: { categoryId: 1, name: 'Checked part', price: 120 } });
    expect(data).toMatchObject({ name: 'Checked part', price: 120 });
    expect(sent).toEqual(['POST /api/products']);
  });
});
