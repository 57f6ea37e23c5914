import { ListCard } from '../../ui/ListCard';
import { ScreenPage } from '../../ui/ScreenPage';
import { ExportClaimsButton } from './ExportClaimsButton';
import { WarrantyClaimsTable } from './WarrantyClaimsTable';
import { warrantyClaimFilters } from './warrantyClaimFilters';

/** Typed filters (brand, serial) wait this long after the last key before asking the server. */
const FILTER_DEBOUNCE_MS = 300;

/**
 * /admin/warranty-claims (issue 15 scope 6): work done under warranty, claimed from the product's
 * brand with its parts and labour cost; filtered by status, brand and serial, paged, exported as
 * CSV, and submitted, settled or rejected from the row or the claim's page.
 */
const WarrantyClaimsPage = () => (
  <ScreenPage title="warrantyClaims.title">
    <ListCard
      // Its own Export CSV (the columns the report needs) instead of the lists' one.
      tools={{ exportColumns: false }}
      resource="warranty-claims"
      heading="warrantyClaims.list.title"
      headingAction={<ExportClaimsButton />}
      filters={warrantyClaimFilters}
      filterDebounce={FILTER_DEBOUNCE_MS}
      loadFailure="warrantyClaims.loadFailure"
      table={<WarrantyClaimsTable />}
    />
  </ScreenPage>
);

export default WarrantyClaimsPage;
