import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, ListItemText, Menu, MenuItem, TextField } from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useListContext, useStore, useTranslate, type SortPayload } from 'react-admin';
import { useAnchoredMenu } from '../useAnchoredMenu';
import { useListTools } from './ListToolsContext';

/** A saved view: the list's filters and sort under the user's name for them. */
export interface SavedView {
  name: string;
  filter: Record<string, unknown>;
  sort: SortPayload;
}

/**
 * 'Saved views': save the current filters and sort under a name, apply or delete a saved one.
 * Kept in react-admin's store under a key of the user and the resource (each user has their own).
 * Not react-admin's SavedQueriesList: it belongs in a FilterList sidebar, which these lists (filters
 * in a row above the table, phone cards) do not have, and it keeps one set per resource, not per user.
 */
export const SavedViews = () => {
  const translate = useTranslate();
  const tools = useListTools();
  const { filterValues, sort, setFilters, setSort } = useListContext();
  const [views, setViews] = useStore<SavedView[]>(tools?.viewsStoreKey ?? 'ui.listTools.savedViews', []);
  const menu = useAnchoredMenu();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const trimmed = name.trim();
  const save = () => {
    setViews([...views.filter((v) => v.name !== trimmed), { name: trimmed, filter: filterValues, sort }]);
    setNaming(false);
  };
  return (
    <>
      <Button size="small" startIcon={<BookmarksIcon />} {...menu.buttonProps}>
        {translate('ui.listTools.views.label')}
      </Button>
      <Menu {...menu.menuProps}>
        {views.map((view) => (
          <MenuItem
            key={view.name}
            onClick={() => {
              setFilters(view.filter, {});
              setSort(view.sort);
              menu.close();
            }}
          >
            <ListItemText>{view.name}</ListItemText>
            <IconButton
              size="small"
              edge="end"
              aria-label={translate('ui.listTools.views.delete', { name: view.name })}
              onClick={(event) => {
                event.stopPropagation();
                setViews(views.filter((v) => v.name !== view.name));
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            menu.close();
            setName('');
            setNaming(true);
          }}
        >
          {translate('ui.listTools.views.save')}
        </MenuItem>
      </Menu>
      <Dialog open={naming} onClose={() => setNaming(false)} aria-labelledby="saved-view-title" fullWidth maxWidth="xs">
        <DialogTitle id="saved-view-title">{translate('ui.listTools.views.save')}</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth sx={{ mt: 1 }} label={translate('ui.listTools.views.name')} value={name} onChange={(e) => setName(e.target.value)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setNaming(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!trimmed} onClick={save}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
