import TuneIcon from '@mui/icons-material/Tune';
import { useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { RowActionButton } from '../../ui/RowActionButton';
import type { RoleRecord } from './types';

/** 'Permissions' row action: shows the role's permission matrix below the list (a row click does the same). */
export const SelectRoleButton = ({ onSelect }: { onSelect: (id: Identifier) => void }) => {
  const record = useRecordContext<RoleRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <RowActionButton label={translate('roles.permissions.label')} icon={<TuneIcon />} onClick={() => onSelect(record.id)} />;
};
