import { useState, type FormEvent } from 'react';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { usePreferences } from '../preferences';
import { Field } from './Field';
import { PublicLayout } from './PublicLayout';

// The subscribe box stores and sends nothing (spec part 1 section 2); it only thanks the visitor.
export const MaintenancePage = () => {
  const { t } = usePreferences();
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState(false);

  const subscribe = (event: FormEvent) => {
    event.preventDefault();
    setSubscribed(true);
  };

  return (
    <PublicLayout>
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
        <ConstructionOutlined color="secondary" sx={{ fontSize: 64 }} aria-hidden />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mt: 2 }}>
          {t('public.maintenance.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('public.maintenance.text')}
        </Typography>
        <Box component="form" noValidate onSubmit={subscribe} aria-label={t('public.maintenance.subscribeTitle')} sx={{ mt: 4 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
            {t('public.maintenance.subscribeTitle')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Field
              label={t('public.maintenance.email')}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
            />
            <Button type="submit" variant="contained">
              {t('public.maintenance.subscribe')}
            </Button>
          </Stack>
          {subscribed && (
            <Typography role="status" color="secondary" sx={{ mt: 2, fontWeight: 600 }}>
              {t('public.maintenance.thanks')}
            </Typography>
          )}
        </Box>
      </Container>
    </PublicLayout>
  );
};
