import { usePermissions } from 'react-admin';

/** Whether the signed-in user reads complaints as a customer: their own view (issue 27, CustomerComplaintsTable). */
export const useCustomerReader = () => usePermissions().permissions === 'customer';
