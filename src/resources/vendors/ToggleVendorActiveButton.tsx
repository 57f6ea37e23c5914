import { useRecordContext } from 'react-admin';
import { MutationButton } from '../../ui/MutationButton';
import type { Vendor, VendorActionProps } from './types';

/**
 * 'Activate' / 'Deactivate': PUT /api/vendor-assignments/{id} {isActive}. The server keeps it
 * (README, "Deliberate departures from the spec"), where the reference flipped it locally after a
 * one-second timer.
 */
export const ToggleVendorActiveButton = ({ disabled = false }: VendorActionProps) => {
  const record = useRecordContext<Vendor>();
  const action = record?.isActive ? 'deactivate' : 'activate';
  return (
    <MutationButton<Vendor>
      access={{ resource: 'third-parties', action: 'edit' }}
      label={`vendors.actions.${action}.label`}
      success={`vendors.actions.${action}.success`}
      failure={`vendors.actions.${action}.failure`}
      color={record?.isActive ? 'warning' : 'success'}
      args={(vendor) => ({ name: vendor.name })}
      mutation={(dataProvider, vendor) => dataProvider.setVendorActive(vendor.id, !vendor.isActive)}
      disabled={disabled}
    />
  );
};
