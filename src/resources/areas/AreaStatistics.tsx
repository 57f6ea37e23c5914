import { useId } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Area } from './types';

/** Full, Partial, No Coverage and Total Areas of the given areas. */
export const coverageCounts = (areas: Area[]) => ({
  full: areas.filter((a) => a.coverage === 'full').length,
  partial: areas.filter((a) => a.coverage === 'partial').length,
  none: areas.filter((a) => a.coverage === 'none').length,
  total: areas.length,
});

const StatCard = ({ label, value }: { label: string; value: number }) => {
  const labelId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={labelId}>
      <CardContent>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
};

/** The statistics cards, counted from the loaded areas (all of them, whatever the filters). */
export const AreaStatistics = ({ areas }: { areas: Area[] }) => {
  const translate = useTranslate();
  const counts = coverageCounts(areas);
  const cards: [string, number][] = [
    ['areas.stats.full', counts.full],
    ['areas.stats.partial', counts.partial],
    ['areas.stats.none', counts.none],
    ['areas.stats.total', counts.total],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {cards.map(([label, value]) => (
        <StatCard key={label} label={translate(label)} value={value} />
      ))}
    </Box>
  );
};
