import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { signInAs } from './utils';

// Issue 16 scope 4: the admin lists whose tables have sortable headers sort on the server (`sort`/`order`,
// src/domain/listSort.ts), across every page, and refuse a field they do not list (400). Without a sort
// each keeps its own default order.

/** Whether `values` are in the order the list promises (nulls last), ascending or descending. */
const inOrder = (values: unknown[], order: 'ASC' | 'DESC') => {
  const present = values.filter((v) => v !== null && v !== undefined) as (string | number | boolean)[];
  const nulls = values.slice(present.length);
  if (nulls.some((v) => v !== null && v !== undefined)) return false;
  return present.every((v, i) => i === 0 || (order === 'ASC' ? present[i - 1] <= v : present[i - 1] >= v));
};

const CASES: { path: string; field: string; refused: string }[] = [
  { path: '/customers', field: 'name', refused: 'address' },
  { path: '/customers', field: 'pincode', refused: 'gstin' },
  { path: '/api/vendor-assignments', field: 'rating', refused: 'serviceAreas' },
  { path: '/api/vendor-assignments', field: 'name', refused: 'phone' },
  { path: '/api/products', field: 'price', refused: 'description' },
  { path: '/api/products', field: 'sku', refused: 'hsnCode' },
  { path: '/api/notifications', field: 'isRead', refused: 'message' },
  { path: '/api/approvals', field: 'status', refused: 'notes' },
  { path: '/api/audit/logs', field: 'entityType', refused: 'details' },
  { path: '/api/warranties', field: 'warrantyEndDate', refused: 'extensions' },
  { path: '/api/warranty-claims', field: 'totalCost', refused: 'parts' },
];

describe('list sort on the admin lists', () => {
  it.each(CASES)('GET $path sorts on $field both ways over all pages, and refuses $refused', async ({ path, field, refused }) => {
    await signInAs();
    const values = async (order: 'ASC' | 'DESC') => {
      const answer = await http.get(path, { page: 1, limit: 500, sort: field, order });
      return (answer.data as Record<string, unknown>[]).map((row) => row[field]);
    };
    const up = await values('ASC');
    const down = await values('DESC');
    expect(up.length).toBeGreaterThan(1);
    // More than one value, so an unsorted answer could not pass by chance.
    expect(new Set(up).size).toBeGreaterThan(1);
    expect(inOrder(up, 'ASC')).toBe(true);
    expect(inOrder(down, 'DESC')).toBe(true);
    // Page 2 of 3 a page continues page 1.
    const page = async (n: number) =>
      ((await http.get(path, { page: n, limit: 3, sort: field, order: 'ASC' })).data as Record<string, unknown>[]).map((row) => row[field]);
    expect([...(await page(1)), ...(await page(2))]).toEqual(up.slice(0, 6));
    await expect(http.get(path, { sort: refused })).rejects.toMatchObject({ status: 400, message: `Cannot sort by ${refused}` });
  });

  it('without a sort, customers stay by name and products newest first', async () => {
    await signInAs();
    const names = ((await http.get('/customers', { page: 1, limit: 500 })).data as { name: string }[]).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const ids = ((await http.get('/api/products', { page: 1, limit: 500 })).data as { id: number }[]).map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
