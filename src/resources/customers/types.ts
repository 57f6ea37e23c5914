import type { z } from 'zod';
import type * as R from '../../schemas/records';
import type * as N from '../../schemas/answers';
/** A customer as GET /v1/customers returns it (src/schemas/records.ts). */
export type Customer = z.infer<typeof R.Customer>;

/** One line of a customer's service history, joined and sorted (newest first) by the backend. */
export type ServiceHistoryEntry = z.infer<typeof N.ServiceHistory>[number];
