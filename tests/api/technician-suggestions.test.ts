import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { DEMO_ACCOUNTS } from '../../src/config';
import type { TechnicianSuggestion } from '../../src/domain/technicianSuggestions';
import { signInAs, db } from './utils';

// GET /v1/service/bookings/:id/technician-suggestions: the assign dialog's order and flags.

const t1 = () => db.tenant('1');
interface Suggestions {
  bookingId: number;
  pincode: string | null;
  scheduledDate: string;
  scheduledTime: string;
  technicians: TechnicianSuggestion[];
}
const suggestionsFor = (id: number) => http.get<Suggestions>(`/service/bookings/${id}/technician-suggestions`);

/** A scheduled booking whose customer's pincode one active technician serves and another does not. */
const setUp = () => {
  const booking = t1().bookings.find((b) => b.status === 'scheduled')!;
  const complaint = t1().complaints.find((c) => c.id === booking.complaintId)!;
  const customer = t1().customers.find((c) => c.id === complaint.customerId)!;
  const [near, far] = t1().vendors.filter((v) => v.type === 'technician' && v.isActive);
  near.serviceAreas = [customer.pincode];
  far.serviceAreas = ['999999'];
  return { booking, customer, near, far };
};

describe('technician suggestions', () => {
  it("lists the technicians serving the customer's pincode first, with open jobs and a clash at the booking's date and time", async () => {
    await signInAs();
    const { booking, customer, near, far } = setUp();
    // `near` already has another open visit at the very same date and time.
    const clash = await http.post('/api/service-bookings', {
      complaintId: booking.complaintId,
      scheduledDate: booking.scheduledDate,
      scheduledTime: booking.scheduledTime,
      assignedTechnicianId: near.id,
    });
    const result = await suggestionsFor(booking.id);
    expect(result).toMatchObject({ bookingId: booking.id, pincode: customer.pincode, scheduledDate: booking.scheduledDate, scheduledTime: booking.scheduledTime });
    const rows = result.technicians;
    const inArea = rows.filter((r) => r.inArea);
    // In-area technicians come first, and every active technician is offered.
    expect(rows.slice(0, inArea.length)).toEqual(inArea);
    expect(rows.map((r) => r.id).sort()).toEqual(t1().vendors.filter((v) => v.type === 'technician' && v.isActive).map((v) => v.id).sort());
    const nearRow = rows.find((r) => r.id === near.id)!;
    expect(nearRow).toMatchObject({ name: near.name, inArea: true, conflictBookingId: clash.id });
    const openJobs = t1().bookings.filter((b) => b.id !== booking.id && b.assignedTechnicianId === near.id && ['scheduled', 'in_progress'].includes(b.status)).length;
    expect(nearRow.openJobs).toBe(openJobs);
    expect(rows.find((r) => r.id === far.id)).toMatchObject({ inArea: false, conflictBookingId: null });
  });

  it('is for who may assign: a technician is refused, an unknown booking is 404', async () => {
    await signInAs();
    await expect(suggestionsFor(999999)).rejects.toMatchObject({ status: 404, message: 'Booking #999999 not found' });
    await signInAs(DEMO_ACCOUNTS.technician);
    await expect(suggestionsFor(t1().bookings[0].id)).rejects.toMatchObject({ status: 403 });
  });
});
