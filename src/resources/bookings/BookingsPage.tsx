import { useId } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enIN, hi } from 'date-fns/locale';
import { FilterLiveForm, ListBase, Title, useCanAccess, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { BookingCreateForm } from './BookingCreateForm';
import { BookingsTable } from './BookingsTable';
import { BOOKING_FILTER_DEFAULTS, bookingFilters } from './bookingFilters';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };

const BookingsListView = ({ headingId }: { headingId: string }) => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Stack spacing={2}>
      <Typography id={headingId} component="h2" variant="h6">
        {translate('bookings.list.title')}
      </Typography>
      {/* A filter change goes back to page 1 (react-admin's setFilters does). */}
      <FilterLiveForm debounce={false}>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start">
          {bookingFilters}
        </Stack>
      </FilterLiveForm>
      {error ? (
        // The spec gives no sample bookings: the alert alone, with a way to try again.
        <ErrorAlert
          title={translate('bookings.loadFailure')}
          error={error}
          action={
            <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
              {translate('common.reload')}
            </Button>
          }
        />
      ) : (
        <>
          <BookingsTable />
          <PrevNextPagination />
        </>
      )}
    </Stack>
  );
};

/**
 * /admin/service/bookings: book a service visit for a complaint, then filter by status and date,
 * page, start, complete, cancel, assign a technician or delete (spec part 1, sections 2-5, 7-9;
 * DESIGN section 6). A row opens the booking's page; a technician's name opens their schedule; a
 * complaint reads as its name (a link to its page), with a button beside it for its bookings.
 */
const BookingsPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const headingId = useId();
  const { canAccess: canCreate } = useCanAccess({ resource: 'service/bookings', action: 'create' });
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale === 'hi' ? hi : enIN}>
      <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
        <Title title={translate('bookings.title')} />
        {canCreate ? <BookingCreateForm /> : null}
        <Card component="section" aria-labelledby={headingId}>
          <CardContent>
            <ListBase
              resource="service/bookings"
              filterDefaultValues={BOOKING_FILTER_DEFAULTS}
              perPage={DEFAULT_PAGE_SIZE}
              queryOptions={LIST_QUERY_OPTIONS}
            >
              <BookingsListView headingId={headingId} />
            </ListBase>
          </CardContent>
        </Card>
      </Box>
    </LocalizationProvider>
  );
};

export default BookingsPage;
