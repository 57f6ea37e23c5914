import { Link as RouterLink } from 'react-router-dom';
import { Button, Container, Typography } from '@mui/material';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { usePreferences } from '../preferences';
import { PublicLayout } from './PublicLayout';

/** `/error` and every unknown path. */
export const NotFoundPage = () => {
  const { t } = usePreferences();
  return (
    <PublicLayout>
      <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
        <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 800 }} aria-hidden>
          404
        </Typography>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mt: 1 }}>
          {t('public.notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('public.notFound.text')}
        </Typography>
        <Button component={RouterLink} to="/home" variant="contained" size="large" startIcon={<HomeOutlined />} sx={{ mt: 4 }}>
          {t('public.notFound.backHome')}
        </Button>
      </Container>
    </PublicLayout>
  );
};
