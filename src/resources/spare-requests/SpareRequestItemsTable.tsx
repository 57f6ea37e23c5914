import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useTranslate } from 'react-admin';
import { Money } from '../../ui/Money';
import type { SpareRequest } from './types';

/**
 * The requested parts of one request (part, number, quantity, estimated cost, description) and their
 * total; a catalogue part's name links to its product page.
 */
export const SpareRequestItemsTable = ({ record }: { record: SpareRequest }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const dash = translate('common.none', { _: '—' });
  const items = record.requestedItems ?? [];
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('spareRequests.actions.view.items')}>
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
              <TableCell>
                {item.productId ? (
                  <Link component={RouterLink} to={createPath({ resource: 'products', id: item.productId, type: 'show' })}>
                    {item.partName}
                  </Link>
                ) : (
                  item.partName
                )}
              </TableCell>
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
  );
};
