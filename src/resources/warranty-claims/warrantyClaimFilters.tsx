import { TextInput } from 'react-admin';
import { WARRANTY_CLAIM_STATUSES } from '../../domain/warrantyClaims';
import { choiceFilter } from '../../ui/selectFilters';

/**
 * Status (All, open, submitted, settled, rejected), brand (the brand's name, any case) and a search
 * on the serial number (`q`). A change goes back to page 1 (react-admin's setFilters).
 */
export const warrantyClaimFilters = [
  choiceFilter('warrantyClaims', 'status', WARRANTY_CLAIM_STATUSES),
  <TextInput key="brand" source="brand" label="warrantyClaims.filters.brand" helperText={false} alwaysOn />,
  <TextInput key="q" source="q" label="warrantyClaims.filters.q" type="search" helperText={false} alwaysOn />,
];
