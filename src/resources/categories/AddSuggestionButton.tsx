import AddIcon from '@mui/icons-material/Add';
import { Button, CircularProgress } from '@mui/material';
import { useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import { errorText } from '../../ui/errorText';
import type { Category } from './types';

export interface AddSuggestionButtonProps {
  name: string;
  disabled: boolean;
  /** Id of the element naming the suggestion, so each 'Add' is announced with its category. */
  describedBy?: string;
}

/** POST /api/categories for one suggested name; says 'Category "<name>" created' or shows why not. */
export const AddSuggestionButton = ({ name, disabled, describedBy }: AddSuggestionButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create, { isPending }] = useCreate<Category>();

  const add = () =>
    create(
      'catalog/categories',
      { data: { categoryName: name } },
      {
        onSuccess: () => {
          notify('categories.suggestions.created', { type: 'success', messageArgs: { name } });
          // Reloads the up-to-100 list the suggestions are checked against, so this one turns off.
          refresh();
        },
        onError: (error) =>
          notify('categories.suggestions.failure', { type: 'error', messageArgs: { name, message: errorText(error, translate) } }),
      },
    );

  return (
    <Button
      size="small"
      variant="outlined"
      onClick={add}
      disabled={disabled || isPending}
      aria-busy={isPending || undefined}
      aria-describedby={describedBy}
      startIcon={isPending ? <CircularProgress size={14} color="inherit" aria-hidden /> : <AddIcon />}
    >
      {translate('categories.actions.add')}
    </Button>
  );
};
