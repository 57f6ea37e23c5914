import { useId } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** One figure: a section named by its label, the value large below it. */
const StatTile = ({ label, value }: { label: string; value: string | number }) => {
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

/** A row of statistics tiles (two a line on phones, four on wider screens); labels are i18n keys. */
export const StatTiles = ({ tiles }: { tiles: [labelKey: string, value: string | number][] }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {tiles.map(([label, value]) => (
        <StatTile key={label} label={translate(label)} value={value} />
      ))}
    </Box>
  );
};
