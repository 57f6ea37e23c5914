import { Fragment, useId, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { Money } from '../../ui/Money';
import { RowActionButton } from '../../ui/RowActionButton';
import { StatusBadge } from '../../ui/StatusBadge';
import type { SpareRequest, SpareRequestActionProps } from './types';

const DetailList = ({ fields }: { fields: [string, ReactNode][] }) => {
  const translate = useTranslate();
  return (
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
  );
};

/** The whole request in a dialog: its items and, once decided, the approval details. */
export const ViewSpareRequestButton = ({ disabled = false }: SpareRequestActionProps) => {
  const record = useRecordContext<SpareRequest>();
  const translate = useTranslate();
  const titleId = useId();
  const itemsHeadingId = useId();
  const approvalHeadingId = useId();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const dash = translate('common.none', { _: '—' });
  const items = record.requestedItems ?? [];
  const decided = record.approvedBy != null || Boolean(record.approvalNotes) || record.actualCost != null;

  return (
    <>
      <RowActionButton
        label={translate('spareRequests.actions.view.label')}
        icon={<VisibilityIcon />}
        disabled={disabled}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId}>{translate('spareRequests.actions.view.title', { id: record.id })}</DialogTitle>
        <DialogContent>
          <DetailList
            fields={[
              ['spareRequests.fields.bookingId', `#${record.bookingId}`],
              ['spareRequests.fields.status', <StatusBadge key="status" status={record.status} label={translate(`spareRequests.status.${record.status}`, { _: record.status })} />],
              ['spareRequests.fields.requestedBy', `#${record.requestedBy}`],
              ['spareRequests.fields.requestNotes', record.requestNotes || dash],
              ['spareRequests.fields.createdAt', <DateText key="created" value={record.createdAt} withTime />],
            ]}
          />
          <Typography id={itemsHeadingId} component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
            {translate('spareRequests.actions.view.items')}
          </Typography>
          <TableContainer>
            <Table size="small" aria-labelledby={itemsHeadingId}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('spareRequests.fields.partName')}</TableCell>
                  <TableCell>{translate('spareRequests.fields.partNumber')}</TableCell>
                  <TableCell align="right">{translate('spareRequests.fields.quantity')}</TableCell>
                  <TableCell align="right">{translate('spareRequests.fields.estimatedCost')}</TableCell>
                  <TableCell>{translate('spareRequests.fields.description')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item, index) => (
                  <TableRow key={`${item.partNumber}-${index}`}>
                    <TableCell>{item.partName}</TableCell>
                    <TableCell>{item.partNumber || dash}</TableCell>
                    <TableCell align="right">{item.quantity}</TableCell>
                    <TableCell align="right">
                      <Money value={item.estimatedCost} />
                    </TableCell>
                    <TableCell>{item.description || dash}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
                    {translate('spareRequests.fields.totalEstimatedCost')}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    <Money value={record.totalEstimatedCost} />
                  </TableCell>
                  <TableCell />
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
          <Typography id={approvalHeadingId} component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
            {translate('spareRequests.actions.view.approval')}
          </Typography>
          {decided ? (
            <DetailList
              fields={[
                ['spareRequests.fields.approvedBy', record.approvedBy != null ? `#${record.approvedBy}` : dash],
                ['spareRequests.fields.approvalNotes', record.approvalNotes || dash],
                ['spareRequests.fields.actualCost', <Money key="actual" value={record.actualCost} />],
              ]}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('spareRequests.actions.view.notDecided')}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('spareRequests.actions.view.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
