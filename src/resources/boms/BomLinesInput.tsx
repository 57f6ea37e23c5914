import { Box, Button, IconButton, TextField, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  ArrayInput,
  NumberInput,
  SimpleFormIterator,
  useGetManyAggregate,
  useGetRecordRepresentation,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { bomLineProblem, draftBomAmounts, lineProductId, type BomLineInput } from '../../domain/bomLines';
import { formatINR } from '../../domain/money';
import { LookupInput } from '../../ui/LookupInput';

/** A component line as the form holds it. */
export interface BomLineDraft {
  productId: number | string | null;
  quantity: number | string | null;
}

/** The lines as the API takes them: product and quantity (the server prices them). */
export const toLinesBody = (lines: readonly BomLineDraft[] | null | undefined) =>
  (lines ?? []).map((line) => ({ productId: line.productId, quantity: line.quantity }));

/** The index of the line a field belongs to, from its full name (`lines.2.quantity`). */
const lineIndexOf = (props: unknown): number => {
  const name = (props as { finalSource?: unknown } | undefined)?.finalSource;
  const m = typeof name === 'string' ? /(?:^|\.)(\d+)\.[^.]+$/.exec(name) : null;
  return m ? Number(m[1]) : NaN;
};

/**
 * react-admin's validator of a line's field: the BOM rule of src/domain/bomLines.ts on the lines
 * typed so far (a product, not the BOM's own, not listed twice; a whole quantity from 1), its
 * refusal shown under the field in the user's language (the server's text key, with the line number).
 */
const lineRule =
  (field: 'productId' | 'quantity'): Validator =>
  (_value, values, props) => {
    const index = lineIndexOf(props);
    if (Number.isNaN(index)) return undefined;
    const problem = bomLineProblem(values?.lines ?? [], index, values?.parentProductId, field);
    return problem ? { message: problem.key, args: problem.params } : undefined;
  };
const PRODUCT_RULE = [lineRule('productId')];
const QUANTITY_RULE = [lineRule('quantity')];

/** The catalogue prices of the products `lines` name (one batched getMany, shared with the product lookups' cache). */
const useDraftAmounts = (lines: readonly (BomLineInput | null | undefined)[]) => {
  const ids = [...new Set(lines.map(lineProductId).filter((id) => !Number.isNaN(id)))];
  const { data } = useGetManyAggregate<RaRecord & { price?: number }>('products', { ids }, { enabled: ids.length > 0 });
  const prices = new Map((data ?? []).filter(Boolean).map((p) => [Number(p.id), Number(p.price) || 0]));
  return draftBomAmounts(lines, (id) => prices.get(id));
};

/** A read-only amount in rupees, labelled like the inputs beside it. */
const AmountField = ({ label, value, helperText }: { label: string; value: number | null; helperText?: string }) => (
  <TextField
    label={label}
    value={value === null ? '—' : formatINR(value)}
    helperText={helperText}
    fullWidth
    slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
  />
);

/** A line's unit cost (the product's catalogue price) and amount, as the line is typed. */
const LineAmounts = () => {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  const line = useWatch({ name: `lines.${index}` }) as BomLineDraft | undefined;
  const { lines } = useDraftAmounts([line]);
  return (
    <>
      <AmountField label={translate('boms.lines.unitCost')} value={lines[0]?.unitCost ?? null} />
      <AmountField label={translate('boms.lines.amount')} value={lines[0]?.amount ?? null} />
    </>
  );
};

const AddLineButton = () => {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => add({ productId: null, quantity: 1 })}>
      {translate('boms.lines.add')}
    </Button>
  );
};

const RemoveLineButton = () => {
  const translate = useTranslate();
  const { index, remove } = useSimpleFormIteratorItem();
  const label = translate('boms.lines.remove', { n: index + 1 });
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} color="error" onClick={() => remove()} sx={{ mt: 1 }}>
        <DeleteOutlineIcon />
      </IconButton>
    </Tooltip>
  );
};

/**
 * The BOM's component lines (issue 27): react-admin's ArrayInput and SimpleFormIterator, each line
 * a product looked up by name or SKU, a quantity, and its unit cost and amount computed as it is
 * typed (read-only, in rupees). One column on a phone, one row per line from a tablet up.
 */
export const BomLinesInput = () => {
  const translate = useTranslate();
  // A product as it reads everywhere (its recordRepresentation), with its catalogue price: 'Mainboard (MB-4K) · ₹4,200.00'.
  const represent = useGetRecordRepresentation('products');
  const optionText = (p: RaRecord) => `${represent(p)} · ${formatINR(p.price)}`;
  return (
    <ArrayInput source="lines" label="boms.lines.label" helperText="boms.lines.hint" fullWidth>
      <SimpleFormIterator
        inline
        fullWidth
        disableReordering
        disableClear
        getItemLabel={(index) => translate('boms.lines.line', { n: index + 1 })}
        addButton={<AddLineButton />}
        removeButton={<RemoveLineButton />}
        sx={{
          // The remove button is always shown (react-admin shows it on hover only), so a keyboard reaches it.
          '& .RaSimpleFormIterator-action': { visibility: 'visible' },
          '& .RaSimpleFormIterator-form > *': { flex: { sm: '1 1 0' }, minWidth: 0 },
          '& .RaSimpleFormIterator-form > *:first-of-type': { flex: { sm: '3 1 0' } },
          '& .RaSimpleFormIterator-line': { py: 1 },
        }}
      >
        <LookupInput source="productId" reference="products" label="boms.lines.product" optionText={optionText} validate={PRODUCT_RULE} isRequired />
        <NumberInput source="quantity" label="boms.lines.quantity" defaultValue={1} min={1} step={1} validate={QUANTITY_RULE} fullWidth />
        <LineAmounts />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

/** True when at least one line names a product: then the total cost is the lines' sum, not typed. */
const useHasLines = () => {
  const lines = (useWatch({ name: 'lines' }) ?? []) as BomLineDraft[];
  return lines.some((line) => !Number.isNaN(lineProductId(line)));
};

/** The BOM's total cost as the lines make it (read-only, in rupees), live as they are typed. */
const BomLinesTotal = () => {
  const translate = useTranslate();
  const lines = (useWatch({ name: 'lines' }) ?? []) as BomLineDraft[];
  const { totalCost } = useDraftAmounts(lines);
  return (
    <Box>
      <AmountField label={translate('boms.fields.totalCost')} value={totalCost} helperText={translate('boms.lines.computed')} />
    </Box>
  );
};

/** The total cost: typed while the BOM has no lines, else the lines' sum, read-only. */
export const BomTotalCostInput = () =>
  useHasLines() ? <BomLinesTotal /> : <NumberInput source="totalCost" label="boms.fields.totalCost" helperText="boms.create.hints.totalCost" />;
