import { Fragment, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A figure's label (a translation key) and its value, already formatted. */
export type Figure = [labelKey: string, value: ReactNode];

/** A short list of labelled figures (a performance summary), as a two-column description list. */
export const FigureList = ({ figures }: { figures: Figure[] }) => {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      {figures.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
};

/** A figure the server may leave out: the value formatted, or a dash. */
export const figureOr = (dash: string) => (value: number | null | undefined, format: (n: number) => ReactNode = String) =>
  value === undefined || value === null ? dash : format(value);
