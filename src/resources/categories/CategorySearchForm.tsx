import { useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';
import { useListContext, useTranslate } from 'react-admin';
import { useApplyOnChange } from '../../ui/ApplyOnChange';

/**
 * The search box with the spec's 'Search' and 'Clear' buttons: the list is filtered once typing
 * pauses, or at once on Search (or Enter), and goes back to page 1; Clear empties the box and
 * shows every category.
 */
export const CategorySearchForm = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState<string>(String(filterValues.search ?? ''));

  const apply = (value: string) => {
    const term = value.trim();
    setFilters(term ? { ...filterValues, search: term } : omitSearch(filterValues), {});
  };
  useApplyOnChange(text.trim(), apply);
  const search = (event: FormEvent) => {
    event.preventDefault();
    apply(text);
  };
  const clear = () => {
    setText('');
    setFilters(omitSearch(filterValues), {});
  };

  return (
    <Box component="form" role="search" noValidate onSubmit={search} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField
        size="small"
        type="search"
        label={translate('categories.search.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ minWidth: 260 }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {translate('categories.search.submit')}
      </Button>
      <Button variant="outlined" startIcon={<ClearIcon />} onClick={clear}>
        {translate('categories.search.clear')}
      </Button>
    </Box>
  );
};

const omitSearch = (filters: Record<string, unknown>) => {
  const { search: _search, ...rest } = filters;
  return rest;
};
