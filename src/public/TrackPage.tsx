import { useEffect, useState } from 'react';
import { Alert, Box, Button, ButtonGroup, CircularProgress, Divider, Paper, Stack, Typography } from '@mui/material';
import { usePreferences } from '../preferences';
import { http, HttpError } from '../providers/http';
import { isLocale } from '../i18n/locales';
import { loadPublicEnglish } from '../i18n/messages';
import { STORAGE_KEYS } from '../config';
import { PublicFrame } from './PublicFrame';
import { Field } from './Field';
import type { Invoice } from '../resources/invoices/types';

// The customer's job link (issue 30; docs/architecture.md, "Customer messages"): `/track/<token>`
// opens without signing in, on the public shell (no react-admin in its chunk), in the customer's
// language, and shows where their repair stands: the status, the visits with the technician's first
// name, and the invoices given to them. A link that does not open gets one page saying why.
// The page is an entry of its own (track.html, src/track.tsx: no router, no sign-in page), so it
// imports only MUI's lighter pieces, as the sign-in page does: Field, not TextField (docs/performance.md).

interface Estimate {
  labourCost: number;
  lineItems: { description: string; quantity: number; unitPrice: number; gstRate: number; amount: number }[];
  subtotal: number;
  taxAmount: number;
  totalAmount: number;
  status: 'pending' | 'approved' | 'declined';
}
interface Visit {
  id: number;
  scheduledDate: string;
  scheduledTime: string;
  serviceType: string;
  status: 'scheduled' | 'in_progress' | 'completed' | 'cancelled';
  technicianFirstName: string | null;
  estimate?: Estimate;
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
  feedback?: { rating: number; comment: string };
  payments: { invoiceId: number; number: string | null; amount: number; upi: string }[];
}

/**
 * Rupees as the console shows them (src/domain/money.ts formatINR), formatted here: the page must not
 * fetch the console's rules chunk for one formatter (docs/performance.md: the link's JavaScript).
 */
let inr: Intl.NumberFormat | null = null;
const formatINR = (value: number) => (inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })).format(value);

/** The refusals of GET /api/track/:token and the page's words for them. */
const REFUSED: Record<string, string> = {
  'serverText.jobLinkExpired': 'public.track.expired',
  'serverText.jobLinkRevoked': 'public.track.revoked',
  'serverText.tooManyLinkRequests': 'public.track.tooMany',
};

type State = { kind: 'loading' } | { kind: 'shown'; job: Tracked } | { kind: 'refused'; text: string };

/** A refusal of the link's calls in the page's words: its key when the page has it, else the server's English. */
const failureText = (e: unknown, t: (key: string) => string) => {
  const key = e instanceof HttpError ? e.i18nKey : undefined;
  return key && REFUSED[key] ? t(REFUSED[key]) : key ? t(`public.track.failures.${key.replace('serverText.', '')}`) : t('public.track.unreachable');
};

