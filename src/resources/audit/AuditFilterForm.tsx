import { Stack } from '@mui/material';
import { Form, useListContext } from 'react-admin';
import { ApplyOnChange } from '../../ui/ApplyOnChange';
import { auditFilters } from './auditFilters';

/** A trimmed entity type, or no filter at all when it is empty. */
const toFilter = (values: Record<string, unknown>) => {
  const entityType = String(values.entityType ?? '').trim();
  return entityType ? { entityType } : {};
};

/**
 * The entity-type box: it applies once typing pauses (as every list filter), Enter applies at once.
 * Goes back to page 1.
 */
export const AuditFilterForm = () => {
  const { filterValues, setFilters } = useListContext();
  const apply = (values: Record<string, unknown>) => setFilters(toFilter(values));
  return (
    <Form defaultValues={{ entityType: filterValues?.entityType ?? '' }} onSubmit={apply} noValidate>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <ApplyOnChange apply={apply} />
        {auditFilters}
      </Stack>
    </Form>
  );
};
