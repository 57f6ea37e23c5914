import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import CloseIcon from '@mui/icons-material/Close';
import { useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { categoryNameOf, normalizeCategoryName, validateCategoryName } from '../../domain/categories';
import type { Refusal } from '../../domain/refusal';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { refusalText } from '../../ui/errorText';
import { useCategoryEditing } from './CategoryEditing';
import type { Category } from './types';

/**
 * Inline edit of a category name: PUT /api/categories/{id} {categoryName}. A blank name is refused
 * with 'Category name is required'; a refused save (e.g. a 409 duplicate) shows the server's message
 * and keeps the typed name.
 */
export const CategoryNameEditor = ({ record }: { record: Category }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { stopEditing } = useCategoryEditing();
  const [update, { isPending }] = useUpdate<Category>();
  const [draft, setDraft] = useState(categoryNameOf(record));
  const [invalid, setInvalid] = useState<Refusal | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = validateCategoryName(draft);
    setInvalid(problem);
    setFailure(null);
    if (problem) return;
    try {
      await update(
        'catalog/categories',
        { id: record.id, data: { categoryName: normalizeCategoryName(draft) }, previousData: record },
        { returnPromise: true },
      );
    } catch (error) {
      setFailure(error);
      return;
    }
    notify('categories.updated', { type: 'success' });
    stopEditing();
    refresh();
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') stopEditing();
  };

  return (
    <Box component="form" noValidate onSubmit={save} onKeyDown={cancelOnEscape} sx={{ display: 'grid', gap: 1, minWidth: 260 }}>
      <Stack direction="row" spacing={1} alignItems="flex-start" useFlexGap flexWrap="wrap">
        <TextField
          size="small"
          label={translate('categories.fields.name')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={Boolean(invalid)}
          helperText={invalid ? refusalText(translate, invalid) : undefined}
          autoFocus
          required
          disabled={isPending}
        />
        <Button type="submit" size="small" variant="contained" startIcon={<SaveIcon />} disabled={isPending} aria-busy={isPending || undefined}>
          {translate('categories.actions.save')}
        </Button>
        <Button size="small" startIcon={<CloseIcon />} onClick={stopEditing} disabled={isPending}>
          {translate('categories.actions.cancel')}
        </Button>
      </Stack>
      {failure ? <ErrorAlert title={translate('categories.updateFailure')} error={failure} /> : null}
    </Box>
  );
};
