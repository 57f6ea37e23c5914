import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { MutationButton } from '../../ui/MutationButton';
import type { Bom, BomActionProps } from './types';

/**
 * PATCH /api/boms/{id}/activate. Only for a BOM that is not active yet; the server makes the
 * product's previous active BOM inactive (one active BOM per product).
 */
export const ActivateBomButton = ({ disabled = false }: BomActionProps) => (
  <MutationButton<Bom>
    access={{ resource: 'catalog/boms', action: 'edit' }}
    label="boms.actions.activate.label"
    success="boms.actions.activate.success"
    failure="boms.actions.activate.failure"
    icon={<CheckCircleOutlineIcon />}
    color="success"
    args={(bom) => ({ version: bom.version })}
    mutation={(dataProvider, bom) => dataProvider.activateBom(bom.id)}
    disabled={(bom) => disabled || bom.status === 'active'}
  />
);
