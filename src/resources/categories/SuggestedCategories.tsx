import { useId } from 'react';
import { Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { DROPDOWN_LIMIT } from '../../config';
import { SUGGESTED_CATEGORIES, hasCategoryNamed } from '../../domain/categories';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { AddSuggestionButton } from './AddSuggestionButton';
import type { Category } from './types';

// Its own alert below; no react-admin toast.
const QUERY_OPTIONS = { onError: () => undefined };

/**
 * 'Suggested Categories': the eight TV parts categories, each with 'Add'. An 'Add' is disabled
 * once a category of that name exists (case-insensitive), checked against page 1 of up to 100
 * categories. If that list cannot be loaded the buttons stay usable: the server refuses duplicates.
 */
export const SuggestedCategories = () => {
  const translate = useTranslate();
  const idPrefix = useId();
  const { data = [], isPending, error } = useGetList<Category>(
    'catalog/categories',
    { pagination: { page: 1, perPage: DROPDOWN_LIMIT }, sort: { field: 'id', order: 'ASC' }, filter: {} },
    QUERY_OPTIONS,
  );

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate('categories.suggestions.hint')}</Typography>
      {error ? <ErrorAlert title={translate('categories.loadFailure')} error={error} /> : null}
      <List dense disablePadding aria-label={translate('categories.tabs.suggestions')} sx={{ maxWidth: 560 }}>
        {SUGGESTED_CATEGORIES.map((name, index) => {
          const exists = hasCategoryNamed(data, name);
          const nameId = `${idPrefix}-suggestion-${index}`;
          return (
            <ListItem
              key={name}
              divider
              secondaryAction={<AddSuggestionButton name={name} disabled={isPending || exists} describedBy={nameId} />}
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} alignItems="center">
                    <span id={nameId}>{name}</span>
                    {exists ? <Chip size="small" label={translate('categories.suggestions.exists')} /> : null}
                  </Stack>
                }
              />
            </ListItem>
          );
        })}
      </List>
    </Stack>
  );
};
