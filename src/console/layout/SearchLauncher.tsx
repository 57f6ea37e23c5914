import { useRef, useState } from 'react';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { useCanAccessResources, useTranslate } from 'react-admin';
import { SEARCH_GROUPS, SEARCH_MAX_LENGTH, type SearchGroup } from '../../domain/search';
import { preloadableLazy } from '../../preloadableLazy';

/** The screen (react-admin resource) each group's records open in. */
export const SCREEN_OF: Record<SearchGroup, string> = {
  complaints: 'service/complaints',
  customers: 'service/customers',
  registrations: 'catalog/registrations',
  products: 'products',
};
const SCREENS = SEARCH_GROUPS.map((g) => SCREEN_OF[g]);

/** Whether the role may list at least one of the searched resources (else there is no box). */
export const useSearchAllowed = () => {
  const { canAccess } = useCanAccessResources({ action: 'list', resources: SCREENS });
  return canAccess ? SCREENS.some((s) => canAccess[s]) : false;
};

/** The box's look in the app bar, shared by the plain field and the full search. */
export const searchFieldSx: SxProps<Theme> = (theme) => ({
  width: { xs: 180, md: 280 },
  mx: 1,
  '& .MuiInputBase-root': {
    color: 'inherit',
    bgcolor: alpha(theme.palette.common.white, theme.palette.mode === 'dark' ? 0.06 : 0.15),
  },
  '& .MuiInputBase-input::placeholder': { color: 'inherit', opacity: 0.8 },
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'transparent' },
  '& .MuiInputBase-root.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: 'currentColor' },
});

export const searchAdornment = (
  <InputAdornment position="start" sx={{ color: 'inherit' }}>
    <SearchIcon fontSize="small" aria-hidden />
  </InputAdornment>
);

const FullSearch = preloadableLazy(() => import('./GlobalSearch').then((m) => ({ default: m.SearchBox })));

/**
 * The app bar's search box. Until it is first used (hovered, focused) it is a plain field: the
 * full search (MUI's Autocomplete, about 11 KB gzipped) is fetched then, not on every page load
 * (docs/performance.md, the dashboard's JavaScript). What was typed meanwhile is carried over.
 */
export const SearchLauncher = () => {
  const translate = useTranslate();
  const allowed = useSearchAllowed();
  const [ready, setReady] = useState(FullSearch.isLoaded);
  const [text, setText] = useState('');
  const focused = useRef(false);
  if (!allowed) return null;
  if (ready) return <FullSearch initialText={text} autoFocus={focused.current} />;
  const load = () => void FullSearch.preload().then(() => setReady(true));
  return (
    <TextField
      size="small"
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPointerEnter={load}
      onFocus={() => {
        focused.current = true;
        load();
      }}
      placeholder={translate('layout.search.placeholder')}
      sx={searchFieldSx}
      slotProps={{
        input: { startAdornment: searchAdornment },
        htmlInput: { 'aria-label': translate('layout.search.label'), maxLength: SEARCH_MAX_LENGTH },
      }}
    />
  );
};
