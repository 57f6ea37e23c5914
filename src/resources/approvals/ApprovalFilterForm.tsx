import { Button, Stack } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Form, useListContext, useTranslate } from 'react-admin';
import { ApplyOnChange } from '../../ui/ApplyOnChange';
import { approvalFilters } from './approvalFilters';

/** Drops empty values: 'All' is no status at all. */
const withoutEmpty = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/**
 * The status select with the spec's 'Filter' button: a choice applies at once (issue 16: filters
 * apply on change); the button applies it too. Applying goes back to page 1.
 */
export const ApprovalFilterForm = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const apply = (values: Record<string, unknown>) => setFilters(withoutEmpty(values));
  return (
    <Form
      defaultValues={{ status: filterValues?.status ?? '' }}
      onSubmit={apply}
      noValidate
    >
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <ApplyOnChange apply={apply} delay={0} />
        {approvalFilters}
        <Button type="submit" variant="contained" size="small" startIcon={<FilterListIcon aria-hidden />}>
          {translate('approvals.filters.apply')}
        </Button>
      </Stack>
    </Form>
  );
};
