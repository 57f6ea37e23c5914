import { Button, Stack } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { FilterLiveForm, ListBase, useListContext, useTranslate } from 'react-admin';
import { INVENTORY_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { MovementsTable } from './MovementsTable';
import { movementFilters } from './movementFilters';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };

const MovementsListView = () => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Stack spacing={2}>
      <FilterLiveForm debounce={false}>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
          {movementFilters}
        </Stack>
      </FilterLiveForm>
      {error ? (
        <ErrorAlert
          title={translate('inventory.loadFailure')}
          error={error}
          action={
            <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
              {translate('common.reload')}
            </Button>
          }
        />
      ) : (
        <>
          <MovementsTable />
          <PrevNextPagination />
        </>
      )}
    </Stack>
  );
};

/**
 * 'Stock Movements': GET /api/inventory/movements (page, limit, productId, type), 20 a page.
 * The route guard has already checked access to 'inventory'; the resource name here is the
 * dataProvider's, which the role matrix does not list, hence disableAuthentication.
 */
export const MovementsList = () => (
  <ListBase resource="inventory/transactions" perPage={INVENTORY_PAGE_SIZE} queryOptions={LIST_QUERY_OPTIONS} disableAuthentication>
    <MovementsListView />
  </ListBase>
);
