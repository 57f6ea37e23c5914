import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import AutoModeIcon from '@mui/icons-material/AutoMode';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { canAutoAssign, canMoveComplaint } from '../../domain/complaints';
import { BulkCallButton } from '../../ui/list-tools/BulkCallButton';
import { BulkExportButton } from '../../ui/list-tools/BulkExportButton';

const assignable = (r: RaRecord) => canMoveComplaint(String(r.status), 'assign');
/** Auto-assign picks a vendor for open complaints only (issue 28). */
const autoAssignable = (r: RaRecord) => canAutoAssign(String(r.status));

/** Assign vendor: the active vendors to pick from, then PATCH /api/complaints/{id}/assign {vendorId} per complaint. */
const BulkAssignVendorButton = () => {
  const translate = useTranslate();
  const [vendorId, setVendorId] = useState('');
  // Asked for once the dialog first opens: the bulk bar is mounted with the table, before any selection.
  const [opened, setOpened] = useState(false);
  const { data: vendors = [] } = useGetList(
    'third-parties',
    { filter: { type: 'vendor', isActive: true }, pagination: { page: 1, perPage: 100 } },
    { enabled: opened },
  );
  return (
    <BulkCallButton
      label="complaints.bulk.assignVendor"
      confirm="complaints.bulk.assignVendorConfirm"
      icon={<AssignmentIndIcon />}
      offered={assignable}
      ready={vendorId !== ''}
      onOpen={() => {
        setVendorId('');
        setOpened(true);
      }}
      call={(dp, r) => dp.assignComplaint(r.id, Number(vendorId))}
    >
      <TextField select fullWidth label={translate('complaints.bulk.vendor')} value={vendorId} onChange={(e) => setVendorId(e.target.value)}>
        {vendors.map((v) => (
          <MenuItem key={v.id} value={String(v.id)}>
            {v.name}
          </MenuItem>
        ))}
      </TextField>
    </BulkCallButton>
  );
};

/** The bulk bar of the complaints: auto-assign or assign a vendor to the selected, export the selected. */
export const ComplaintBulkActions = () => (
  <>
    <BulkCallButton
      label="complaints.bulk.autoAssign"
      confirm="complaints.bulk.autoAssignConfirm"
      icon={<AutoModeIcon />}
      offered={autoAssignable}
      call={(dp, r) => dp.autoAssignComplaint(r.id)}
    />
    <BulkAssignVendorButton />
    <BulkExportButton />
  </>
);
