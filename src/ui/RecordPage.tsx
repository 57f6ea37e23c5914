import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { ShowBase, Title, useCreatePath, useResourceContext, useShowContext, useTranslate, type RaRecord } from 'react-admin';
import { DetailSection } from './DetailGrid';
import { ErrorAlert } from './ErrorAlert';
import { PageLoading } from './PageLoading';

export interface RecordPageProps<T extends RaRecord> {
  /** Translation keys of the link back to the list and of the failure title. */
  texts: { back: string; loadFailure: string };
  /** The page's heading, also the document title. */
  title: (record: T) => string;
  /** Beside the heading (the status). */
  badge?: (record: T) => ReactNode;
  /** At the heading's end: what may be done to the record (the same buttons as its row's). */
  actions?: ReactNode;
  /** The record's card, under the heading. */
  children: (record: T) => ReactNode;
  /** Cards after the record's (its related lists: RecordSection). */
  sections?: (record: T) => ReactNode;
  /** Class names of the record's card and of the parts left out of a printout (the invoice). */
  printRoot?: string;
  noPrint?: string;
}

const RecordPageView = <T extends RaRecord>({ texts, title, badge, actions, children, sections, printRoot, noPrint }: RecordPageProps<T>) => {
  const translate = useTranslate();
  const headingId = useId();
  const { record, error, isPending } = useShowContext<T>();
  if (isPending) return <PageLoading />;
  if (error || !record) return <ErrorAlert title={translate(texts.loadFailure)} error={error} sx={{ my: 2 }} />;
  const heading = title(record);
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={heading} />
      <Card component="article" aria-labelledby={headingId} className={printRoot}>
        <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography id={headingId} component="h1" variant="h5">
              {heading}
            </Typography>
            {badge?.(record)}
            <Box sx={{ flexGrow: 1 }} />
            <Box className={noPrint} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {actions}
            </Box>
          </Box>
          {children(record)}
        </CardContent>
      </Card>
      {sections?.(record)}
    </Stack>
  );
};

/**
 * A record's own page, /admin/<resource>/:id/show (docs/architecture.md, "The record model"): a link back
 * to the list (which keeps its filters), then react-admin's ShowBase with the record's card and its
 * related lists. A missing or foreign record shows the server's message in place, instead of
 * react-admin's redirect.
 */
export const RecordPage = <T extends RaRecord>(props: RecordPageProps<T>) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  return (
    <>
      <Link
        component={RouterLink}
        to={createPath({ resource, type: 'list' })}
        className={props.noPrint}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 2 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        {translate(props.texts.back)}
      </Link>
      <ShowBase queryOptions={{ retry: false, onError: () => undefined }} disableAuthentication>
        <RecordPageView<T> {...props} />
      </ShowBase>
    </>
  );
};

/** A titled card of a record page: one related list or group. */
export const RecordSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card>
    <CardContent>
      <DetailSection title={title}>{children}</DetailSection>
    </CardContent>
  </Card>
);
