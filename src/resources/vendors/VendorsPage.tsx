import { useId } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  FilterLiveForm,
  ListBase,
  ListContextProvider,
  Title,
  useCanAccess,
  useList,
  useListContext,
  useTranslate,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { VendorCreateForm } from './VendorCreateForm';
import { VendorOverview } from './VendorOverview';
import { VendorPerformanceDialog } from './VendorPerformanceButton';
import { VendorsTable } from './VendorsTable';
import { VENDOR_FILTER_DEFAULTS, vendorFilters } from './vendorFilters';
import { SAMPLE_VENDORS } from './sampleVendors';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };
// City and specialization are typed: wait for a pause before asking the server.
const FILTER_DEBOUNCE_MS = 300;

/** After a failed load: the built-in sample vendors, in the same table, actions disabled. */
const SampleVendors = () => {
  const sampleList = useList({ data: SAMPLE_VENDORS, resource: 'third-parties' });
  return (
    <ListContextProvider value={sampleList}>
      <VendorsTable sample />
    </ListContextProvider>
  );
};

const VendorsListView = ({ headingId }: { headingId: string }) => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Stack spacing={2}>
      <Typography id={headingId} component="h2" variant="h6">
        {translate('vendors.list.title')}
      </Typography>
      <FilterLiveForm debounce={FILTER_DEBOUNCE_MS}>
        <Stack
          role="search"
          aria-label={translate('vendors.filters.label')}
          direction="row"
          spacing={2}
          useFlexGap
          flexWrap="wrap"
          alignItems="center"
        >
          {vendorFilters}
        </Stack>
      </FilterLiveForm>
      {error ? (
        <>
          <ErrorAlert
            title={translate('vendors.loadFailure')}
            error={error}
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
                {translate('common.reload')}
              </Button>
            }
          />
          <SampleDataBanner />
          <SampleVendors />
        </>
      ) : (
        <>
          <VendorsTable />
          <PrevNextPagination />
        </>
      )}
    </Stack>
  );
};

/**
 * /admin/third-parties ('Vendor Assignment'): create a vendor or technician, the performance
 * overview, then filter, page and act on the list (spec part 1, sections 2-5, 7-9; DESIGN
 * sections 5 and 9). At /admin/third-parties/:id/show, that vendor's performance over the list.
 */
const VendorsPage = () => {
  const translate = useTranslate();
  const headingId = useId();
  const { canAccess: canCreate } = useCanAccess({ resource: 'third-parties', action: 'create' });
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title={translate('vendors.title')} />
      {canCreate ? <VendorCreateForm /> : null}
      <VendorOverview />
      <Card component="section" aria-labelledby={headingId}>
        <CardContent>
          <ListBase
            resource="third-parties"
            filterDefaultValues={VENDOR_FILTER_DEFAULTS}
            perPage={DEFAULT_PAGE_SIZE}
            queryOptions={LIST_QUERY_OPTIONS}
          >
            <VendorsListView headingId={headingId} />
          </ListBase>
        </CardContent>
      </Card>
      <VendorPerformanceDialog />
    </Box>
  );
};

export default VendorsPage;
