import { ListScreen } from '../../ui/ListScreen';
import { AuditFilterForm } from './AuditFilterForm';
import { AuditLogsTable } from './AuditLogsTable';
import { AUDIT_LIST_TOOLS } from './auditExport';
import { AUDIT_FILTER_DEFAULTS } from './auditFilters';
import { SAMPLE_AUDIT_LOGS } from './sampleAuditLogs';

/**
 * /admin/audit: the audit log (one row per change the backend made), filtered by entity type
 * (default user), newest first, paged 10/20/50 (spec part 2, sections 2, 3, 7-9;
 * README, "Deliberate departures from the spec"). After a failed load: the built-in sample rows, in the
 * same table (it has no actions).
 */
const AuditLogsPage = () => (
  <ListScreen
    resource="audit"
    texts="audit"
    filterForm={<AuditFilterForm />}
    filterDefaultValues={AUDIT_FILTER_DEFAULTS}
    tools={AUDIT_LIST_TOOLS}
    table={<AuditLogsTable />}
    sampleData={SAMPLE_AUDIT_LOGS}
  />
);

export default AuditLogsPage;
