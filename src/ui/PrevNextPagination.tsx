import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useListContextWithProps, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../config';
import { canGoNext, canGoPrev } from '../domain/paging';

export interface PrevNextPaginationProps {
  page?: number;
  perPage?: number;
  total?: number;
  setPage?: (page: number) => void;
  /** react-admin's setPerPage also goes back to page 1; explicit callers must do the same. */
  setPerPage?: (perPage: number) => void;
  rowsPerPageOptions?: readonly number[];
}

/**
 * The spec's paging bar: Prev / Next, a 'Page size' select (10, 20, 50) and 'Total: N'.
 * Reads the surrounding react-admin ListContext; explicit props win, so it also works for lists
 * that manage their own page state.
 */
export const PrevNextPagination = (props: PrevNextPaginationProps) => {
  const { rowsPerPageOptions = PAGE_SIZES } = props;
  const { page = 1, perPage = DEFAULT_PAGE_SIZE, total, setPage, setPerPage, isPending } = useListContextWithProps(props);
  const translate = useTranslate();
  const count = typeof total === 'number' && Number.isFinite(total) ? total : 0;
  const pages = Math.max(1, Math.ceil(count / perPage));
  const prevEnabled = canGoPrev(page);
  const nextEnabled = canGoNext(page, perPage, count);
  // Nothing to count yet on the first load; avoids a 'Total: 0' flash.
  if (isPending) return null;

  return (
    <Box
      component="nav"
      aria-label={translate('ui.pagination.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 2, pt: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('ui.pagination.total', { total: count })}
      </Typography>
      <TextField
        select
        size="small"
        label={translate('ui.pagination.pageSize')}
        value={perPage}
        onChange={(event) => setPerPage?.(Number(event.target.value))}
        sx={{ minWidth: 110 }}
      >
        {rowsPerPageOptions.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" aria-live="polite">
        {translate('ui.pagination.page', { page, pages })}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ChevronLeftIcon aria-hidden />}
        disabled={!prevEnabled}
        onClick={() => setPage?.(page - 1)}
      >
        {translate('ui.pagination.prev')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        endIcon={<ChevronRightIcon aria-hidden />}
        disabled={!nextEnabled}
        onClick={() => setPage?.(page + 1)}
      >
        {translate('ui.pagination.next')}
      </Button>
    </Box>
  );
};
