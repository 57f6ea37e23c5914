import { Fragment, useId, useState, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { Money } from '../../ui/Money';
import { RowActionButton } from '../../ui/RowActionButton';
import { BomStatusBadge } from './BomsTable';
import type { Bom, BomActionProps } from './types';

/** Every field of one BOM, notes and creation time included, in a dialog. */
export const ViewBomButton = ({ disabled = false }: BomActionProps) => {
  const record = useRecordContext<Bom>();
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const dash = translate('common.none', { _: '—' });
  const fields: [string, ReactNode][] = [
    ['boms.fields.id', record.id],
    ['boms.fields.product', record.parentProduct?.name ?? `#${record.parentProductId}`],
    ['boms.fields.sku', record.parentProduct?.sku || dash],
    ['boms.fields.version', record.version],
    ['boms.fields.description', record.description || dash],
    ['boms.fields.status', <BomStatusBadge key="status" status={record.status} />],
    ['boms.fields.totalCost', <Money key="cost" value={record.totalCost} />],
    ['boms.fields.notes', record.notes || dash],
    ['boms.fields.effectiveDate', <DateText key="effective" value={record.effectiveDate} withTime />],
    ['boms.fields.createdAt', <DateText key="created" value={record.createdAt} withTime />],
  ];
  return (
    <>
      <RowActionButton
        label={translate('boms.actions.view.label')}
        icon={<VisibilityIcon />}
        disabled={disabled}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate('boms.actions.view.title', { version: record.version })}</DialogTitle>
        <DialogContent>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
            {fields.map(([label, value]) => (
              <Fragment key={label}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(label)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                  {value}
                </Typography>
              </Fragment>
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('boms.actions.view.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
