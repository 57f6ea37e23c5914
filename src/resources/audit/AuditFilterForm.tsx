import { Button, Stack } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Form, useListContext, useTranslate } from 'react-admin';
import { auditFilters } from './auditFilters';

/** A trimmed entity type, or no filter at all when it is empty. */
const toFilter = (values: Record<string, unknown>) => {
  const entityType = String(values.entityType ?? '').trim();
  return entityType ? { entityType } : {};
};

/** The entity-type box with its Search button; Enter in the box searches too. Goes back to page 1. */
export const AuditFilterForm = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  return (
    <Form defaultValues={{ entityType: filterValues?.entityType ?? '' }} onSubmit={(values: Record<string, unknown>) => setFilters(toFilter(values))} noValidate>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        {auditFilters}
        <Button type="submit" variant="contained" size="small" startIcon={<SearchIcon aria-hidden />}>
          {translate('audit.filters.search')}
        </Button>
      </Stack>
    </Form>
  );
};
