import { useId } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { lineAmount, TAX_RATE, type InvoiceFigures } from '../../domain/invoice';
import { Money } from '../../ui/Money';
import type { InvoiceLine } from './types';

const cellSx = { fontWeight: 500, color: 'text.primary', fontSize: '0.875rem' } as const;

/** A tax of a line: its rate and its amount, e.g. `9% · ₹72.00`. */
const TaxCell = ({ rate, amount }: { rate?: number; amount?: number }) => (
  <TableCell align="right">
    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {rate ?? 0}%
    </Typography>
    <Money value={amount ?? 0} />
  </TableCell>
);

const TotalRow = ({ label, value, columns, strong = false }: { label: string; value: number; columns: number; strong?: boolean }) => (
  <TableRow>
    <TableCell colSpan={columns - 1} align="right" sx={{ ...cellSx, fontWeight: strong ? 700 : 500 }}>
      {label}
    </TableCell>
    <TableCell align="right" sx={{ ...cellSx, fontWeight: strong ? 700 : 500 }}>
      <Money value={value} />
    </TableCell>
  </TableRow>
);

/**
 * The lines of a tax invoice (Rule 46): description, HSN/SAC, quantity, unit price, taxable value,
 * then CGST and SGST (UTGST) for a supply inside the warehouse's state or IGST for one outside,
 * each with its rate, and the line's total; the footer adds them up. An invoice without a GST split
 * (another server's) shows the flat rule's single GST line. A service note (`noCharge`, issue 27)
 * has no tax at all: its lines and their total only.
 */
export const InvoiceLinesTable = ({ lines, figures, intraState, stateTaxLabel = 'SGST', noCharge = false }: {
  lines: InvoiceLine[];
  figures: InvoiceFigures;
  intraState?: boolean;
  stateTaxLabel?: string;
  noCharge?: boolean;
}) => {
  const translate = useTranslate();
  const headingId = useId();
  const split = figures.split && !noCharge;
  const taxes = !split ? [] : intraState ? ['CGST', stateTaxLabel] : ['IGST'];
  const columns = 5 + taxes.length + (split ? 1 : 0);
  return (
    <>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
        {translate('invoices.view.lineItems')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('invoices.view.description')}</TableCell>
              <TableCell>{translate('invoices.view.hsnSac')}</TableCell>
              <TableCell align="right">{translate('invoices.view.quantity')}</TableCell>
              <TableCell align="right">{translate('invoices.view.unitPrice')}</TableCell>
              <TableCell align="right">{translate(split ? 'invoices.view.taxableValue' : 'invoices.view.amount')}</TableCell>
              {taxes.map((tax) => (
                <TableCell key={tax} align="right">
                  {tax}
                </TableCell>
              ))}
              {split ? <TableCell align="right">{translate('invoices.view.lineTotal')}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, index) => (
              <TableRow key={`${line.description}-${index}`}>
                <TableCell>{line.description}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{line.hsnSac ?? translate('common.none')}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">
                  <Money value={line.unitPrice} />
                </TableCell>
                <TableCell align="right">
                  <Money value={lineAmount(line)} />
                </TableCell>
                {!split ? null : intraState ? (
                  <>
                    <TaxCell rate={line.cgstRate} amount={line.cgst} />
                    <TaxCell rate={line.sgstRate} amount={line.sgst} />
                  </>
                ) : (
                  <TaxCell rate={line.igstRate} amount={line.igst} />
                )}
                {split ? (
                  <TableCell align="right">
                    <Money value={line.total ?? lineAmount(line) + (line.cgst ?? 0) + (line.sgst ?? 0) + (line.igst ?? 0)} />
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            {noCharge ? null : <TotalRow columns={columns} label={translate(split ? 'invoices.view.taxableValue' : 'invoices.view.subtotal')} value={figures.subtotal} />}
            {noCharge ? null : !split ? (
              <TotalRow columns={columns} label={translate('invoices.view.gst', { rate: Math.round(TAX_RATE * 100) })} value={figures.taxAmount} />
            ) : intraState ? (
              <>
                <TotalRow columns={columns} label={translate('invoices.view.taxTotal', { tax: 'CGST' })} value={figures.cgst} />
                <TotalRow columns={columns} label={translate('invoices.view.taxTotal', { tax: stateTaxLabel })} value={figures.sgst} />
              </>
            ) : (
              <TotalRow columns={columns} label={translate('invoices.view.taxTotal', { tax: 'IGST' })} value={figures.igst} />
            )}
            <TotalRow columns={columns} label={translate('invoices.view.total')} value={figures.totalAmount} strong />
          </TableFooter>
        </Table>
      </TableContainer>
    </>
  );
};
