import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { signInAs } from './utils';

// The success answers no other file reaches (deleting a row nothing uses, asking for a reset link),
// so that tests/setup/contract-check.ts holds every operation's success body to docs/openapi.json.
// Each record is created here first, through the API, so the file runs on the server's store too.

describe('answers of deletes and the reset-link request', () => {
  it('deletes a custom role, a category, a registration and a booking nothing uses: { success, id }', async () => {
    await signInAs();
    const role = await http.post<{ id: number }>('/roles', { name: 'answers_role', scope: 'tenant' });
    expect(await http.delete(`/roles/${role.id}`)).toEqual({ success: true, id: role.id });

    const category = await http.post<{ id: number }>('/api/categories', { categoryName: 'Answers category' });
    expect(await http.delete(`/api/categories/${category.id}`)).toEqual({ success: true, id: category.id });

    const registration = await http.post<{ id: number }>('/api/warranties', {
      productId: 1,
      serialNo: 'ANSWERS-SN-1',
      customerId: 1,
      purchaseDate: '2026-01-10',
      warrantyMonths: 12,
    });
    expect(await http.delete(`/api/warranties/${registration.id}`)).toEqual({ success: true, id: registration.id });

    const complaint = await http.post<{ id: number }>('/api/complaints', { customerId: 1, productId: 1, serialNo: 'ANSWERS-SN-2', description: 'No picture' });
    const booking = await http.post<{ id: number }>('/api/service-bookings', {
      complaintId: complaint.id,
      scheduledDate: '2030-02-01',
      scheduledTime: '10:00',
      serviceType: 'repair',
    });
    expect(await http.delete(`/api/service-bookings/${booking.id}`)).toEqual({ success: true, id: booking.id });
  });

  it('answers a reset-link request the same whether the address has an account or not', async () => {
    const known = await http.post('/auth/forgot-password', { email: 'admin@demo.in' });
    const unknown = await http.post('/auth/forgot-password', { email: 'nobody@example.in' });
    expect(known).toEqual(unknown);
    expect(known).toMatchObject({ success: true });
  });
});
