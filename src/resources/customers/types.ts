/** A customer as GET /v1/customers returns it (spec part 1, section 3; city from the demo backend). */
export interface Customer {
  id: number;
  name: string;
  email: string;
  phone: string;
  pincode: string;
  city?: string | null;
  /** Tax identity (issue 15): the recipient on invoices; the state is the place of supply. */
  address?: string | null;
  /** GST state code ('29'). */
  stateCode?: string | null;
  gstin?: string | null;
}

/** One line of a customer's service history, joined and sorted (newest first) by the backend. */
export interface ServiceHistoryEntry {
  id: string;
  type?: string;
  summary: string;
  date: string;
}
