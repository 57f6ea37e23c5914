import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ListCard } from '../../ui/ListCard';
import { AuditFilterForm } from './AuditFilterForm';
import { AuditLogsTable } from './AuditLogsTable';
import { AUDIT_FILTER_DEFAULTS } from './auditFilters';
import { SAMPLE_AUDIT_LOGS } from './sampleAuditLogs';

/**
 * /admin/audit: the audit log (one row per change the backend made), filtered by entity type
 * (default user), newest first, paged 10/20/50 (spec part 2, sections 2, 3, 7-9; DESIGN section 9).
 * After a failed load: the built-in sample rows, in the same table (it has no actions).
 */
const AuditLogsPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title={translate('audit.title')} />
      <ListCard
        resource="audit"
        heading="audit.list.title"
        filterForm={<AuditFilterForm />}
        filterDefaultValues={AUDIT_FILTER_DEFAULTS}
        loadFailure="audit.loadFailure"
        table={<AuditLogsTable />}
        sampleData={SAMPLE_AUDIT_LOGS}
      />
    </Box>
  );
};

export default AuditLogsPage;
