import type { Coverage } from '../../domain/service';

/** A coverage area as GET /v1/areas returns it (spec part 2, section 3). */
export interface Area {
  id: number;
  city: string;
  pincode: string;
  state: string;
  region: string;
  coverage: Coverage;
  serviceTypes: string[];
  maxResponseTimeHours: number;
  serviceCharge: number;
  travelCharge: number;
  active: boolean;
  notes: string;
}

/** GET /v1/areas/{id}/performance. */
export interface AreaPerformance {
  totalComplaints?: number;
  resolvedComplaints?: number;
  resolutionRate?: number;
  activeVendors?: number;
  maxResponseTimeHours?: number;
}

/** The list filters: coverage, state, city, active ('true'/'false'); empty means any. */
export interface AreaFilterValues {
  coverage?: string;
  state?: string;
  city?: string;
  active?: string;
}

export interface AreaActionProps {
  /** True for the sample rows shown after a failed load: nothing may be sent for them. */
  disabled?: boolean;
}
