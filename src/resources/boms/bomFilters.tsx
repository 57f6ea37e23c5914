import { TextInput } from 'react-admin';
import { LookupInput } from '../../ui/LookupInput';
import { SelectFilterInput } from '../../ui/SelectFilterInput';
import { BOM_STATUSES } from './types';

/** Product: any product, searched on the server as the user types; cleared, no parentProductId is sent. */
const ProductFilterInput = ({ source }: { source: string }) => (
  <LookupInput source={source} reference="products" label="boms.filters.product" fullWidth={false} sx={{ minWidth: 260 }} />
);

/**
 * The BOM List filters (spec part 2, section 2): product, status (Draft, Active, Inactive, plus
 * All), version and a description search. They apply on change (BomFilterForm) and on Search.
 * The sources are the query names the call takes (parentProductId, status, version, search).
 */
export const bomFilters = [
  <ProductFilterInput key="parentProductId" source="parentProductId" />,
  <SelectFilterInput
    key="status"
    source="status"
    label="boms.filters.status"
    allLabel="boms.filters.all"
    choices={BOM_STATUSES.map((status) => ({ id: status, name: `boms.status.${status}` }))}
  />,
  <TextInput key="version" source="version" label="boms.filters.version" size="small" helperText={false} sx={{ minWidth: 140 }} />,
  <TextInput key="search" source="search" label="boms.filters.search" size="small" helperText={false} sx={{ minWidth: 220 }} />,
];

export const EMPTY_BOM_FILTERS = { parentProductId: '', status: '', version: '', search: '' };

/** Only the filters that hold something are sent. */
export const appliedFilters = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
      .filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
