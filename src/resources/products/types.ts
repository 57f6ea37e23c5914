import type { z } from 'zod';
import type * as R from '../../schemas/records';
import type * as N from '../../schemas/answers';
/** A product as GET /api/products returns it (src/schemas/records.ts). */
export type Product = z.infer<typeof R.ProductView>;

/** GET /api/products/stats. */
export type ProductStats = z.infer<typeof N.ProductStats>;

export interface CategoryChoice {
  id: number;
  name: string;
}
