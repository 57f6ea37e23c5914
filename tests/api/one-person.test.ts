import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { DEMO_ACCOUNTS } from '../../src/config';
import { signInAs } from './utils';

// One person, one record (issue 27): the demo technician's account and the technician record his jobs
// are assigned to are the same person, with the same name and e-mail, wherever the console shows either.

describe('the demo technician', () => {
  it('is one person: his account and the technician record linked to it share name and e-mail', async () => {
    const { user } = (await signInAs(DEMO_ACCOUNTS.technician)) as unknown as { user: { id: number; firstName: string; lastName: string; email: string } };
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const technicians = ((await http.get('/api/vendor-assignments', { page: 1, limit: 100, type: 'technician' })) as { data: { id: number; name: string; email: string; userId?: number | null }[] }).data;
    const linked = technicians.filter((t) => t.userId === user.id);
    expect(linked).toEqual([expect.objectContaining({ name: `${user.firstName} ${user.lastName}`, email: user.email })]);
    // No other technician record carries his name.
    expect(technicians.filter((t) => t.name === linked[0].name)).toHaveLength(1);
  });
});
