import { useId, useState, type FormEvent } from 'react';
import { Alert, AlertTitle, Box, Button, Card, CardContent, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useMutation } from '@tanstack/react-query';
import { Title, useLogoutIfAccessDenied, useTranslate } from 'react-admin';
import { getTenantId } from '../../providers/storage';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { inviteProblem, inviteUser, toInviteInput, type InviteFormValues } from './inviteUser';
import { RoleAccessHelp } from './RoleAccessHelp';
import { roleChoices } from './roles';
import { useCurrentUser } from './useCurrentUser';
import type { Role } from '../../domain/access';
import { useAccess } from '../../ui/useAccess';

// The least privileged role is the safe default.
const emptyValues = (): InviteFormValues => ({
  email: '',
  role: 'customer',
  firstName: '',
  lastName: '',
  // The warehouse being worked in (localStorage tenantId, default 1).
  warehouseId: getTenantId(),
  password: '',
});

/**
 * /admin/users/register: invite a user with a temporary password through POST /api/users/register.
 * The role select sends the real role names and the warehouse id goes along for every role but
 * super_admin (a departure from the spec's reference; docs/architecture.md, "Roles and access"). A
 * refusal keeps what was typed; a success shows the confirmation with the e-mail and empties the form.
 */
const InviteUserPage = () => {
  const translate = useTranslate();
  const headingId = useId();
  const { isSuperAdmin } = useCurrentUser();
  const { canAccess: canInvite } = useAccess('users', 'create');
  const [values, setValues] = useState<InviteFormValues>(emptyValues);
  const [problem, setProblem] = useState<string | null>(null);
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  // The call goes through http.ts, not the dataProvider: an expired session (401) still ends at sign-in.
  const { mutate, isPending, error, data, variables, reset } = useMutation({ mutationFn: inviteUser, onError: (e) => logoutIfAccessDenied(e) });

  const set = (field: keyof InviteFormValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset();
    const found = inviteProblem(values);
    setProblem(found);
    if (found) return;
    mutate(toInviteInput(values), { onSuccess: () => setValues(emptyValues()) });
  };

  const needsWarehouse = values.role !== 'super_admin';

  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <Title title={translate('users.invite.title')} />
      <Card component="section" aria-labelledby={headingId}>
        <CardContent>
          <Typography id={headingId} component="h2" variant="h6" gutterBottom>
            {translate('users.invite.title')}
          </Typography>
          {data && variables ? (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              <AlertTitle>{translate('users.invite.success.title')}</AlertTitle>
              {translate('users.invite.success.text', { email: variables.email })}
            </Alert>
          ) : null}
          {problem ? <ErrorAlert title={translate(problem)} sx={{ mb: 2 }} /> : null}
          {error ? <ErrorAlert title={translate('users.invite.failure')} error={error} sx={{ mb: 2 }} /> : null}
          <Box component="form" noValidate onSubmit={submit}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              <TextField required type="email" label={translate('users.invite.fields.email')} value={values.email} onChange={set('email')} autoComplete="off" />
              <TextField
                select
                label={translate('users.invite.fields.role')}
                value={values.role}
                onChange={(event) => setValues((v) => ({ ...v, role: event.target.value as Role }))}
              >
                {roleChoices(isSuperAdmin).map((choice) => (
                  <MenuItem key={choice.id} value={choice.id}>
                    {translate(choice.name)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField label={translate('users.invite.fields.firstName')} value={values.firstName} onChange={set('firstName')} />
              <TextField label={translate('users.invite.fields.lastName')} value={values.lastName} onChange={set('lastName')} />
              {needsWarehouse ? (
                <TextField
                  required
                  label={translate('users.invite.fields.warehouseId')}
                  value={values.warehouseId}
                  onChange={set('warehouseId')}
                  error={problem === 'users.invite.warehouseRequired' || problem === 'users.invite.warehouseInvalid'}
                  // A warehouse admin can only add users to its own warehouse; only the super admin picks one.
                  helperText={translate(isSuperAdmin ? 'users.invite.hints.warehouseId' : 'users.invite.hints.warehouseIdFixed')}
                  slotProps={{ htmlInput: { inputMode: 'numeric', readOnly: !isSuperAdmin } }}
                />
              ) : null}
              <TextField
                required
                type="password"
                label={translate('users.invite.fields.password')}
                value={values.password}
                onChange={set('password')}
                helperText={translate('users.invite.hints.password')}
                autoComplete="new-password"
              />
            </Box>
            <Stack direction="row" justifyContent="flex-end" sx={{ mt: 2 }}>
              <Button
                type="submit"
                variant="contained"
                disabled={!canInvite || isPending}
                startIcon={isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SendIcon />}
              >
                {translate('users.invite.submit')}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <RoleAccessHelp />
    </Box>
  );
};

export default InviteUserPage;
