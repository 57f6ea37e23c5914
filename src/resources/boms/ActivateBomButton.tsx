import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { RowActionButton } from '../../ui/RowActionButton';
import { bomErrorText } from './bomMessages';
import type { Bom, BomActionProps } from './types';

/**
 * PATCH /api/boms/{id}/activate. Only for a BOM that is not active yet; the server makes the
 * product's previous active BOM inactive (one active BOM per product).
 */
export const ActivateBomButton = ({ disabled = false }: BomActionProps) => {
  const record = useRecordContext<Bom>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'catalog/boms', action: 'edit' });
  const { mutate, isPending } = useMutation({
    mutationFn: (bom: Bom) => dataProvider.activateBom(bom.id),
    onSuccess: (_result, bom) => {
      notify('boms.actions.activate.success', { type: 'success', messageArgs: { version: bom.version } });
      refresh();
    },
    onError: (error) =>
      notify('boms.actions.activate.failure', { type: 'error', messageArgs: { message: bomErrorText(error, translate) } }),
  });
  if (!record || !canAccess) return null;
  return (
    <RowActionButton
      label={translate('boms.actions.activate.label')}
      icon={<CheckCircleOutlineIcon />}
      color="success"
      busy={isPending}
      disabled={disabled || record.status === 'active'}
      onClick={() => mutate(record)}
    />
  );
};
