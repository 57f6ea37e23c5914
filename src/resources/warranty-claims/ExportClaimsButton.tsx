import { ExportButton, type Exporter } from 'react-admin';
import { downloadCsv } from '../../ui/exporters';
import { warrantyClaimsCsv, warrantyClaimsFileName, type ClaimRow } from './claimsCsv';

/**
 * react-admin's exporter for the claims: every claim of the current filters (ExportButton asks the
 * dataProvider for them), the products' names fetched in one batch, saved as
 * warranty-claims-<today>.csv with the list's columns (claimsCsv.ts), so the brand can be billed.
 */
export const exportClaims: Exporter<ClaimRow> = async (claims, fetchRelatedRecords) => {
  const products = await fetchRelatedRecords<{ id: number; name?: string }>(claims, 'productId', 'products').catch(() => ({}));
  const names = Object.fromEntries(Object.values(products).map((p) => [String(p.id), String(p.name ?? `#${p.id}`)]));
  downloadCsv(warrantyClaimsCsv(claims, names), warrantyClaimsFileName());
};

/** 'Export CSV' over the list (react-admin's ExportButton: disabled while the list is empty). */
export const ExportClaimsButton = () => <ExportButton exporter={exportClaims} label="warrantyClaims.export" maxResults={5000} />;