/** A visit's estimate: its lines and totals with GST, and Approve / Decline while it waits for the customer. */
const EstimateCard = ({ visit, token, onChange }: { visit: Visit & { estimate: Estimate }; token: string; onChange: (job: Tracked) => void }) => {
  const { t } = usePreferences();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const decide = async (decision: 'approved' | 'declined') => {
    setBusy(true);
    setError(null);
    try {
      onChange(await http.post<Tracked>(`/api/track/${encodeURIComponent(token)}/estimate`, { bookingId: visit.id, decision }));
    } catch (e) {
      setError(failureText(e, t));
    } finally {
      setBusy(false);
    }
  };
  const { estimate } = visit;
  return (
    <Box sx={{ mt: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography sx={{ fontWeight: 600 }}>{t('public.track.estimate.title')}</Typography>
      {estimate.lineItems.map((line, i) => (
        <Stack key={i} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="body2">
            {line.description} × {line.quantity}
          </Typography>
          <Typography variant="body2">{formatINR(line.amount)}</Typography>
        </Stack>
      ))}
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="body2">{t('public.track.estimate.gst')}</Typography>
        <Typography variant="body2">{formatINR(estimate.taxAmount)}</Typography>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, mt: 0.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{t('public.track.estimate.total')}</Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatINR(estimate.totalAmount)}</Typography>
      </Stack>
      {estimate.status === 'pending' ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button variant="contained" disabled={busy} onClick={() => decide('approved')} sx={{ minHeight: 44 }}>
            {t('public.track.estimate.approve')}
          </Button>
          <Button variant="outlined" color="error" disabled={busy} onClick={() => decide('declined')} sx={{ minHeight: 44 }}>
            {t('public.track.estimate.decline')}
          </Button>
        </Stack>
      ) : (
        <Typography role="status" sx={{ mt: 1, fontWeight: 600 }} color={estimate.status === 'approved' ? 'success.main' : 'error.main'}>
          {t(`public.track.estimate.${estimate.status}`)}
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
};

/**
 * "Download PDF" of a document given to the customer: the whole invoice by the link, drawn as the
 * console draws it (src/resources/invoices/invoicePdf.ts). The PDF library is fetched on the click only.
 */
const InvoicePdfButton = ({ token, invoice }: { token: string; invoice: TrackedInvoice }) => {
  const { t } = usePreferences();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const [document, pdf, { downloadFile }] = await Promise.all([
        http.get<Invoice>(`/api/track/${encodeURIComponent(token)}/invoices/${invoice.id}`),
        import('../resources/invoices/invoicePdf'),
        import('../ui/exporters'),
      ]);
      downloadFile(await pdf.invoicePdf(document), pdf.invoicePdfFileName(document), 'application/pdf');
    } catch (e) {
      setError(e instanceof HttpError ? failureText(e, t) : t('public.track.pdf.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Button variant="outlined" onClick={download} disabled={busy} aria-label={t('public.track.pdf.label', { number: invoice.number ?? `#${invoice.id}` })} sx={{ minHeight: 44 }}>
        {t('public.track.pdf.download')}
      </Button>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
};

/**
 * An invoice to pay by UPI: its QR code (any UPI app scans it) and, on the phone itself, a link that
 * opens the UPI app. The QR encoder is fetched only when there is something to pay.
 */
const UpiPayment = ({ payment }: { payment: Tracked['payments'][number] }) => {
  const { t } = usePreferences();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    import('qrcode')
      .then((qr) => qr.toString(payment.upi, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((text) => alive && setSvg(text), () => undefined);
    return () => {
      alive = false;
    };
  }, [payment.upi]);
  return (
    <Stack spacing={1} sx={{ p: 2, alignItems: 'center', textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 600 }}>{t('public.track.pay.title', { number: payment.number ?? `#${payment.invoiceId}`, amount: formatINR(payment.amount) })}</Typography>
      {svg ? (
        <Box
          component="img"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={t('public.track.pay.qr', { amount: formatINR(payment.amount) })}
          data-upi={payment.upi}
          sx={{ width: 200, height: 200, bgcolor: '#fff', p: 1, borderRadius: 1 }}
        />
      ) : (
        <CircularProgress size={24} aria-label={t('app.loading')} />
      )}
      <Button variant="contained" href={payment.upi} sx={{ minHeight: 44 }}>
        {t('public.track.pay.open')}
      </Button>
    </Stack>
  );
};

/** Once repaired: a rating of 1 to 5 with a comment, given once; then the thanks. */
const FeedbackForm = ({ job, token, onChange }: { job: Tracked; token: string; onChange: (job: Tracked) => void }) => {
  const { t } = usePreferences();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (job.feedback)
    return (
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {t('public.track.feedback.thanks', { rating: job.feedback.rating })}
      </Typography>
    );
  const send = async () => {
    if (!rating) return setError(t('public.track.feedback.pick'));
    setBusy(true);
    setError(null);
    try {
      onChange(await http.post<Tracked>(`/api/track/${encodeURIComponent(token)}/feedback`, { rating, comment }));
    } catch (e) {
      setError(failureText(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1.5}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend">{t('public.track.feedback.question')}</Typography>
        {/* Five toggle buttons rather than MUI's Rating: each a 44 px target with its own name, read the
            same by touch and by keyboard. Plain Buttons in a ButtonGroup, which the sign-in page has
            already: the page's first load fetches no component of its own (docs/performance.md). */}
        <ButtonGroup sx={{ mt: 0.5, flexWrap: 'wrap' }}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Button
              key={n}
              variant={rating === n ? 'contained' : 'outlined'}
              aria-pressed={rating === n}
              onClick={() => setRating(rating === n ? null : n)}
              aria-label={t('public.track.feedback.stars', { smart_count: n })}
              sx={{ minWidth: 44, minHeight: 44, textTransform: 'none' }}
            >
              {'★'.repeat(n)}
            </Button>
          ))}
        </ButtonGroup>
      </Box>
      <Field label={t('public.track.feedback.comment')} value={comment} onChange={setComment} multiline minRows={2} maxLength={1000} />
      <Box>
        <Button variant="contained" onClick={send} disabled={busy} sx={{ minHeight: 44 }}>
          {t('public.track.feedback.send')}
        </Button>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
};

/** The token of a job link's path: its segment after /track/ (`/track/<token>`). */
export const jobLinkToken = (pathname: string): string => {
  try {
    return decodeURIComponent(pathname.split('/')[2] ?? '');
  } catch {
    // A malformed escape: no token, so the page says the link does not open.
    return '';
  }
};

/** The complaint's status as a filled pill: green once repaired. */
const StatusPill = ({ done, children }: { done: boolean; children: string }) => (
  <Box component="span" sx={{ px: 1.5, py: 0.5, borderRadius: 4, fontWeight: 600, bgcolor: done ? 'success.main' : 'primary.main', color: done ? 'success.contrastText' : 'primary.contrastText' }}>
    {children}
  </Box>
);

/** The job link of `token`: the complaint it opens, or the page saying why it does not. */
export const TrackPage = ({ token }: { token: string }) => {
  const { t, locale, setLocale } = usePreferences();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let alive = true;
    // The public pages' English comes with the answer (this page's entry has the sign-in page's only).
    Promise.all([http.get<Tracked>(`/api/track/${encodeURIComponent(token)}`), loadPublicEnglish()]).then(
      ([job]) => {
        if (!alive) return;
        // The customer's language, unless this browser has chosen one already.
        if (isLocale(job.language) && job.language !== locale && !localStorage.getItem(STORAGE_KEYS.locale)) setLocale(job.language);
        setState({ kind: 'shown', job });
      },
      (e: unknown) => {
        const key = e instanceof HttpError ? e.i18nKey : undefined;
        const text = (key && REFUSED[key]) || (e instanceof HttpError && e.status === 404 ? 'public.track.invalid' : 'public.track.unreachable');
        // Said in the page's words: once they are here (a failed fetch of them leaves the keys' English fallbacks).
        void loadPublicEnglish()
          .catch(() => undefined)
          .then(() => alive && setState({ kind: 'refused', text }));
      },
    );
    return () => {
      alive = false;
    };
    // One request per token; the language change must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const date = (iso: string) => new Intl.DateTimeFormat(`${locale}-IN`, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

  return (
    <PublicFrame
      brand={
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem', flexGrow: 1 }}>
          {t('app.name')}
        </Typography>
      }
    >
      <Box sx={{ width: '100%', maxWidth: 600, mx: 'auto', px: 2, py: { xs: 3, md: 6 } }}>
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
                <StatusPill done={state.job.status === 'resolved' || state.job.status === 'closed'}>{t(`public.track.statuses.${state.job.status}`)}</StatusPill>
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
                        {v.estimate && <EstimateCard visit={{ ...v, estimate: v.estimate }} token={token} onChange={(job) => setState({ kind: 'shown', job })} />}
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
                  {state.job.invoices.map((inv, i) => {
                    const payment = state.job.payments.find((p) => p.invoiceId === inv.id);
                    return (
                      <Box key={inv.id}>
                        {i > 0 && <Divider />}
                        <Stack direction="row" sx={{ p: 2, justifyContent: 'space-between', gap: 2 }}>
                          <Typography sx={{ fontWeight: 600 }}>{inv.number ?? `#${inv.id}`}</Typography>
                          <Typography>
                            {formatINR(inv.totalAmount)} · {t(`public.track.invoiceStatuses.${inv.status}`)}
                          </Typography>
                        </Stack>
                        {inv.number && <InvoicePdfButton token={token} invoice={inv} />}
                        {payment && <UpiPayment payment={payment} />}
                      </Box>
                    );
                  })}
                </Paper>
              </Box>
            )}
            {(state.job.status === 'resolved' || state.job.status === 'closed') && (
              <Box component="section" aria-labelledby="track-feedback">
                <Typography id="track-feedback" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                  {t('public.track.feedback.title')}
                </Typography>
                <FeedbackForm job={state.job} token={token} onChange={(job) => setState({ kind: 'shown', job })} />
              </Box>
            )}
          </Stack>
        )}
      </Box>
    </PublicFrame>
  );
};
