import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ListCard } from '../../ui/ListCard';
import { ApprovalFilterForm } from './ApprovalFilterForm';
import { ApprovalsTable } from './ApprovalsTable';
import { APPROVAL_FILTER_DEFAULTS } from './approvalFilters';
import { SAMPLE_APPROVALS } from './sampleApprovals';

/**
 * /admin/approvals: approvals filtered by status (default pending, applied by 'Filter'), paged,
 * each approved or rejected with optional notes (spec part 2, sections 2-4, 7-9; DESIGN section 9).
 * After a failed load: the built-in sample approvals, in the same table, actions disabled.
 */
const ApprovalsPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title={translate('approvals.title')} />
      <ListCard
        resource="approvals"
        heading="approvals.list.title"
        filterForm={<ApprovalFilterForm />}
        filterDefaultValues={APPROVAL_FILTER_DEFAULTS}
        loadFailure="approvals.loadFailure"
        table={<ApprovalsTable />}
        sampleData={SAMPLE_APPROVALS}
        sampleTable={<ApprovalsTable sample />}
      />
    </Box>
  );
};

export default ApprovalsPage;
