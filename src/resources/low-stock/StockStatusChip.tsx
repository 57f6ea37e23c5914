import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { stockColour, stockStatus } from '../../domain/catalog';

type Colour = ReturnType<typeof stockColour>;

/**
 * Chip colours per mode. MUI's filled warning chip (white on #ed6c02) is about 3:1, under AA for
 * its small text, so the chips use deeper shades on light paper and light shades with dark text
 * on dark paper; every pair is at least 5:1.
 */
const CHIP_COLOURS: Record<'light' | 'dark', Record<Colour, { bg: string; fg: string }>> = {
  light: {
    red: { bg: '#b91c1c', fg: '#ffffff' },
    amber: { bg: '#b45309', fg: '#ffffff' },
    green: { bg: '#15803d', fg: '#ffffff' },
  },
  dark: {
    red: { bg: '#fca5a5', fg: '#450a0a' },
    amber: { bg: '#fcd34d', fg: '#451a03' },
    green: { bg: '#86efac', fg: '#052e16' },
  },
};

export interface StockStatusChipProps {
  currentStock: number;
  stockThreshold: number;
  /** The server's status; computed from stock and threshold when absent. */
  status?: string | null;
}

/**
 * 'Out of Stock', 'Critical', 'Low Stock' (or 'In Stock' above the threshold), coloured by
 * stockColour(): red at 0 or less, amber up to the threshold, green above it.
 */
export const StockStatusChip = ({ currentStock, stockThreshold, status }: StockStatusChipProps) => {
  const translate = useTranslate();
  const value = status || stockStatus(currentStock, stockThreshold);
  const colour = stockColour(currentStock, stockThreshold);
  return (
    <Chip
      size="small"
      label={translate(`lowStock.status.${value}`, { _: value })}
      data-status={value}
      data-colour={colour}
      sx={(theme) => {
        const { bg, fg } = CHIP_COLOURS[theme.palette.mode][colour];
        return { bgcolor: bg, color: fg, fontWeight: 600 };
      }}
    />
  );
};
