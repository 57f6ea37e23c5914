import { useState, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { usePreferences } from '../preferences';
import { PublicLayout } from './PublicLayout';
import { ExploreDemoButton } from './ExploreDemo';
import { DEMO_ALLOWED } from '../config';

// The selling points of spec part 1 section 1, in its order.
const FEATURES: { key: string; Icon: ComponentType<SvgIconProps> }[] = [
  { key: 'multiTenant', Icon: ApartmentOutlined },
  { key: 'rbac', Icon: AdminPanelSettingsOutlined },
  { key: 'dashboard', Icon: InsightsOutlined },
  { key: 'commission', Icon: RuleOutlined },
  { key: 'complaints', Icon: SupportAgentOutlined },
  { key: 'technicians', Icon: EngineeringOutlined },
  { key: 'inventory', Icon: Inventory2Outlined },
  { key: 'warranty', Icon: VerifiedUserOutlined },
];

export const LandingPage = () => {
  const { t } = usePreferences();
  const [error, setError] = useState<string | null>(null);

  return (
    <PublicLayout>
      <Box
        component="section"
        aria-labelledby="landing-title"
        sx={(theme) => ({
          py: { xs: 6, md: 10 },
          borderBottom: 1,
          borderColor: 'divider',
          background: `linear-gradient(160deg, ${alpha(theme.palette.primary.main, 0.14)} 0%, ${alpha(
            theme.palette.secondary.main,
            0.08,
          )} 55%, transparent 100%)`,
        })}
      >
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography variant="overline" color="secondary" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
            {t('public.landing.eyebrow')}
          </Typography>
          <Typography id="landing-title" component="h1" variant="h3" sx={{ fontWeight: 800, mt: 1 }}>
            {t('app.name')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
            {t('app.tagline')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 640, mx: 'auto' }}>
            {t('public.landing.intro')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, justifyContent: 'center' }}>
            <Button component={RouterLink} to="/sign-in" variant="contained" size="large" startIcon={<LoginOutlined />}>
              {t('public.landing.signIn')}
            </Button>
            <Button
              component={RouterLink}
              to="/register"
              variant="outlined"
              size="large"
              startIcon={<PersonAddAltOutlined />}
            >
              {t('public.landing.createAccount')}
            </Button>
            {DEMO_ALLOWED && (
              <ExploreDemoButton
                size="large"
                color="secondary"
                variant="contained"
                onStart={() => setError(null)}
                onError={setError}
              />
            )}
          </Stack>
          {error && (
            <Alert severity="error" sx={{ mt: 3, textAlign: 'left' }}>
              {error}
            </Alert>
          )}
        </Container>
      </Box>
      <Container component="section" maxWidth="lg" aria-labelledby="features-title" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography id="features-title" component="h2" variant="h5" sx={{ fontWeight: 700, textAlign: 'center', mb: 4 }}>
          {t('public.landing.featuresTitle')}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {FEATURES.map(({ key, Icon }) => (
            <Card component="li" key={key} variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
              <CardContent>
                <Box
                  sx={(theme) => ({
                    width: 44,
                    height: 44,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    mb: 1.5,
                    color: 'primary.main',
                    bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.1),
                  })}
                >
                  <Icon aria-hidden />
                </Box>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {t(`public.features.${key}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t(`public.features.${key}.text`)}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
      <Box component="footer" sx={{ py: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="body2" color="text.secondary">
          {t('public.landing.footer', { year: new Date().getFullYear() })}
        </Typography>
      </Box>
    </PublicLayout>
  );
};
