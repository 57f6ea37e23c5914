import { useRef, useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Form, NumberInput, SaveButton, SelectInput, TextInput, required, useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { bomErrorText } from './bomMessages';
import { EffectiveDateTimeInput } from './EffectiveDateTimeInput';
import { productLabel, useBomProducts } from './useBomProducts';
import { BOM_STATUSES, type BomStatus } from './types';

export interface BomFormValues {
  parentProductId: number | string | null;
  version: string;
  description: string;
  status: BomStatus;
  totalCost: number | null;
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
  notes: '',
  effectiveDate: now,
});

/** The body of POST /api/boms; validateBom (call layer) checks it before it is sent. */
export const toBomInput = (values: BomFormValues, effectiveDate: Date | null) => ({
  parentProductId: values.parentProductId === '' || values.parentProductId == null ? null : Number(values.parentProductId),
  version: String(values.version ?? '').trim(),
  description: String(values.description ?? '').trim(),
  status: values.status,
  totalCost: values.totalCost ?? 0,
  notes: String(values.notes ?? ''),
  effectiveDate: effectiveDate ? effectiveDate.toISOString() : null,
});

const ResetButton = ({ onReset }: { onReset: () => BomFormValues }) => {
  const translate = useTranslate();
  const { reset } = useFormContext<BomFormValues>();
  return (
    <Button variant="outlined" startIcon={<RestartAltIcon />} onClick={() => reset(onReset())}>
      {translate('boms.create.reset')}
    </Button>
  );
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
  const notify = useNotify();
  const refresh = useRefresh();
  const [create] = useCreate();
  const { products, error: productsError, isPending: productsPending, isSample } = useBomProducts();
  const [failure, setFailure] = useState<unknown>(null);
  // The default effective date is "now" when the form opened; left untouched it means "now" when sent,
  // so a slow fill-in of an active BOM is not refused as being in the past.
  const defaultDate = useRef(new Date());
  const [defaults] = useState(() => initialValues(defaultDate.current));

  const freshDefaults = () => {
    setFailure(null);
    defaultDate.current = new Date();
    return initialValues(defaultDate.current);
  };

  const submit = async (raw: Record<string, unknown>) => {
    const values = raw as unknown as BomFormValues;
    setFailure(null);
    const untouched = values.effectiveDate?.getTime() === defaultDate.current.getTime();
    const effectiveDate = untouched ? new Date() : values.effectiveDate;
    try {
      await create('catalog/boms', { data: toBomInput(values, effectiveDate) }, { returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    notify('boms.create.success', { type: 'success' });
    refresh();
    onDone();
  };

  return (
    <Stack spacing={2}>
      {productsError ? (
        <>
          <ErrorAlert title={translate('boms.products.loadFailure')} error={productsError} />
          {isSample ? <SampleDataBanner /> : null}
        </>
      ) : null}
      {failure ? <ErrorAlert title={translate('boms.create.failure')} error={bomErrorText(failure, translate)} /> : null}
      <Form defaultValues={defaults} onSubmit={submit} noValidate>
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <SelectInput
            source="parentProductId"
            label="boms.fields.parentProduct"
            choices={products}
            optionText={productLabel}
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
          <NumberInput source="totalCost" label="boms.fields.totalCost" helperText="boms.create.hints.totalCost" />
          <EffectiveDateTimeInput source="effectiveDate" label="boms.fields.effectiveDate" />
        </Box>
        <TextInput source="notes" label="boms.fields.notes" multiline minRows={2} fullWidth />
        <Stack direction="row" spacing={2} justifyContent="flex-end" useFlexGap flexWrap="wrap">
          <Button startIcon={<ArrowBackIcon />} onClick={onDone}>
            {translate('boms.create.back')}
          </Button>
          <ResetButton onReset={freshDefaults} />
          <SaveButton label="boms.create.submit" icon={<AddCircleOutlineIcon />} alwaysEnable />
        </Stack>
      </Form>
    </Stack>
  );
};
