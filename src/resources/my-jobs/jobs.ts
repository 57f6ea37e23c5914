// The technician's day (issue 16, scope 2): which bookings are his jobs, in what order, and the
// links a phone opens (call the customer, find the address on a map). Pure: no React, no fetch.

export interface JobBooking {
  id: number;
  scheduledDate: string;
  scheduledTime: string;
  status: string;
}

/** The date a job list counts from, as 'YYYY-MM-DD' in the phone's own time zone. */
export const localDay = (now: Date = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * His jobs: every booking in progress (a job started on an earlier day is still to finish) and every
 * scheduled one from `today` on; completed and cancelled ones are done with. Once each, by date and time.
 */
export const openJobs = <T extends JobBooking>(bookings: readonly T[], today: string): T[] => {
  const byId = new Map<number, T>();
  for (const b of bookings) {
    if (b.status === 'in_progress' || (b.status === 'scheduled' && b.scheduledDate >= today)) byId.set(b.id, b);
  }
  return [...byId.values()].sort(
    (a, b) => a.scheduledDate.localeCompare(b.scheduledDate) || a.scheduledTime.localeCompare(b.scheduledTime) || a.id - b.id,
  );
};

/** A `tel:` link: the number without its spaces, dashes and brackets (a leading + kept). Null without a number. */
export const telHref = (phone: string | null | undefined): string | null => {
  const digits = String(phone ?? '').replace(/[^\d+]/g, '');
  return digits.replace(/\+/g, '').length >= 3 ? `tel:${digits}` : null;
};

export interface JobAddress {
  address?: string | null;
  city?: string | null;
  pincode?: string | null;
}

/** The address as one line: 'house and street, city pincode' (the parts there are). */
export const addressLine = ({ address, city, pincode }: JobAddress): string =>
  [address?.trim(), [city?.trim(), pincode?.trim()].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** Google Maps' search for the address and pincode (https://developers.google.com/maps/documentation/urls). Null without either. */
export const mapsHref = (place: JobAddress): string | null => {
  const query = addressLine(place);
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
};
