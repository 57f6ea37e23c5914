import { useId, type ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useCreatePath, useListContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/**
 * How a list shows a record as a card on a phone (issue 16 scope 3): the key fields and the row's
 * actions. Each function gets the record; the actions also read it from the record context, as the
 * table's action cells do.
 */
export interface RecordCardConfig<R extends RaRecord = RaRecord> {
  /** The card's title line (an id, a date · time, a title). */
  primary: (record: R) => ReactNode;
  /** Beside the title, at the right (the status badge). */
  tertiary?: (record: R) => ReactNode;
  /** Under the title: the other key fields, a line each. */
  secondary?: (record: R) => ReactNode;
  /** The row's actions; `sample` is true for the built-in rows shown after a failed load. */
  actions?: (record: R, sample: boolean) => ReactNode;
  /** The title opens the record's page, as the table's rowClick 'show' does (not for sample rows). */
  rowClick?: 'show';
}

/** A screen's card config with its own record type, for ListCard's `card`. */
export const defineCard = <R extends RaRecord>(config: RecordCardConfig<R>) => config as unknown as RecordCardConfig;

/** One key field of a card: its label (the table's column label, a translation key), then the value. */
export const CardField = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {translate(label)}
      </Box>
      {children}
    </Box>
  );
};

/** A thumb-sized control (WCAG 2.5.5: 44 px). */
const TOUCH = { minHeight: 44, minWidth: 44 };

const RecordCardItem = ({ record, config, sample }: { record: RaRecord; config: RecordCardConfig; sample: boolean }) => {
  const titleId = useId();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const primary = config.primary(record);
  const linked = config.rowClick === 'show' && !sample && resource;
  return (
    <RecordContextProvider value={record}>
      <Card component="li" variant="outlined" aria-labelledby={titleId} data-testid="record-card" sx={{ minWidth: 0 }}>
        <CardContent sx={{ display: 'grid', gap: 0.5, pb: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
            <Typography id={titleId} component="div" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {linked ? (
                <MuiLink
                  component={RouterLink}
                  to={createPath({ resource, id: record.id, type: 'show' })}
                  sx={{ ...TOUCH, display: 'inline-flex', alignItems: 'center' }}
                >
                  {primary}
                </MuiLink>
              ) : (
                primary
              )}
            </Typography>
            {config.tertiary?.(record)}
          </Box>
          {config.secondary ? (
            <Box sx={{ display: 'grid', gap: 0.5, typography: 'body2', overflowWrap: 'anywhere', '& a, & button': { minHeight: 44 } }}>
              {config.secondary(record)}
            </Box>
          ) : null}
        </CardContent>
        {config.actions ? (
          <CardActions
            sx={{
              flexWrap: 'wrap',
              gap: 1,
              px: 2,
              pb: 2,
              '& .sd-row-action, & .MuiButton-root, & .MuiIconButton-root': TOUCH,
              '& > :not(style) ~ :not(style)': { ml: 0 },
            }}
          >
            {config.actions(record, sample)}
          </CardActions>
        ) : null}
      </Card>
    </RecordContextProvider>
  );
};

/**
 * The rows of the surrounding list context as cards, in place of the table on a phone. While the
 * first page loads nothing shows; with no rows, `empty` (the table, which shows the screen's empty state).
 */
export const RecordCards = ({ config, empty, sample = false }: { config: RecordCardConfig; empty: ReactNode; sample?: boolean }) => {
  const { data, isPending } = useListContext();
  if (isPending && !data) return null;
  if (!data?.length) return <>{empty}</>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((record) => (
        <RecordCardItem key={record.id} record={record} config={config} sample={sample} />
      ))}
    </Stack>
  );
};
