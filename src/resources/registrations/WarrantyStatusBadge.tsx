import { useTranslate } from 'react-admin';
import { StatusBadge } from '../../ui/StatusBadge';
import { warrantyStatus, type WarrantyLike, type WarrantyStatus } from '../../domain/warranty';

/**
 * Active / Expiring Soon / Expired, derived from the dates with the domain rule
 * (docs/architecture.md, "Money: GST and warranty") rather than trusted from the server. The shared badge
 * colours them green, amber and red.
 */
export const WarrantyStatusBadge = ({ record, status }: { record?: WarrantyLike; status?: WarrantyStatus }) => {
  const translate = useTranslate();
  const value: WarrantyStatus = status ?? warrantyStatus(record ?? {});
  return <StatusBadge status={value} label={translate(`registrations.status.${value}`)} />;
};
