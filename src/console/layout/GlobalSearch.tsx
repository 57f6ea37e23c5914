import { useEffect, useId, useMemo, useState } from 'react';
import { Autocomplete, Box, ListSubheader, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCreatePath, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { request } from '../../providers/http';
import { getTenantId } from '../../providers/storage';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchGroup, type SearchResults } from '../../domain/search';
import { SCREEN_OF, searchAdornment, searchFieldSx, useSearchAllowed } from './SearchLauncher';

/** How long typing must pause before the box asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/** GET /api/search?q=: the groups the role may read, a few hits each (docs/api.md). */
const fetchSearch = async (q: string, signal?: AbortSignal) =>
  (await request<SearchResults>('/api/search', { method: 'GET', query: { q }, signal })).json;

/** One result line: what it reads and where it leads. */
interface Hit {
  group: SearchGroup;
  key: string;
  primary: string;
  secondary: string;
  to: string;
}

const line = (...parts: (string | null | undefined)[]) => parts.filter((p) => p !== null && p !== undefined && String(p).trim() !== '').join(' · ');

/** The results as lines, group by group in SEARCH_GROUPS order. */
const useHits = (results: SearchResults | undefined): Hit[] => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return useMemo(() => {
    if (!results) return [];
    const show = (group: SearchGroup, id: number) => createPath({ resource: SCREEN_OF[group], id, type: 'show' });
    // Registrations have no page of their own: the list, filtered on the serial.
    const registrations = (serialNo: string) =>
      `${createPath({ resource: SCREEN_OF.registrations, type: 'list' })}?filter=${encodeURIComponent(JSON.stringify({ serialNo }))}`;
    return [
      ...(results.complaints ?? []).map((c) => ({
        group: 'complaints' as const,
        key: `complaint-${c.id}`,
        primary: line(`#${c.id}`, c.serialNo),
        secondary: line(c.customerName, c.productName, translate(`complaints.status.${c.status}`, { _: c.status })),
        to: show('complaints', c.id),
      })),
      ...(results.customers ?? []).map((c) => ({
        group: 'customers' as const,
        key: `customer-${c.id}`,
        primary: c.name,
        secondary: line(c.phone, c.email),
        to: show('customers', c.id),
      })),
      ...(results.registrations ?? []).map((r) => ({
        group: 'registrations' as const,
        key: `registration-${r.id}`,
        primary: r.serialNo,
        secondary: line(r.invoiceNumber ? translate('layout.search.invoice', { number: r.invoiceNumber }) : null, r.productName, r.customerName),
        to: registrations(r.serialNo),
      })),
      ...(results.products ?? []).map((p) => ({
        group: 'products' as const,
        key: `product-${p.id}`,
        primary: p.name,
        secondary: p.sku,
        to: show('products', p.id),
      })),
    ];
  }, [results, translate, createPath]);
};

/** The box, for roles that may list at least one of the searched resources. */
export const GlobalSearch = () => {
  const allowed = useSearchAllowed();
  return allowed ? <SearchBox /> : null;
};

/**
 * The app bar's search (issue 12 item 7): complaints by id or serial, customers by name, phone or
 * e-mail, registrations by serial or invoice number, products by name or SKU, through one call
 * once typing pauses. Results are grouped under headings; arrows move, Enter opens the record,
 * Escape closes the list and then clears the text.
 */
export const SearchBox = ({ initialText = '', autoFocus = false }: { initialText?: string; autoFocus?: boolean }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  // What the plain field (SearchLauncher) held before this box replaced it.
  const [input, setInput] = useState(initialText);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(initialText !== '');
  const groupId = useId();
  const text = input.trim();

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const enabled = query.length >= SEARCH_MIN_LENGTH;
  const { data, isFetching, error } = useQuery({
    queryKey: ['search', getTenantId(), query],
    queryFn: ({ signal }) => fetchSearch(query, signal),
    enabled,
    staleTime: 10_000,
    // A failure is shown in the list, not retried while the user types.
    retry: false,
  });
  const hits = useHits(enabled ? data : undefined);
  const tooShort = text.length < SEARCH_MIN_LENGTH;
  // Only the answer for what is typed now: Enter never opens a result of an earlier text.
  const current = !tooShort && query === text;
  const options = current ? hits : [];
  const settled = current && !isFetching;

  const noOptionsText = tooShort
    ? translate('layout.search.tooShort', { min: SEARCH_MIN_LENGTH })
    : error && settled
      ? translate('layout.search.failed', { message: (error as Error).message })
      : settled
        ? translate('layout.search.empty', { query: text })
        : translate('layout.search.searching');
  const label = translate('layout.search.label');

  return (
    <Autocomplete<Hit>
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        // Typing and Escape's clearing; a pick empties the box below instead of showing its text.
        if (reason === 'input' || reason === 'clear') setInput(value);
      }}
      onChange={(_event, hit) => {
        if (!hit) return;
        setInput('');
        setOpen(false);
        navigate(hit.to);
      }}
      open={open && text !== ''}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      filterOptions={(all) => all}
      groupBy={(hit) => translate(`layout.search.groups.${hit.group}`)}
      getOptionLabel={(hit) => hit.primary}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      noOptionsText={noOptionsText}
      loading={!tooShort && !settled && options.length === 0}
      loadingText={translate('layout.search.searching')}
      autoHighlight
      clearOnEscape
      clearOnBlur={false}
      blurOnSelect
      forcePopupIcon={false}
      size="small"
      sx={searchFieldSx}
      slotProps={{ popper: { placement: 'bottom-start', sx: { minWidth: 360 } } }}
      // Each group a labelled ARIA group of the listbox (MUI's default nests a bare list in a list item).
      renderGroup={(params) => (
        <li key={params.key} role="presentation">
          <div role="group" aria-labelledby={`${groupId}-${params.key}`}>
            <ListSubheader component="div" id={`${groupId}-${params.key}`} sx={{ lineHeight: 2.5, top: -8 }}>
              {params.group}
            </ListSubheader>
            <Box component="ul" role="presentation" sx={{ p: 0, m: 0 }}>
              {params.children}
            </Box>
          </div>
        </li>
      )}
      renderOption={(props, hit) => {
        const { key: _key, ...rest } = props as typeof props & { key?: string };
        return (
          <li key={hit.key} {...rest}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {hit.primary}
              </Typography>
              {hit.secondary ? (
                <Typography variant="caption" color="text.secondary" component="p" noWrap>
                  {hit.secondary}
                </Typography>
              ) : null}
            </Box>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          placeholder={translate('layout.search.placeholder')}
          slotProps={{
            input: { ...params.InputProps, startAdornment: searchAdornment },
            htmlInput: { ...params.inputProps, 'aria-label': label, maxLength: SEARCH_MAX_LENGTH },
          }}
        />
      )}
    />
  );
};
