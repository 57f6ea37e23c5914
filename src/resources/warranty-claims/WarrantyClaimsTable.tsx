import { Stack } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { EmptyState } from '../../ui/EmptyState';
import { Money } from '../../ui/Money';
import { ReferenceName } from '../../ui/ReferenceName';
import { TranslatedStatus } from '../../ui/TranslatedStatus';
import { ViewRecordLink } from '../../ui/ViewRecordLink';
import { WIDE_TABLE_SX } from '../../ui/tableSx';
import { ClaimActions } from './ClaimActions';
import type { WarrantyClaim } from './types';

const Column = DataTable.Col<WarrantyClaim>;

/** The claim's status as a badge (also on its page). */
export const ClaimStatus = ({ claim }: { claim: WarrantyClaim }) => {
  return <TranslatedStatus ns="warrantyClaims" status={claim.status} />;
};

/**
 * The claims table, reading the surrounding ListContext: claim id, complaint, product, brand,
 * serial, parts, labour, total, status, created; a row opens the claim's page, and Submit, Settle
 * and Reject show where its status allows them (domain/warrantyClaims.ts).
 */
export const WarrantyClaimsTable = () => {
  const translate = useTranslate();
  return (
    <DataTable<WarrantyClaim> bulkActionButtons={false} rowClick="show" empty={<EmptyState text={translate('warrantyClaims.empty')} />} sx={WIDE_TABLE_SX}>
      <Column source="id" label="warrantyClaims.columns.id" disableSort />
      <Column source="complaintId" label="warrantyClaims.columns.complaint" disableSort render={() => <ReferenceName source="complaintId" reference="service/complaints" />} />
      <Column source="productId" label="warrantyClaims.columns.product" disableSort render={() => <ReferenceName source="productId" reference="products" />} />
      <Column source="brand" label="warrantyClaims.columns.brand" />
      <Column source="serialNo" label="warrantyClaims.columns.serial" />
      <Column source="partsCost" label="warrantyClaims.columns.parts" disableSort align="right" render={(r) => <Money value={r.partsCost} />} />
      <Column source="labourCost" label="warrantyClaims.columns.labour" disableSort align="right" render={(r) => <Money value={r.labourCost} />} />
      <Column source="totalCost" label="warrantyClaims.columns.total" align="right" render={(r) => <Money value={r.totalCost} />} />
      <Column source="status" label="warrantyClaims.columns.status" render={(r) => <ClaimStatus claim={r} />} />
      <Column source="createdAt" label="warrantyClaims.columns.created" render={(r) => <DateText value={r.createdAt} />} />
      <Column
        label="warrantyClaims.columns.actions"
        disableSort
        render={() => (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ViewRecordLink label="warrantyClaims.actions.view" />
            <ClaimActions />
          </Stack>
        )}
      />
    </DataTable>
  );
};
