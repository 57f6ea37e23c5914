import { useId } from 'react';
import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { DataTable, ReferenceManyField, RecordContextProvider, useTranslate } from 'react-admin';
import { useAccess } from '../../ui/useAccess';
import { effectiveEndDate } from '../../domain/warranty';
import { DateText } from '../../ui/DateText';
import { DetailGrid, DetailSection } from '../../ui/DetailGrid';
import { EmptyState } from '../../ui/EmptyState';
import { ReferenceName } from '../../ui/ReferenceName';
import { StatusBadge } from '../../ui/StatusBadge';
import { WarrantyStatusBadge } from '../registrations/WarrantyStatusBadge';
import { stateLabel } from '../tenants/taxIdentityInputs';
import { EditCustomerButton } from './EditCustomerButton';
import type { Registration } from '../registrations/types';
import type { Customer } from './types';

// Related lists on a record page: the newest first, enough to read without paging.
const RELATED_PAGE = 25;
const NEWEST_FIRST = { field: 'id', order: 'DESC' } as const;

/** The customer's registered products: serial, product, warranty end and status. */
const CustomerRegistrations = () => {
  const translate = useTranslate();
  return (
    <ReferenceManyField reference="catalog/registrations" target="customerId" perPage={RELATED_PAGE} sort={NEWEST_FIRST}>
      <DataTable<Registration> bulkActionButtons={false} rowClick={false} empty={<EmptyState text={translate('customers.show.noRegistrations')} />}>
        <DataTable.Col source="serialNo" label="registrations.columns.serial" disableSort />
        <DataTable.Col
          source="productId"
          label="registrations.columns.product"
          disableSort
          render={() => <ReferenceName source="productId" reference="products" />}
        />
        <DataTable.Col source="warrantyEndDate" label="registrations.columns.endDate" disableSort render={(r) => <DateText value={effectiveEndDate(r)} />} />
        <DataTable.Col source="warrantyStatus" label="registrations.columns.warrantyStatus" disableSort render={(r) => <WarrantyStatusBadge record={r} />} />
      </DataTable>
    </ReferenceManyField>
  );
};

/** The customer's complaints, each opening its own page. */
const CustomerComplaints = () => {
  const translate = useTranslate();
  return (
    <ReferenceManyField reference="service/complaints" target="customerId" perPage={RELATED_PAGE} sort={NEWEST_FIRST}>
      <DataTable bulkActionButtons={false} rowClick="show" empty={<EmptyState text={translate('customers.show.noComplaints')} />}>
        <DataTable.Col source="id" label="complaints.columns.id" disableSort />
        <DataTable.Col source="description" label="complaints.columns.description" disableSort />
        <DataTable.Col source="serialNo" label="complaints.columns.serial" disableSort />
        <DataTable.Col
          source="status"
          label="complaints.columns.status"
          disableSort
          render={(c) => <StatusBadge status={c.status} label={translate(`complaints.status.${c.status}`, { _: c.status })} />}
        />
        <DataTable.Col source="createdAt" label="complaints.columns.created" disableSort render={(c) => <DateText value={c.createdAt} />} />
      </DataTable>
    </ReferenceManyField>
  );
};

/**
 * The selected customer's record (/admin/service/customers/:id/show): how to reach them, their tax
 * identity (address, state, GSTIN; Edit changes them), the products they registered and their
 * complaints, beside the spec's service history.
 */
export const CustomerDetails = ({ customer }: { customer: Customer }) => {
  const translate = useTranslate();
  const headingId = useId();
  const { canAccess: canListRegistrations } = useAccess('catalog/registrations', 'list');
  const { canAccess: canListComplaints } = useAccess('service/complaints', 'list');
  return (
    <RecordContextProvider value={customer}>
      <Card component="section" aria-labelledby={headingId}>
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" useFlexGap flexWrap="wrap">
              <Typography id={headingId} component="h2" variant="h6">
                {customer.name}
              </Typography>
              <EditCustomerButton />
            </Stack>
            <DetailGrid
              items={[
                { label: 'customers.columns.phone', value: customer.phone ? <Link href={`tel:${customer.phone}`}>{customer.phone}</Link> : '—' },
                { label: 'customers.columns.email', value: customer.email ? <Link href={`mailto:${customer.email}`}>{customer.email}</Link> : '—' },
                { label: 'customers.columns.pincode', value: customer.pincode || '—' },
                { label: 'customers.columns.city', value: customer.city || '—' },
                { label: 'customers.columns.address', value: customer.address || '—' },
                { label: 'customers.columns.state', value: stateLabel(customer.stateCode) },
                { label: 'customers.columns.gstin', value: customer.gstin || translate('customers.show.unregistered') },
              ]}
            />
            {canListRegistrations ? (
              <DetailSection title={translate('customers.show.registrations')}>
                <CustomerRegistrations />
              </DetailSection>
            ) : null}
            {canListComplaints ? (
              <DetailSection title={translate('customers.show.complaints')}>
                <CustomerComplaints />
              </DetailSection>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </RecordContextProvider>
  );
};
