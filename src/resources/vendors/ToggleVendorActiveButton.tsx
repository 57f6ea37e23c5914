import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { RowActionButton } from '../../ui/RowActionButton';
import { errorText } from '../../ui/errorText';
import type { Vendor, VendorActionProps } from './types';

/**
 * 'Activate' / 'Deactivate': PUT /api/vendor-assignments/{id} {isActive}. The server keeps it
 * (DESIGN section 9), where the reference flipped it locally after a one-second timer.
 */
export const ToggleVendorActiveButton = ({ disabled = false }: VendorActionProps) => {
  const record = useRecordContext<Vendor>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'third-parties', action: 'edit' });
  const { mutate, isPending } = useMutation({
    mutationFn: (vendor: Vendor) => dataProvider.setVendorActive(vendor.id, !vendor.isActive),
    onSuccess: (_result, vendor) => {
      notify(vendor.isActive ? 'vendors.actions.deactivate.success' : 'vendors.actions.activate.success', {
        type: 'success',
        messageArgs: { name: vendor.name },
      });
      refresh();
    },
    onError: (error, vendor) =>
      notify(vendor.isActive ? 'vendors.actions.deactivate.failure' : 'vendors.actions.activate.failure', {
        type: 'error',
        messageArgs: { name: vendor.name, message: errorText(error) },
      }),
  });
  if (!record || !canAccess) return null;
  const action = record.isActive ? 'deactivate' : 'activate';
  return (
    <RowActionButton
      label={translate(`vendors.actions.${action}.label`)}
      color={record.isActive ? 'warning' : 'success'}
      busy={isPending}
      disabled={disabled}
      onClick={() => mutate(record)}
    />
  );
};
