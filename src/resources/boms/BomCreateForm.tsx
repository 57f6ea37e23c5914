import { useRef } from 'react';
import { Button } from '@mui/material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { SelectInput, TextInput, required, useGetRecordRepresentation, useTranslate } from 'react-admin';
import { CreateFormCard } from '../../ui/CreateFormCard';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { BomLinesInput, BomTotalCostInput, toLinesBody, type BomLineDraft } from './BomLinesInput';
import { EffectiveDateTimeInput } from './EffectiveDateTimeInput';
import { useBomProducts } from './useBomProducts';
import { BOM_STATUSES, type BomStatus } from './types';

export interface BomFormValues {
  parentProductId: number | string | null;
  version: string;
  description: string;
  status: BomStatus;
  totalCost: number | null;
  /** Component lines (issue 27): with any, the total cost is their sum. */
  lines: BomLineDraft[];
  notes: string;
  effectiveDate: Date | null;
}

/** The form's starting values: status draft, effective now (spec part 2, section 2). */
const initialValues = (now: Date): BomFormValues => ({
  parentProductId: '',
  version: '',
  description: '',
  status: 'draft',
  totalCost: null,
  lines: [],
  notes: '',
  effectiveDate: now,
});

/**
 * The body of POST /api/boms; validateBom (call layer) checks it before it is sent. With lines, the
 * server prices them and the total cost is their sum: no total is sent.
 */
export const toBomInput = (values: BomFormValues, effectiveDate: Date | null) => {
  const lines = toLinesBody(values.lines);
  return {
    parentProductId: values.parentProductId === '' || values.parentProductId == null ? null : Number(values.parentProductId),
    version: String(values.version ?? '').trim(),
    description: String(values.description ?? '').trim(),
    status: values.status,
    ...(lines.length ? { lines } : { totalCost: values.totalCost ?? 0 }),
    notes: String(values.notes ?? ''),
    effectiveDate: effectiveDate ? effectiveDate.toISOString() : null,
  };
};

const TEXTS = {
  submit: 'boms.create.submit',
  success: 'boms.create.success',
  failure: 'boms.create.failure',
  reset: 'boms.create.reset',
};

export interface BomCreateFormProps {
  /** Back to the BOM List tab (after a success, or by 'Back to List'). */
  onDone: () => void;
}

/**
 * 'Create BOM': the screen's rules first ('TV Product is required', 'Version is required'), then
 * the call layer's (validateBom in dataProvider.create) and the server's; a refusal is shown in a
 * red alert and what was typed stays.
 */
export const BomCreateForm = ({ onDone }: BomCreateFormProps) => {
  const translate = useTranslate();
  const { products, error: productsError, isPending: productsPending, isSample } = useBomProducts();
  const represent = useGetRecordRepresentation('products');
  // The default effective date is "now" when the form (re)starts; left untouched it means "now" when
  // sent, so a slow fill-in of an active BOM is not refused as being in the past.
  const defaultDates = useRef(new Set<number>());
  const freshDefaults = () => {
    const now = new Date();
    defaultDates.current.add(now.getTime());
    return initialValues(now);
  };
  const toBody = (values: BomFormValues) => {
    const untouched = values.effectiveDate != null && defaultDates.current.has(values.effectiveDate.getTime());
    return toBomInput(values, untouched ? new Date() : values.effectiveDate);
  };

  return (
    <CreateFormCard<BomFormValues>
      resource="catalog/boms"
      texts={TEXTS}
      submitIcon={<AddCircleOutlineIcon />}
      defaultValues={freshDefaults}
      transform={toBody}
      columns={3}
      notices={
        productsError ? (
          <>
            <ErrorAlert title={translate('boms.products.loadFailure')} error={productsError} />
            {isSample ? <SampleDataBanner /> : null}
          </>
        ) : null
      }
      actions={
        <Button startIcon={<ArrowBackIcon />} onClick={onDone}>
          {translate('boms.create.back')}
        </Button>
      }
      onCreated={onDone}
      after={
        <>
          <BomLinesInput />
          <TextInput source="notes" label="boms.fields.notes" multiline minRows={2} fullWidth />
        </>
      }
    >
      <SelectInput
        source="parentProductId"
        label="boms.fields.parentProduct"
        choices={products}
        optionText={represent}
        optionValue="id"
        translateChoice={false}
        isPending={productsPending}
        validate={required('boms.create.errors.productRequired')}
      />
      <TextInput
        source="version"
        label="boms.fields.version"
        helperText="boms.create.hints.version"
        validate={required('boms.create.errors.versionRequired')}
      />
      <SelectInput
        source="status"
        label="boms.fields.status"
        choices={BOM_STATUSES.map((status) => ({ id: status, name: `boms.status.${status}` }))}
        validate={required()}
      />
      <TextInput source="description" label="boms.fields.description" />
      <BomTotalCostInput />
      <EffectiveDateTimeInput source="effectiveDate" label="boms.fields.effectiveDate" />
    </CreateFormCard>
  );
};
