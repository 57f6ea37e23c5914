/** Technician or vendor (spec part 1, section 5). */
export const VENDOR_TYPES = ['technician', 'vendor'] as const;
export type VendorType = (typeof VENDOR_TYPES)[number];

/** A vendor / third party as GET /api/vendor-assignments returns it (spec part 1, section 3). */
export interface Vendor {
  id: number;
  name: string;
  type: VendorType;
  email: string;
  phone: string;
  address: string;
  pincode: string;
  city: string;
  state: string;
  /** Pincodes the vendor serves. */
  serviceAreas: string[];
  specializations: string[];
  commissionPercentage: number;
  /** 1 to 5; 0 while nobody has rated the vendor yet. */
  rating: number;
  isActive: boolean;
}

/** GET /api/vendor-assignments/stats: the overview tiles (real figures, DESIGN section 5). */
export interface VendorStats {
  totalVendors: number;
  activeVendors: number;
  averageRating: number;
  totalBookings: number;
}

/** GET /api/vendor-assignments/{id}/performance. */
export interface VendorPerformance {
  totalJobs?: number;
  completedJobs?: number;
  resolutionRate?: number;
  averageRating?: number;
  commissionEarned?: number;
}

export interface VendorActionProps {
  /** True for the sample rows shown after a failed load: nothing may be sent for them. */
  disabled?: boolean;
}
