import { useTranslate } from 'react-admin';
import { StatusBadge } from './StatusBadge';

/** Active or Inactive as a badge, worded by `<resource>.status.active|inactive`. */
export const ActiveBadge = ({ active, resource }: { active: boolean | undefined; resource: string }) => {
  const translate = useTranslate();
  return (
    <StatusBadge
      status={active ? 'active' : 'inactive'}
      label={translate(active ? `${resource}.status.active` : `${resource}.status.inactive`)}
    />
  );
};
