import { TextInput } from 'react-admin';
import { choiceFilter, activeFilter } from '../../ui/selectFilters';
import { VENDOR_TYPES } from './types';

/**
 * Type (technician, vendor, plus All; default technician), active (All, Active, Inactive, sent as
 * isActive), city and specialization (spec part 1, sections 2 and 9). 'All' sends nothing.
 * The sources are the query names GET /api/vendor-assignments takes.
 */
export const vendorFilters = [
  choiceFilter('vendors', 'type', VENDOR_TYPES, 'vendors.type'),
  activeFilter('vendors', 'isActive'),
  <TextInput key="city" source="city" label="vendors.filters.city" size="small" helperText={false} sx={{ minWidth: 160 }} />,
  <TextInput
    key="specialization"
    source="specialization"
    label="vendors.filters.specialization"
    size="small"
    helperText={false}
    sx={{ minWidth: 200 }}
  />,
];

export const VENDOR_FILTER_DEFAULTS = { type: 'technician' };
