import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { dateFnsLocale } from '../../i18n/dateFnsLocale';
import { useLocaleState } from 'react-admin';
import { ListCard } from '../../ui/ListCard';
import { BookingCreateForm } from './BookingCreateForm';
import { BookingsTable } from './BookingsTable';
import { BOOKING_CARD } from './BookingCard';
import { BOOKING_FILTER_DEFAULTS, bookingFilters } from './bookingFilters';
import { ScreenPage } from '../../ui/ScreenPage';
import { BOOKING_LIST_TOOLS } from './bookingExport';
import { CreateAboveListIfAllowed } from '../../ui/CreateAboveList';

/**
 * /admin/service/bookings: book a service visit for a complaint, then filter by status and date,
 * page, start, complete, cancel, assign a technician or delete (spec part 1, sections 2-5, 7-9;
 * docs/architecture.md, "Lifecycle and SLA"). A row opens the booking's page; a technician's name opens
 * their schedule; a complaint reads as its name (a link to its page), with a button beside it for its
 * bookings.
 */
const BookingsPage = () => {
  const [locale] = useLocaleState();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsLocale(locale)}>
      <ScreenPage title="bookings.title">
        <CreateAboveListIfAllowed resource="service/bookings">
          <BookingCreateForm />
        </CreateAboveListIfAllowed>
        {/* A filter change goes back to page 1 (react-admin's setFilters does). The spec gives no
            sample bookings: a failed load shows the alert alone, with a way to try again. */}
        <ListCard
          resource="service/bookings"
          heading="bookings.list.title"
          filters={bookingFilters}
          filtersAlign="flex-start"
          filterDefaultValues={BOOKING_FILTER_DEFAULTS}
          loadFailure="bookings.loadFailure"
          table={<BookingsTable />}
          card={BOOKING_CARD}
          tools={BOOKING_LIST_TOOLS}
        />
      </ScreenPage>
    </LocalizationProvider>
  );
};

export default BookingsPage;
