/** A wide list table: it scrolls inside its card on narrow screens instead of being clipped, and headers do not wrap. */
export const WIDE_TABLE_SX = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' },
} as const;

/** A wide table with many columns: tighter cell padding as well, so that they fit a laptop screen. */
export const DENSE_WIDE_TABLE_SX = { ...WIDE_TABLE_SX, '& .MuiTableCell-root': { px: 1 } } as const;

/** A table whose headers do not wrap (it fits its card without scrolling). */
export const NOWRAP_HEADER_TABLE_SX = { '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } } as const;
