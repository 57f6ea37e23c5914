import { Button, Stack } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';
import { Form, useListContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ApplyOnChange } from '../../ui/ApplyOnChange';
import { EMPTY_BOM_FILTERS, appliedFilters, bomFilters } from './bomFilters';

const ClearButton = () => {
  const translate = useTranslate();
  const { setFilters } = useListContext();
  const { reset } = useFormContext();
  return (
    <Button
      variant="outlined"
      startIcon={<ClearIcon />}
      onClick={() => {
        reset(EMPTY_BOM_FILTERS);
        // A new filter object also goes back to page 1.
        setFilters({}, {});
      }}
    >
      {translate('boms.filters.clear')}
    </Button>
  );
};

/**
 * Filters apply on change (text once typing pauses) and at once on 'Search' (page 1); 'Clear'
 * empties them (page 1).
 */
export const BomFilterForm = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const apply = (values: Record<string, unknown>) => setFilters(appliedFilters(values), {});
  return (
    <Form
      defaultValues={{ ...EMPTY_BOM_FILTERS, ...filterValues }}
      onSubmit={apply}
      noValidate
    >
      <Stack
        role="search"
        aria-label={translate('boms.filters.label')}
        direction="row"
        spacing={2}
        useFlexGap
        flexWrap="wrap"
        alignItems="center"
      >
        <ApplyOnChange apply={apply} />
        {bomFilters}
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {translate('boms.filters.searchButton')}
        </Button>
        <ClearButton />
      </Stack>
    </Form>
  );
};
