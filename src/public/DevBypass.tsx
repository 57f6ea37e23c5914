import { useNavigate } from 'react-router-dom';
import { Button } from '@mui/material';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import { saveSession } from '../providers/storage';
import { DEFAULT_TENANT_ID } from '../config';
import { usePreferences } from '../preferences';

// Dev server only: SignInPage imports this lazily behind `import.meta.env.DEV`, so a production
// build contains neither the button nor the dummy session. Its label lives here, not in i18n/,
// so that not even the text reaches a production bundle.
// Another language than these two gets the English label.
const LABEL: Record<string, string> = { en: 'Developer sign-in (local only)', hi: 'डेवलपर साइन इन (केवल लोकल)' };

const DevBypassButton = () => {
  const { locale } = usePreferences();
  const navigate = useNavigate();
  const bypass = () => {
    saveSession(
      {
        token: 'dev-bypass-token',
        refreshToken: null,
        user: { id: 0, email: 'dev@local', role: 'super_admin', firstName: 'Developer' },
        tenantId: DEFAULT_TENANT_ID,
      },
      true,
    );
    navigate('/admin/dashboard');
  };
  return (
    <Button fullWidth variant="text" color="secondary" size="small" startIcon={<CodeOutlined />} onClick={bypass}>
      {LABEL[locale] ?? LABEL.en}
    </Button>
  );
};

export default DevBypassButton;
