import { useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useTranslate } from 'react-admin';
import { useApplyOnChange } from '../../ui/ApplyOnChange';

/**
 * The role filter text box with the spec's 'Search' button: the list is filtered (query `role`)
 * once typing pauses, or at once on Search or Enter, and goes back to page 1. An empty box shows
 * every role.
 */
export const UserRoleFilterForm = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState<string>(String(filterValues.role ?? ''));

  const apply = (value: string) => {
    const { role: _role, ...rest } = filterValues;
    const role = value.trim();
    setFilters(role ? { ...rest, role } : rest, {});
  };
  useApplyOnChange(text.trim(), apply);
  const search = (event: FormEvent) => {
    event.preventDefault();
    apply(text);
  };

  return (
    <Box component="form" role="search" noValidate onSubmit={search} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField
        size="small"
        label={translate('users.filter.label')}
        placeholder={translate('users.filter.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ minWidth: 240 }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {translate('users.filter.submit')}
      </Button>
    </Box>
  );
};
