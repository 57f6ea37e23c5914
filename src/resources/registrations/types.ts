import type { ExtensionEntry, WarrantyStatus } from '../../domain/warranty';

/** A warranty registration as GET /api/warranties returns it (spec part 2, section 3). */
export interface Registration {
  id: number;
  productId: number;
  serialNo: string;
  customerId: number;
  purchaseDate: string;
  warrantyMonths: number;
  warrantyEndDate: string | null;
  dealerId?: string | null;
  invoiceNumber?: string | null;
  notes?: string | null;
  extensions?: ExtensionEntry[];
  createdAt?: string;
  /** Extras the server may send; the screen prefers them to bare ids. */
  product?: { name: string; sku: string } | null;
  customerName?: string | null;
  warrantyStatus?: WarrantyStatus;
}

export interface RegistrationActionProps {
  /** True for the sample rows shown after a failed load: nothing may be sent for them. */
  disabled?: boolean;
}
