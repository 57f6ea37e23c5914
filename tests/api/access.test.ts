import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/config';
import { http } from '../../src/providers/http';
import { signInAs } from './utils';

// Real roles (docs/architecture.md, "Roles and access") on the backend side: whatever the console sends,
// the demo backend refuses another warehouse and what the role may not do.
describe('The backend enforces the roles', () => {
  it('a warehouse admin asking for another warehouse gets 403 from the backend', async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    await expect(http.get('/api/complaints')).resolves.toMatchObject({ total: expect.any(Number) });
    localStorage.setItem('tenantId', '2');
    await expect(http.get('/api/complaints')).rejects.toMatchObject({ status: 403, message: 'You may not access this warehouse' });
  });

  it('the backend refuses what the role may not do, whatever the client sends', async () => {
    await signInAs(DEMO_ACCOUNTS.customer);
    // The catalogue is theirs to read (issue 27), not to change; other customers and the stock are not theirs at all.
    await expect(http.post('/api/products', { name: 'Mine', categoryId: 1 })).rejects.toMatchObject({ status: 403 });
    await expect(http.get('/customers')).rejects.toMatchObject({ status: 403 });
    await expect(http.get('/api/inventory/movements')).rejects.toMatchObject({ status: 403 });
    await signInAs(DEMO_ACCOUNTS.technician);
    await expect(http.patch('/service/complaints/1/auto-assign', {})).rejects.toMatchObject({ status: 403 });
    await expect(http.get('/roles')).rejects.toMatchObject({ status: 403 });
  });

});
