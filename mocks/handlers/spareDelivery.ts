// A spare request marked Delivered (docs/architecture.md, "Lifecycle and SLA"): its catalogue items leave
// the store as OUT movements with ref `SR-<id>`, all of them or none.
import { fail, type RequestContext } from './util';
import { recordMovement } from './inventory';
import { stockShortage } from '../../src/domain/jobCompletion';
import { catalogueLines, spareRequestRef } from '../../src/domain/spares';
import type { Product, SpareRequest } from '../types';

/** A 409 naming the part short or gone (nothing written), else null once every OUT movement is written. */
export const deliverSpareParts = (ctx: RequestContext, request: SpareRequest): Response | null => {
  const lines = catalogueLines(request.requestedItems);
  const products: Product[] = [];
  for (const line of lines) {
    const product = ctx.t.products.find((p) => p.id === line.productId);
    if (!product) return fail(409, 'serverText.productGone', { id: line.productId });
    products.push(product);
  }
  const shortage = stockShortage(lines, products);
  if (shortage) return fail(409, shortage);
  lines.forEach((line, i) => recordMovement(ctx, products[i], 'OUT', line.quantity, `Spare request #${request.id} delivered`, spareRequestRef(request.id)));
  return null;
};
