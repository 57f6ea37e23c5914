import { useId, useState } from 'react';
import { Card, CardContent, Stack } from '@mui/material';
import { ListBase, ListContextProvider, ResourceContextProvider, useList, useListContext, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { SAMPLE_TENANTS } from './sampleTenants';
import { TenantCreateForm } from './TenantCreateForm';
import { tenantLoadErrorText } from './tenantLoadError';
import { TenantsTable } from './TenantsTable';
import { TenantsToolbar, type TenantsSource } from './TenantsToolbar';
import { ScreenPage } from '../../ui/ScreenPage';
import { CreateAboveListIfAllowed } from '../../ui/CreateAboveList';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };

interface SourceProps {
  headingId: string;
  onSourceChange: (source: TenantsSource) => void;
}

/** GET /api/tenants; a failed load names its cause by status (spec part 1, section 8). */
const LiveTenantsView = ({ headingId, onSourceChange }: SourceProps) => {
  const translate = useTranslate();
  const { error, refetch, isFetching } = useListContext();
  return (
    <Stack spacing={2}>
      <TenantsToolbar headingId={headingId} source="live" onSourceChange={onSourceChange} onReload={() => refetch()} reloading={isFetching} />
      {error ? (
        <ErrorAlert title={tenantLoadErrorText(error, translate)} error={error} />
      ) : (
        <>
          <TenantsTable />
          <PrevNextPagination />
        </>
      )}
    </Stack>
  );
};

/** The built-in list, chosen with the toggle: under the sample banner, nothing sent for its rows. */
const SampleTenantsView = ({ headingId, onSourceChange }: SourceProps) => {
  const sampleList = useList({ data: SAMPLE_TENANTS, resource: 'tenants' });
  return (
    <Stack spacing={2}>
      <TenantsToolbar headingId={headingId} source="sample" onSourceChange={onSourceChange} />
      <SampleDataBanner />
      {/* No <ListBase> here to name the resource, and the table's hooks need it. */}
      <ResourceContextProvider value="tenants">
        <ListContextProvider value={sampleList}>
          <TenantsTable sample />
        </ListContextProvider>
      </ResourceContextProvider>
    </Stack>
  );
};

/**
 * /admin/tenants: create a warehouse, list them from the live API or the built-in sample, edit and
 * deactivate (spec part 1, sections 2-5, 7, 8).
 */
const TenantsPage = () => {
  const headingId = useId();
  const [source, setSource] = useState<TenantsSource>('live');
  return (
    <ScreenPage title="tenants.title">
      <CreateAboveListIfAllowed resource="tenants">
        <TenantCreateForm />
      </CreateAboveListIfAllowed>
      <Card component="section" aria-labelledby={headingId}>
        <CardContent>
          {source === 'live' ? (
            <ListBase resource="tenants" perPage={DEFAULT_PAGE_SIZE} queryOptions={LIST_QUERY_OPTIONS}>
              <LiveTenantsView headingId={headingId} onSourceChange={setSource} />
            </ListBase>
          ) : (
            <SampleTenantsView headingId={headingId} onSourceChange={setSource} />
          )}
        </CardContent>
      </Card>
    </ScreenPage>
  );
};

export default TenantsPage;
