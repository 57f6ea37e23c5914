import type { z } from 'zod';
import type * as R from '../../schemas/records';

/** A complaint as the API answers it (src/schemas/records.ts): its SLA state and the names its ids stand for. */
export type Complaint = z.infer<typeof R.ComplaintView>;

export interface ComplaintActionProps {
  /** True for the sample row shown after a failed load: nothing may be sent for it. */
  disabled?: boolean;
}
