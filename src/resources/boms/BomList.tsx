import { ListCard } from '../../ui/ListCard';
import { BomFilterForm } from './BomFilterForm';
import { BomsTable } from './BomsTable';
import { SAMPLE_BOMS } from './sampleBoms';

/**
 * 'BOM List': GET /api/boms with parentProductId, status, version, search, page and limit.
 * The list state stays with the tab (like the tab itself) rather than in the address bar.
 * After a failed load: the built-in sample BOMs, in the same table, actions disabled.
 */
export const BomList = () => (
  <ListCard
    resource="catalog/boms"
    disableSyncWithLocation
    filterForm={<BomFilterForm />}
    loadFailure="boms.loadFailure"
    table={<BomsTable />}
    sampleData={SAMPLE_BOMS}
    sampleTable={<BomsTable sample />}
  />
);
