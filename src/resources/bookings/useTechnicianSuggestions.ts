import { useQuery } from '@tanstack/react-query';
import { http } from '../../providers/http';
import type { z } from 'zod';
import type * as N from '../../schemas/answers';

/** GET /v1/service/bookings/:id/technician-suggestions: active technicians, those serving the booking's customer's pincode first (src/schemas/answers.ts). */
export type TechnicianSuggestions = z.infer<typeof N.TechnicianSuggestions>;

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
