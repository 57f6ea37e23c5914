import { Box } from '@mui/material';
import { TextInput, required } from 'react-admin';
import { EditDialogButton } from '../../ui/EditDialogButton';
import { BomLinesInput, BomTotalCostInput, toLinesBody, type BomLineDraft } from './BomLinesInput';
import type { Bom, BomActionProps } from './types';

const TEXTS = {
  label: 'boms.edit.label',
  title: 'boms.edit.title',
  cancel: 'boms.edit.cancel',
  save: 'boms.edit.save',
  success: 'boms.edit.success',
  failure: 'boms.edit.failure',
};

export interface BomEditValues {
  /** Not edited: the line rule needs it (a BOM may not list its own product). */
  parentProductId: number;
  version: string;
  description: string;
  notes: string;
  totalCost: number | null;
  lines: BomLineDraft[];
}

const formValuesOf = (bom: Bom): BomEditValues => ({
  parentProductId: bom.parentProductId,
  version: bom.version ?? '',
  description: bom.description ?? '',
  notes: bom.notes ?? '',
  totalCost: bom.totalCost ?? null,
  lines: (bom.lines ?? []).map(({ productId, quantity }) => ({ productId, quantity })),
});

/**
 * The body of PUT /api/boms/{id}: version, description, notes and the lines (all of them: they
 * replace the stored ones); the typed total only when there are none. The status and the effective
 * date have their own actions and are not sent: the call layer checks the stored BOM merged with
 * the body, and an active BOM's effective date is in the past once it is in force (the server checks
 * that date only when it is sent).
 */
export const toBomUpdate = (values: BomEditValues) => {
  const lines = toLinesBody(values.lines);
  return {
    version: String(values.version ?? '').trim(),
    description: String(values.description ?? '').trim(),
    notes: String(values.notes ?? ''),
    lines,
    ...(lines.length ? {} : { totalCost: values.totalCost ?? 0 }),
    effectiveDate: undefined,
  };
};

/** 'Edit' on a BOM's page: its version, description, notes and component lines (PUT /api/boms/{id}); hidden for roles that may not edit BOMs. */
export const EditBomButton = ({ disabled = false }: BomActionProps) => (
  <EditDialogButton<Bom, BomEditValues>
    resource="catalog/boms"
    texts={TEXTS}
    titleArgs={(bom) => ({ version: bom.version })}
    successArgs={(sent, bom) => ({ version: sent.version || bom.version })}
    defaultValues={formValuesOf}
    transform={(values) => toBomUpdate(values)}
    maxWidth="md"
    disabled={disabled}
  >
    <Box sx={{ display: 'grid', columnGap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <TextInput source="version" label="boms.fields.version" helperText="boms.create.hints.version" validate={required('boms.create.errors.versionRequired')} />
      <BomTotalCostInput />
      <TextInput source="description" label="boms.fields.description" sx={{ gridColumn: { sm: '1 / -1' } }} />
    </Box>
    <BomLinesInput />
    <TextInput source="notes" label="boms.fields.notes" multiline minRows={2} fullWidth />
  </EditDialogButton>
);
