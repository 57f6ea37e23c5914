import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useFormContext } from 'react-hook-form';
import { Form, SaveButton, TextInput, useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import { normalizeCategoryName, validateCategoryName } from '../../domain/categories';
import { ErrorAlert } from '../../ui/ErrorAlert';
import type { Category } from './types';

interface CategoryFormValues {
  categoryName?: string | null;
}

const EMPTY_VALUES: CategoryFormValues = { categoryName: '' };

/** Spec: the name is required once trimmed ('Category name is required'). */
const validateName = (value: unknown) => (validateCategoryName(value) ? 'categories.validation.nameRequired' : undefined);

/** 'Reset' empties the form and forgets the last failure. */
const ResetButton = ({ onReset }: { onReset: () => void }) => {
  const translate = useTranslate();
  const { reset } = useFormContext();
  return (
    <Button
      variant="outlined"
      startIcon={<RestartAltIcon />}
      onClick={() => {
        reset(EMPTY_VALUES);
        onReset();
      }}
    >
      {translate('categories.actions.reset')}
    </Button>
  );
};

/**
 * 'Add New Category': POST /api/categories {categoryName}. On success it says 'TV parts category
 * created successfully' and calls `onCreated`; on failure (e.g. a 409 duplicate) the red alert
 * shows the server's message and the typed name stays.
 */
export const CategoryCreateForm = ({ onCreated }: { onCreated?: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create] = useCreate<Category>();
  const [formKey, setFormKey] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    try {
      await create(
        'catalog/categories',
        { data: { categoryName: normalizeCategoryName((values as CategoryFormValues).categoryName) } },
        { returnPromise: true },
      );
    } catch (error) {
      setFailure(error);
      return;
    }
    notify('categories.created', { type: 'success' });
    // A new key remounts the form, which is how it clears after a success.
    setFormKey((k) => k + 1);
    refresh();
    onCreated?.();
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      {failure ? <ErrorAlert title={translate('categories.createFailure')} error={failure} /> : null}
      <Form key={formKey} defaultValues={EMPTY_VALUES} onSubmit={submit} noValidate>
        <TextInput source="categoryName" label="categories.fields.name" validate={validateName} />
        <Stack direction="row" spacing={1}>
          <SaveButton label="categories.actions.create" icon={<AddCircleOutlineIcon />} alwaysEnable />
          <ResetButton onReset={() => setFailure(null)} />
        </Stack>
      </Form>
    </Stack>
  );
};
