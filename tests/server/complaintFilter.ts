// The complaint list's filters as the handler reads them from the query (mocks/handlers/complaints.ts),
// and the list request they make: shared by the server's list tests.
import type { Condition, ListRequest } from '../../src/domain/listQuery';

/** The complaint list's filters as the handler reads them from the query (mocks/handlers/complaints.ts), and the request they make. */
export interface ComplaintListFilter {
  customerIds: number[] | null;
  customerId: number | null;
  status: string | null;
  also: Condition[];
  sort: string | null;
  ascending: boolean;
  page: number;
  limit: number;
}
export const asRequest = (f: ComplaintListFilter): ListRequest => ({
  collection: 'complaints',
  where: [
    ...(f.customerIds ? [{ field: 'customerId', op: 'in', values: f.customerIds } as const] : []),
    ...(f.customerId !== null ? [{ field: 'customerId', op: 'eq', value: f.customerId } as const] : []),
    ...(f.status ? [{ field: 'status', op: 'eq', value: f.status } as const] : []),
    ...f.also,
  ],
  sort: f.sort,
  ascending: f.ascending,
  page: f.page,
  limit: f.limit,
});
