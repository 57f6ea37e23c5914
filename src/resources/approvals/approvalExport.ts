import type { ListToolsOptions } from '../../ui/list-tools/ListToolsContext';

/** The approvals list's export: its columns, the decision in words and the approver as the table shows them. */
export const APPROVAL_LIST_TOOLS: ListToolsOptions = {
  exportColumns: [
    { source: 'id', label: 'approvals.columns.id' },
    { source: 'status', label: 'approvals.columns.decision', translateAs: 'approvals.status' },
    {
      source: 'approverId',
      label: 'approvals.columns.approver',
      value: (r, translate) => (r.approverId === null || r.approverId === undefined ? '' : translate('approvals.approver', { id: r.approverId })),
    },
    { source: 'notes', label: 'approvals.columns.notes' },
    { source: 'updatedAt', label: 'approvals.columns.updated', kind: 'dateTime' },
  ],
};
