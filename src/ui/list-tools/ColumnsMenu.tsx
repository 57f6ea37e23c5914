import { Button, Checkbox, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { useStore, useTranslate } from 'react-admin';
import { useAnchoredMenu } from '../useAnchoredMenu';
import type { ExportColumn } from './exportColumns';

interface ColumnsMenuProps {
  /** The DataTable's store key: react-admin's DataTable hides the sources listed under it. */
  storeKey: string;
  /** The table's columns that may be hidden (the export columns: same sources, same labels). */
  columns: readonly ExportColumn[];
}

type Anchored = ReturnType<typeof useAnchoredMenu>;

/** The menu of switches, mounted only while open (the items are the Menu's own children, for its keyboard). */
const ColumnSwitches = ({ storeKey, columns, menu }: ColumnsMenuProps & { menu: Anchored }) => {
  const translate = useTranslate();
  const [hidden, setHidden] = useStore<string[]>(storeKey, []);
  // A column order react-admin's ColumnsButton may have stored before this menu: Reset clears it too.
  const [, setRanks] = useStore<number[] | undefined>(`${storeKey}_columnRanks`);
  const hiddenNow = Array.isArray(hidden) ? hidden : [];
  const toggle = (source: string) =>
    setHidden(hiddenNow.includes(source) ? hiddenNow.filter((s) => s !== source) : [...hiddenNow, source]);
  return (
    <Menu {...menu.menuProps}>
      {columns.filter((column) => column.inColumnsMenu !== false).map((column) => {
        const shown = !hiddenNow.includes(column.source);
        return (
          <MenuItem key={column.source} role="menuitemcheckbox" aria-checked={shown} onClick={() => toggle(column.source)}>
            <ListItemIcon>
              <Checkbox edge="start" checked={shown} tabIndex={-1} disableRipple size="small" slotProps={{ input: { 'aria-hidden': true } }} />
            </ListItemIcon>
            <ListItemText>{translate(column.columnsLabel ?? column.label)}</ListItemText>
          </MenuItem>
        );
      })}
      <Divider />
      <MenuItem
        onClick={() => {
          setHidden([]);
          setRanks(undefined);
          menu.close();
        }}
      >
        {translate('ra.action.reset')}
      </MenuItem>
    </Menu>
  );
};

/**
 * 'Columns': show or hide the table's columns, remembered per user under the DataTable's store key.
 * Written here rather than react-admin's ColumnsButton because that one keeps its menu (a switch per
 * column, a search box) mounted from the list's first render: it cost the first row time and its
 * search box took the focus from the create forms above some lists. This menu exists only while open.
 */
export const ColumnsMenu = ({ storeKey, columns }: ColumnsMenuProps) => {
  const translate = useTranslate();
  const menu = useAnchoredMenu();
  return (
    <>
      <Button size="small" startIcon={<ViewWeekIcon />} {...menu.buttonProps}>
        {translate('ra.action.select_columns')}
      </Button>
      {menu.menuProps.open ? <ColumnSwitches storeKey={storeKey} columns={columns} menu={menu} /> : null}
    </>
  );
};
