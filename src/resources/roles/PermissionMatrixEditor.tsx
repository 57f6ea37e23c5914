import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Checkbox, CircularProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ACTIONS, RESOURCES, cleanPermissions, type PermissionMatrix } from '../../domain/access';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { errorText } from '../../ui/errorText';
import { ACTION_LABEL_KEYS, RESOURCE_LABEL_KEYS } from './permissionLabels';
import { samePermissions, toPermissionsPayload, togglePermission } from './permissionMatrix';
import { isSuperAdminRole, type RoleRecord } from './types';
import { useAccess } from '../../ui/useAccess';

/**
 * The selected role's permission matrix: screens (rows) by actions (columns), saved with
 * PUT /v1/roles/{id}/permissions. The super admin's matrix is shown read-only (the backend
 * refuses to change it). Mount it with `key={role.id}` so a new selection starts from the server's matrix.
 */
export const PermissionMatrixEditor = ({ role }: { role: RoleRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const headingId = useId();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const { canAccess: canEdit } = useAccess('user-role-permission', 'edit');
  const [saved, setSaved] = useState<PermissionMatrix>(() => cleanPermissions(role.permissions) ?? {});
  const [matrix, setMatrix] = useState<PermissionMatrix>(saved);
  const readOnly = isSuperAdminRole(role) || !canEdit;
  const dirty = !samePermissions(matrix, saved);

  const save = useMutation({
    mutationFn: (permissions: PermissionMatrix) => dataProvider.setRolePermissions(role.id, permissions),
    onSuccess: ({ data }, sent) => {
      const stored = cleanPermissions((data as Partial<RoleRecord>)?.permissions) ?? sent;
      setSaved(stored);
      setMatrix(stored);
      notify('roles.permissions.success', { type: 'success', messageArgs: { name: role.name } });
      refresh();
    },
    onError: (error) => notify('roles.permissions.failure', { type: 'error', messageArgs: { message: errorText(error, translate) } }),
  });

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id={headingId} component="h2" variant="h6">
            {translate('roles.permissions.title', { name: role.name })}
          </Typography>
          {isSuperAdminRole(role) ? (
            <Alert severity="info">{translate('roles.permissions.readOnly')}</Alert>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('roles.permissions.signInAgain')}
            </Typography>
          )}
          {save.isError ? <ErrorAlert title={translate('roles.permissions.failureTitle')} error={save.error} /> : null}
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate('roles.permissions.table', { name: role.name })}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {translate('roles.permissions.screen')}
                  </TableCell>
                  {ACTIONS.map((action) => (
                    <TableCell key={action} component="th" scope="col" align="center" sx={{ whiteSpace: 'nowrap' }}>
                      {translate(ACTION_LABEL_KEYS[action])}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {RESOURCES.map((resource) => {
                  const screen = translate(RESOURCE_LABEL_KEYS[resource]);
                  const allowed = matrix[resource] ?? [];
                  return (
                    <TableRow key={resource} hover>
                      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                        {screen}
                      </TableCell>
                      {ACTIONS.map((action) => (
                        <TableCell key={action} align="center" padding="checkbox">
                          <Checkbox
                            size="small"
                            checked={allowed.includes(action)}
                            disabled={readOnly || save.isPending}
                            onChange={() => setMatrix((m) => togglePermission(m, resource, action))}
                            slotProps={{
                              input: {
                                'aria-label': translate('roles.permissions.cell', { screen, action: translate(ACTION_LABEL_KEYS[action]) }),
                              },
                            }}
                          />
                        </TableCell>
                      ))}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          {readOnly ? null : (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button
                variant="contained"
                startIcon={save.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SaveIcon />}
                disabled={!dirty || save.isPending}
                onClick={() => save.mutate(toPermissionsPayload(matrix))}
              >
                {translate('roles.permissions.save')}
              </Button>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
