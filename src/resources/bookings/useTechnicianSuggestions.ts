import { useQuery } from '@tanstack/react-query';
import { http } from '../../providers/http';
import type { TechnicianSuggestion } from '../../domain/technicianSuggestions';

/** GET /v1/service/bookings/:id/technician-suggestions (docs/api.md). */
export interface TechnicianSuggestions {
  bookingId: number;
  /** The booking's customer's pincode; null when unknown. */
  pincode: string | null;
  scheduledDate: string;
  scheduledTime: string;
  /** Active technicians, those serving the pincode first (domain/technicianSuggestions.ts). */
  technicians: TechnicianSuggestion[];
}

/**
 * The assign dialog's order and flags for one booking. A failure (e.g. a backend without the call)
 * is not the dialog's error: it then offers the plain list of active technicians.
 */
export const useTechnicianSuggestions = (bookingId: number) =>
  useQuery({
    queryKey: ['service/bookings', 'technician-suggestions', bookingId],
    queryFn: () => http.get<TechnicianSuggestions>(`/service/bookings/${bookingId}/technician-suggestions`),
    retry: false,
    // Always asked afresh when the dialog opens: other bookings move meanwhile.
    staleTime: 0,
    gcTime: 0,
  });
