import { InputAdornment } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { FilterLiveForm, TextInput } from 'react-admin';

// Typed text: wait for a pause before asking the server.
const SEARCH_DEBOUNCE_MS = 400;

/**
 * One search box over name, email, phone and pincode: GET /v1/customers?search=
 * (docs/architecture.md, "Paths the spec leaves open").
 */
export const CustomerSearchForm = () => (
  <FilterLiveForm debounce={SEARCH_DEBOUNCE_MS}>
    <TextInput
      source="search"
      label="customers.search.label"
      helperText="customers.search.hint"
      fullWidth
      // A native search field: Escape and the browser's own clear button empty it.
      type="search"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  </FilterLiveForm>
);
