import { Button, Stack } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Form, useListContext, useTranslate } from 'react-admin';
import { approvalFilters } from './approvalFilters';

/** Drops empty values: 'All' is no status at all. */
const withoutEmpty = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/**
 * The status select with its 'Filter' button: a choice is applied only on the click (or Enter),
 * as on the spec's screen. Applying goes back to page 1.
 */
export const ApprovalFilterForm = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  return (
    <Form
      defaultValues={{ status: filterValues?.status ?? '' }}
      onSubmit={(values: Record<string, unknown>) => setFilters(withoutEmpty(values))}
      noValidate
    >
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        {approvalFilters}
        <Button type="submit" variant="contained" size="small" startIcon={<FilterListIcon aria-hidden />}>
          {translate('approvals.filters.apply')}
        </Button>
      </Stack>
    </Form>
  );
};
