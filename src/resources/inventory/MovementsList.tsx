import { INVENTORY_PAGE_SIZE } from '../../config';
import { ListCard } from '../../ui/ListCard';
import { MovementsTable } from './MovementsTable';
import { movementFilters } from './movementFilters';

/**
 * 'Stock Movements': GET /api/inventory/movements (page, limit, productId, type), 20 a page.
 * The route guard has already checked access to 'inventory'; the resource name here is the
 * dataProvider's, which the role matrix does not list, hence disableAuthentication. The spec
 * gives no sample movements: a failed load shows the alert alone.
 */
export const MovementsList = () => (
  <ListCard
    resource="inventory/transactions"
    disableAuthentication
    perPage={INVENTORY_PAGE_SIZE}
    filters={movementFilters}
    loadFailure="inventory.loadFailure"
    table={<MovementsTable />}
  />
);
