import { useId } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ROLES } from '../../domain/access';

/** The explanatory text on role-based access that sits beside the invite form (spec part 1, section 6). */
export const RoleAccessHelp = () => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card component="aside" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {translate('users.invite.help.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('users.invite.help.intro')}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {ROLES.map((role) => (
            <Box key={role} sx={{ mb: 1.5 }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
                {role}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {translate(`users.invite.help.${role}`)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate('users.invite.help.scope')}
        </Typography>
      </CardContent>
    </Card>
  );
};
