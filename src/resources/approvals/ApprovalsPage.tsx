import { ListScreen } from '../../ui/ListScreen';
import { ApprovalFilterForm } from './ApprovalFilterForm';
import { ApprovalsTable } from './ApprovalsTable';
import { APPROVAL_FILTER_DEFAULTS } from './approvalFilters';
import { SAMPLE_APPROVALS } from './sampleApprovals';
import { APPROVAL_LIST_TOOLS } from './approvalExport';

/**
 * /admin/approvals: approvals filtered by status (default pending, applied by 'Filter'), paged,
 * each approved or rejected with optional notes (spec part 2, sections 2-4, 7-9;
 * README, "Deliberate departures from the spec"). After a failed load: the built-in sample approvals, in
 * the same table, actions disabled.
 */
const ApprovalsPage = () => (
  <ListScreen
    resource="approvals"
    texts="approvals"
    filterForm={<ApprovalFilterForm />}
    filterDefaultValues={APPROVAL_FILTER_DEFAULTS}
    table={<ApprovalsTable />}
    sampleData={SAMPLE_APPROVALS}
    sampleTable={<ApprovalsTable sample />}
    tools={APPROVAL_LIST_TOOLS}
  />
);

export default ApprovalsPage;
