import { useId } from 'react';
import { Box, LinearProgress, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { totalAmount, totalsByVendor, type CommissionReportRow } from '../../domain/commissionReport';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Money } from '../../ui/Money';

export interface VendorTotalsProps {
  /** Every row of the current filter (not only the page on screen). */
  rows: CommissionReportRow[] | undefined;
  isPending?: boolean;
  error?: unknown;
}

/** The small table under the list: the amount per vendor of the filtered rows, and their sum. */
export const VendorTotals = ({ rows, isPending = false, error = null }: VendorTotalsProps) => {
  const translate = useTranslate();
  const headingId = useId();
  if (error) return <ErrorAlert title={translate('commissionReports.totals.loadFailure')} error={error} />;
  if (isPending || !rows) return <LinearProgress aria-label={translate('commissionReports.totals.loading')} />;
  // Nothing to add up: the list above already says 'No data found for selected filters.'
  if (rows.length === 0) return null;
  const totals = totalsByVendor(rows);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 560 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" gutterBottom>
        {translate('commissionReports.totals.title')}
      </Typography>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('commissionReports.totals.vendor')}</TableCell>
            <TableCell align="right">{translate('commissionReports.totals.rows')}</TableCell>
            <TableCell align="right">{translate('commissionReports.totals.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {totals.map((total) => (
            <TableRow key={total.vendorName}>
              <TableCell>{total.vendorName || translate('commissionReports.totals.noVendor')}</TableCell>
              <TableCell align="right">{total.count}</TableCell>
              <TableCell align="right">
                <Money value={total.amount} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {translate('commissionReports.totals.all')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {rows.length}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
              <Money value={totalAmount(rows)} />
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
};
