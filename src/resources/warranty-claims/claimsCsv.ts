// The warranty claims' CSV export (issue 15 scope 6): apart from src/domain/warrantyClaims.ts so the
// demo backend and the schemas, which read the claim rules, do not carry the CSV writer (papaparse).
import { toCsv, type CsvColumn } from '../../domain/csv';
import type { ClaimAmounts } from '../../domain/warrantyClaims';

/** A claim as the list and the export read it. */
export interface ClaimRow extends ClaimAmounts {
  id: number;
  complaintId: number;
  productId: number;
  brand: string;
  serialNo: string;
  status: string;
  createdAt: string;
}

/**
 * The export's CSV (the list's columns): claim, complaint, product (its name when known, else
 * #id), brand, serial, parts, labour and total to 2 decimals, status, created date. Cells are
 * neutralised against formulas (domain/csv.ts, README, "Deliberate departures from the spec").
 */
export const warrantyClaimsCsv = (rows: readonly ClaimRow[], productNames: Readonly<Record<string, string>> = {}): string => {
  const columns: CsvColumn<ClaimRow>[] = [
    { header: 'Claim', value: (r) => r.id },
    { header: 'Complaint', value: (r) => `#${r.complaintId}` },
    { header: 'Product', value: (r) => productNames[String(r.productId)] ?? `#${r.productId}` },
    { header: 'Brand', value: (r) => r.brand },
    { header: 'Serial number', value: (r) => r.serialNo },
    { header: 'Parts', value: (r) => Number(r.partsCost).toFixed(2) },
    { header: 'Labour', value: (r) => Number(r.labourCost).toFixed(2) },
    { header: 'Total', value: (r) => Number(r.totalCost).toFixed(2) },
    { header: 'Status', value: (r) => r.status },
    { header: 'Created', value: (r) => String(r.createdAt ?? '').slice(0, 10) },
  ];
  return toCsv(rows, columns);
};

/** warranty-claims-<YYYY-MM-DD>.csv */
export const warrantyClaimsFileName = (now: Date = new Date()): string => `warranty-claims-${now.toISOString().slice(0, 10)}.csv`;
