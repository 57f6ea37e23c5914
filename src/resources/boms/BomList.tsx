import { Button, Stack } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ListBase, ListContextProvider, useList, useListContext, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { BomFilterForm } from './BomFilterForm';
import { BomsTable } from './BomsTable';
import { SAMPLE_BOMS } from './sampleBoms';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };

/** After a failed load: the built-in sample BOMs, in the same table, actions disabled. */
const SampleBoms = () => {
  const sampleList = useList({ data: SAMPLE_BOMS, resource: 'catalog/boms' });
  return (
    <ListContextProvider value={sampleList}>
      <BomsTable sample />
    </ListContextProvider>
  );
};

const BomListView = () => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Stack spacing={2}>
      <BomFilterForm />
      {error ? (
        <>
          <ErrorAlert
            title={translate('boms.loadFailure')}
            error={error}
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
                {translate('common.reload')}
              </Button>
            }
          />
          <SampleDataBanner />
          <SampleBoms />
        </>
      ) : (
        <>
          <BomsTable />
          <PrevNextPagination />
        </>
      )}
    </Stack>
  );
};

/**
 * 'BOM List': GET /api/boms with parentProductId, status, version, search, page and limit.
 * The list state stays with the tab (like the tab itself) rather than in the address bar.
 */
export const BomList = () => (
  <ListBase resource="catalog/boms" perPage={DEFAULT_PAGE_SIZE} queryOptions={LIST_QUERY_OPTIONS} disableSyncWithLocation>
    <BomListView />
  </ListBase>
);
