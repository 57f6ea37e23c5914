import { useState } from 'react';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useMutation } from '@tanstack/react-query';
import {
  Confirm,
  useDataProvider,
  useGetOne,
  useGetRecordRepresentation,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { RowActionButton } from '../../ui/RowActionButton';
import { errorText } from '../../ui/errorText';
import type { Bom, BomActionProps } from './types';
import { useAccess } from '../../ui/useAccess';

/** DELETE /api/boms/{id} after a confirmation; an active BOM cannot be deleted (button disabled, server refuses too). */
export const DeleteBomButton = ({ disabled = false }: BomActionProps) => {
  const record = useRecordContext<Bom>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const { canAccess } = useAccess('catalog/boms', 'delete');
  // The confirmation is a sentence, not a cell: a BOM without its product's name has it fetched by id when asked.
  const representProduct = useGetRecordRepresentation('products');
  const { data: product } = useGetOne(
    'products',
    { id: record?.parentProductId },
    { enabled: confirming && record?.parentProductId != null && !record?.parentProduct?.name },
  );
  const { mutate, isPending } = useMutation({
    mutationFn: (bom: Bom) => dataProvider.delete<Bom>('catalog/boms', { id: bom.id, previousData: bom }),
    onSuccess: () => {
      setConfirming(false);
      notify('boms.actions.delete.success', { type: 'success' });
      refresh();
    },
    onError: (error) => {
      setConfirming(false);
      notify('boms.actions.delete.failure', { type: 'error', messageArgs: { message: errorText(error, translate) } });
    },
  });
  if (!record || !canAccess) return null;
  return (
    <>
      <RowActionButton
        label={translate('boms.actions.delete.label')}
        icon={<DeleteOutlineIcon />}
        color="error"
        busy={isPending}
        disabled={disabled || record.status === 'active'}
        onClick={() => setConfirming(true)}
      />
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="boms.actions.delete.title"
        titleTranslateOptions={{ version: record.version }}
        content="boms.actions.delete.content"
        contentTranslateOptions={{ version: record.version, product: record.parentProduct?.name || (product ? representProduct(product) : `#${record.parentProductId}`) }}
        confirm="boms.actions.delete.confirm"
        cancel="boms.actions.delete.cancel"
        confirmColor="warning"
        onConfirm={() => mutate(record)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
