import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { warrantyStatus, type WarrantyLike, type WarrantyStatus } from '../../domain/warranty';

const COLORS = { active: 'success', expiring_soon: 'warning', expired: 'error' } as const;

/**
 * Active / Expiring Soon / Expired, derived from the dates with the domain rule (DESIGN section 6)
 * rather than trusted from the server. Green, amber, red; the amber chip gets near-black text
 * because white on MUI's light-mode amber is only about 3:1.
 */
export const WarrantyStatusBadge = ({ record, status }: { record?: WarrantyLike; status?: WarrantyStatus }) => {
  const translate = useTranslate();
  const value: WarrantyStatus = status ?? warrantyStatus(record ?? {});
  return (
    <Chip
      size="small"
      color={COLORS[value]}
      label={translate(`registrations.status.${value}`)}
      data-status={value}
      sx={{ fontWeight: 500, ...(value === 'expiring_soon' ? { color: 'grey.900' } : {}) }}
    />
  );
};
