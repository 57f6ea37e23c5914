import { useId } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ListBase, ListContextProvider, Title, useList, useListContext, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { AuditFilterForm } from './AuditFilterForm';
import { AuditLogsTable } from './AuditLogsTable';
import { AUDIT_FILTER_DEFAULTS } from './auditFilters';
import { SAMPLE_AUDIT_LOGS } from './sampleAuditLogs';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };

/** After a failed load: the built-in sample rows, in the same table. */
const SampleAuditLogs = () => {
  const sampleList = useList({ data: SAMPLE_AUDIT_LOGS, resource: 'audit' });
  return (
    <ListContextProvider value={sampleList}>
      <AuditLogsTable />
    </ListContextProvider>
  );
};

const AuditLogsListView = ({ headingId }: { headingId: string }) => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Stack spacing={2}>
      <Typography id={headingId} component="h2" variant="h6">
        {translate('audit.list.title')}
      </Typography>
      <AuditFilterForm />
      {error ? (
        <>
          <ErrorAlert
            title={translate('audit.loadFailure')}
            error={error}
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
                {translate('common.reload')}
              </Button>
            }
          />
          <SampleDataBanner />
          <SampleAuditLogs />
        </>
      ) : (
        <>
          <AuditLogsTable />
          <PrevNextPagination />
        </>
      )}
    </Stack>
  );
};

/**
 * /admin/audit: the audit log (one row per change the backend made), filtered by entity type
 * (default user), newest first, paged 10/20/50 (spec part 2, sections 2, 3, 7-9; DESIGN section 9).
 */
const AuditLogsPage = () => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title={translate('audit.title')} />
      <Card component="section" aria-labelledby={headingId}>
        <CardContent>
          <ListBase resource="audit" filterDefaultValues={AUDIT_FILTER_DEFAULTS} perPage={DEFAULT_PAGE_SIZE} queryOptions={LIST_QUERY_OPTIONS}>
            <AuditLogsListView headingId={headingId} />
          </ListBase>
        </CardContent>
      </Card>
    </Box>
  );
};

export default AuditLogsPage;
