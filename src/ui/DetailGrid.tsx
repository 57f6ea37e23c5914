import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DetailItem {
  /** Translation key of the label. */
  label: string;
  value: ReactNode;
}

/** A record page's labelled values, as a description list that wraps into columns (one column on a phone). */
export const DetailGrid = ({ items }: { items: DetailItem[] }) => {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(item.label)}
          </Typography>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {item.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
};

/** A titled section of a record page (a related list, a group of values), no wider than its card. */
export const DetailSection = ({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {action}
    </Box>
    {children}
  </Box>
);
