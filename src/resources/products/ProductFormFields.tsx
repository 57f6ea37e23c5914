import { Box } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import type { CategoryChoice } from './types';
import { validateCategory, validateProductName } from './productInput';

export interface ProductFormFieldsProps {
  categories: CategoryChoice[];
  categoriesPending?: boolean;
  /** The edit dialog also offers the Active switch. */
  withActive?: boolean;
  /** Narrower grid inside the edit dialog. */
  columns?: number;
}

/** name, category, sku, price, warrantyMonths, brand, HSN code, GST rate, extension price, description: the create form and the edit dialog share them. */
export const ProductFormFields = ({ categories, categoriesPending = false, withActive = false, columns = 3 }: ProductFormFieldsProps) => (
  <>
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      <TextInput source="name" label="products.fields.name" validate={validateProductName} />
      <SelectInput
        source="categoryId"
        label="products.fields.category"
        choices={categories}
        translateChoice={false}
        isPending={categoriesPending}
        validate={validateCategory}
      />
      <TextInput source="sku" label="products.fields.sku" helperText="products.hints.sku" />
      <NumberInput source="price" label="products.fields.price" step={0.01} />
      <NumberInput source="warrantyMonths" label="products.fields.warrantyMonths" step={1} helperText="products.hints.warrantyMonths" />
      <TextInput source="brand" label="products.fields.brand" />
      <TextInput source="hsnCode" label="products.fields.hsnCode" helperText="products.hints.hsnCode" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <NumberInput source="gstRate" label="products.fields.gstRate" step={0.25} min={0} max={100} helperText="products.hints.gstRate" />
      <NumberInput source="extendedWarrantyPrice" label="products.fields.extendedWarrantyPrice" step={1} min={0} helperText="products.hints.extendedWarrantyPrice" />
    </Box>
    <TextInput source="description" label="products.fields.description" multiline minRows={2} />
    {withActive ? <BooleanInput source="isActive" label="products.fields.isActive" /> : null}
  </>
);
