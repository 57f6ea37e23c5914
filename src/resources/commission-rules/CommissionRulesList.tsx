import { useId } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { FilterLiveForm, ListBase, ListContextProvider, useList, useListContext, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { CommissionRulesTable } from './CommissionRulesTable';
import { COMMISSION_RULE_FILTER_DEFAULTS, commissionRuleFilters } from './commissionRuleFilters';
import { SAMPLE_COMMISSION_RULES } from './sampleCommissionRules';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };

/** After a failed load: the built-in sample rules, in the same table, Edit and Delete disabled. */
const SampleCommissionRules = () => {
  const sampleList = useList({ data: SAMPLE_COMMISSION_RULES, resource: 'finance/commissions' });
  return (
    <ListContextProvider value={sampleList}>
      <CommissionRulesTable sample />
    </ListContextProvider>
  );
};

const CommissionRulesListView = ({ headingId }: { headingId: string }) => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Stack spacing={2}>
      <Typography id={headingId} component="h2" variant="h6">
        {translate('commissionRules.list.title')}
      </Typography>
      <FilterLiveForm debounce={false}>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
          {commissionRuleFilters}
        </Stack>
      </FilterLiveForm>
      {error ? (
        <>
          <ErrorAlert
            title={translate('commissionRules.loadFailure')}
            error={error}
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
                {translate('common.reload')}
              </Button>
            }
          />
          <SampleDataBanner />
          <SampleCommissionRules />
        </>
      ) : (
        <>
          <CommissionRulesTable />
          <PrevNextPagination />
        </>
      )}
    </Stack>
  );
};

/**
 * 'Commission Rules': GET /v1/commission-rules (page, limit, party, type, active), newest first,
 * active rules only by default.
 */
export const CommissionRulesList = () => {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <ListBase
          resource="finance/commissions"
          filterDefaultValues={COMMISSION_RULE_FILTER_DEFAULTS}
          perPage={DEFAULT_PAGE_SIZE}
          queryOptions={LIST_QUERY_OPTIONS}
        >
          <CommissionRulesListView headingId={headingId} />
        </ListBase>
      </CardContent>
    </Card>
  );
};
