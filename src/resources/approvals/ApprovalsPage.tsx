import { ListCard } from '../../ui/ListCard';
import { ApprovalFilterForm } from './ApprovalFilterForm';
import { ApprovalsTable } from './ApprovalsTable';
import { APPROVAL_FILTER_DEFAULTS } from './approvalFilters';
import { SAMPLE_APPROVALS } from './sampleApprovals';
import { ScreenPage } from '../../ui/ScreenPage';
import { APPROVAL_LIST_TOOLS } from './approvalExport';

/**
 * /admin/approvals: approvals filtered by status (default pending, applied by 'Filter'), paged,
 * each approved or rejected with optional notes (spec part 2, sections 2-4, 7-9;
 * README, "Deliberate departures from the spec"). After a failed load: the built-in sample approvals, in
 * the same table, actions disabled.
 */
const ApprovalsPage = () => {
  return (
    <ScreenPage title="approvals.title">
      <ListCard
        resource="approvals"
        heading="approvals.list.title"
        filterForm={<ApprovalFilterForm />}
        filterDefaultValues={APPROVAL_FILTER_DEFAULTS}
        loadFailure="approvals.loadFailure"
        table={<ApprovalsTable />}
        sampleData={SAMPLE_APPROVALS}
        sampleTable={<ApprovalsTable sample />}
        tools={APPROVAL_LIST_TOOLS}
      />
    </ScreenPage>
  );
};

export default ApprovalsPage;
