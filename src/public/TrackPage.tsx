import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Chip, CircularProgress, Container, Divider, Paper, Stack, Typography } from '@mui/material';
import { usePreferences } from '../preferences';
import { http, HttpError } from '../providers/http';
import { isLocale } from '../i18n/locales';
import { intlLocale } from '../i18n/intlLocale';
import { formatINR } from '../domain/money';
import { STORAGE_KEYS } from '../config';
import { PublicLayout } from './PublicLayout';

// The customer's job link (issue 30; docs/architecture.md, "Customer messages"): `/track/<token>`
// opens without signing in, on the public shell (no react-admin in its chunk), in the customer's
// language, and shows where their repair stands: the status, the visits with the technician's first
// name, and the invoices given to them. A link that does not open gets one page saying why.

interface Visit {
  id: number;
  scheduledDate: string;
  scheduledTime: string;
  serviceType: string;
  status: 'scheduled' | 'in_progress' | 'completed' | 'cancelled';
  technicianFirstName: string | null;
}
interface TrackedInvoice {
  id: number;
  number: string | null;
  totalAmount: number;
  status: string;
}
interface Tracked {
  id: number;
  productName: string | null;
  serialNo: string;
  description: string;
  status: 'open' | 'assigned' | 'in_progress' | 'resolved' | 'closed';
  createdAt: string;
  resolvedAt: string | null;
  language: string;
  visits: Visit[];
  invoices: TrackedInvoice[];
}

/** The refusals of GET /api/track/:token and the page's words for them. */
const REFUSED: Record<string, string> = {
  'serverText.jobLinkExpired': 'public.track.expired',
  'serverText.jobLinkRevoked': 'public.track.revoked',
  'serverText.tooManyLinkRequests': 'public.track.tooMany',
};

type State = { kind: 'loading' } | { kind: 'shown'; job: Tracked } | { kind: 'refused'; text: string };

export const TrackPage = () => {
  const { token = '' } = useParams();
  const { t, locale, setLocale } = usePreferences();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let alive = true;
    http.get<Tracked>(`/api/track/${encodeURIComponent(token)}`).then(
      (job) => {
        if (!alive) return;
        // The customer's language, unless this browser has chosen one already.
        if (isLocale(job.language) && job.language !== locale && !localStorage.getItem(STORAGE_KEYS.locale)) setLocale(job.language);
        setState({ kind: 'shown', job });
      },
      (e: unknown) => {
        if (!alive) return;
        const key = e instanceof HttpError ? e.i18nKey : undefined;
        setState({ kind: 'refused', text: (key && REFUSED[key]) || (e instanceof HttpError && e.status === 404 ? 'public.track.invalid' : 'public.track.unreachable') });
      },
    );
    return () => {
      alive = false;
    };
    // One request per token; the language change must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const date = (iso: string) => new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

  return (
    <PublicLayout>
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
        {state.kind === 'loading' && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress aria-label={t('app.loading')} />
          </Box>
        )}
        {state.kind === 'refused' && (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {t('public.track.refusedTitle')}
            </Typography>
            <Alert severity="warning" sx={{ mt: 3, textAlign: 'left' }}>
              {t(state.text)}
            </Alert>
          </Box>
        )}
        {state.kind === 'shown' && (
          <Stack spacing={2}>
            <Box>
              <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
                {t('public.track.title', { id: state.job.id })}
              </Typography>
              <Typography color="text.secondary">
                {[state.job.productName, state.job.serialNo].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{t('public.track.status')}</Typography>
                <Chip color={state.job.status === 'resolved' || state.job.status === 'closed' ? 'success' : 'primary'} label={t(`public.track.statuses.${state.job.status}`)} />
              </Stack>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('public.track.logged', { date: date(state.job.createdAt) })}
                {state.job.resolvedAt ? ` · ${t('public.track.resolved', { date: date(state.job.resolvedAt) })}` : ''}
              </Typography>
              <Typography sx={{ mt: 1 }}>{state.job.description}</Typography>
            </Paper>
            <Box component="section" aria-labelledby="track-visits">
              <Typography id="track-visits" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                {t('public.track.visits')}
              </Typography>
              {state.job.visits.length === 0 ? (
                <Typography color="text.secondary">{t('public.track.noVisits')}</Typography>
              ) : (
                <Paper variant="outlined">
                  {state.job.visits.map((v, i) => (
                    <Box key={v.id}>
                      {i > 0 && <Divider />}
                      <Box sx={{ p: 2 }}>
                        <Typography sx={{ fontWeight: 600 }}>
                          {t('public.track.visitAt', { date: date(v.scheduledDate), time: v.scheduledTime })}
                        </Typography>
                        <Typography color="text.secondary">
                          {t(`public.track.visitStatuses.${v.status}`)}
                          {v.technicianFirstName ? ` · ${t('public.track.technician', { name: v.technicianFirstName })}` : ''}
                        </Typography>
                      </Box>
                    </Box>
                  ))}
                </Paper>
              )}
            </Box>
            {state.job.invoices.length > 0 && (
              <Box component="section" aria-labelledby="track-invoices">
                <Typography id="track-invoices" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                  {t('public.track.invoices')}
                </Typography>
                <Paper variant="outlined">
                  {state.job.invoices.map((inv, i) => (
                    <Box key={inv.id}>
                      {i > 0 && <Divider />}
                      <Stack direction="row" sx={{ p: 2, justifyContent: 'space-between', gap: 2 }}>
                        <Typography sx={{ fontWeight: 600 }}>{inv.number ?? `#${inv.id}`}</Typography>
                        <Typography>{formatINR(inv.totalAmount)}</Typography>
                      </Stack>
                    </Box>
                  ))}
                </Paper>
              </Box>
            )}
          </Stack>
        )}
      </Container>
    </PublicLayout>
  );
};
