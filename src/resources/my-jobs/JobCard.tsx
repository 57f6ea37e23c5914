import { useId } from 'react';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DateText } from '../../ui/DateText';
import { parseDay } from '../../ui/DayInput';
import { TranslatedStatus } from '../../ui/TranslatedStatus';
import { StartBookingButton } from '../bookings/StartBookingButton';
import { CompleteBookingButton } from '../bookings/CompleteBookingButton';
import type { Booking } from '../bookings/types';
import { addressLine, mapsHref, telHref } from './jobs';

export interface JobCustomer {
  id: number;
  name: string;
  phone?: string | null;
  address?: string | null;
  city?: string | null;
  pincode?: string | null;
}

export interface JobCardProps {
  booking: Booking;
  /** The booking's complaint's customer, product and serial, once loaded. */
  customer?: JobCustomer;
  productName?: string | null;
  serialNo?: string | null;
  /** What the customer reported: the complaint's description (issue 27: the technician knows the fault before the visit). */
  fault?: string | null;
  today: string;
}

/** A thumb-sized control (WCAG 2.5.5: 44 px), whatever the breakpoint. */
const TOUCH = { minHeight: 44, minWidth: 44 };

/**
 * One job as a card: when (today or the date, and the time), what, the status, the customer with a
 * call link, the address with a map link, the product and its serial, the fault reported, and Start / Complete.
 */
export const JobCard = ({ booking, customer, productName, serialNo, fault, today }: JobCardProps) => {
  const translate = useTranslate();
  const headingId = useId();
  const tel = telHref(customer?.phone);
  const place = customer ? addressLine(customer) : '';
  const map = customer ? mapsHref(customer) : null;
  const name = customer?.name ?? translate('myJobs.unknownCustomer');
  return (
    <RecordContextProvider value={booking}>
      <Card component="article" variant="outlined" aria-labelledby={headingId} data-testid="job-card" sx={{ minWidth: 0 }}>
        <CardContent sx={{ display: 'grid', gap: 1, pb: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
            <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {booking.scheduledDate === today ? translate('myJobs.today') : <DateText value={parseDay(booking.scheduledDate)} />}
              {` · ${booking.scheduledTime} · `}
              {translate(`bookings.serviceType.${booking.serviceType}`, { _: booking.serviceType })}
            </Typography>
            <TranslatedStatus ns="bookings" status={booking.status} />
          </Box>
          <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {place || translate('myJobs.noAddress')}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {translate('myJobs.product', { product: productName ?? '—', serial: serialNo ?? '—' })}
          </Typography>
          {fault ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {translate('myJobs.fault', { fault })}
            </Typography>
          ) : null}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            {tel ? (
              <Button
                component="a"
                href={tel}
                variant="outlined"
                startIcon={<PhoneIcon />}
                aria-label={translate('myJobs.call', { name, phone: customer?.phone ?? '' })}
                sx={TOUCH}
              >
                {customer?.phone}
              </Button>
            ) : null}
            {map ? (
              <Button
                component="a"
                href={map}
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                startIcon={<PlaceIcon />}
                endIcon={<OpenInNewIcon fontSize="small" aria-hidden />}
                aria-label={translate('myJobs.mapLabel', { place })}
                sx={TOUCH}
              >
                {translate('myJobs.map')}
              </Button>
            ) : null}
          </Stack>
        </CardContent>
        <CardActions
          sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, '& .sd-row-action': { ...TOUCH, px: 2, fontSize: '0.9375rem' }, '& > :not(style) ~ :not(style)': { ml: 0 } }}
        >
          <StartBookingButton />
          <CompleteBookingButton />
          <Button
            component={RouterLink}
            to={`/admin/service/bookings/${booking.id}/show`}
            sx={{ ...TOUCH, ml: 'auto' }}
          >
            {translate('myJobs.open', { id: booking.id })}
          </Button>
        </CardActions>
      </Card>
    </RecordContextProvider>
  );
};
