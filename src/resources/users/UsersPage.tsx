import { useId } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Link } from 'react-router-dom';
import { ListBase, ListContextProvider, Title, useCanAccess, useList, useListContext, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { SAMPLE_USERS } from './sampleUsers';
import { UserRoleFilterForm } from './UserRoleFilterForm';
import { UsersTable } from './UsersTable';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };

/** After a failed load: the built-in sample users, in the same table, actions disabled. */
const SampleUsers = () => {
  const sampleList = useList({ data: SAMPLE_USERS, resource: 'users' });
  return (
    <ListContextProvider value={sampleList}>
      <UsersTable sample />
    </ListContextProvider>
  );
};

const UsersListView = ({ headingId }: { headingId: string }) => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  const { canAccess: canInvite } = useCanAccess({ resource: 'users', action: 'create' });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center" justifyContent="space-between">
        <Typography id={headingId} component="h2" variant="h6">
          {translate('users.list.title')}
        </Typography>
        {canInvite ? (
          <Button component={Link} to="/admin/users/register" variant="outlined" startIcon={<PersonAddIcon />}>
            {translate('users.inviteLink')}
          </Button>
        ) : null}
      </Stack>
      <UserRoleFilterForm />
      {error ? (
        <>
          <ErrorAlert
            title={translate('users.loadFailure')}
            error={error}
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
                {translate('common.reload')}
              </Button>
            }
          />
          <SampleDataBanner />
          <SampleUsers />
        </>
      ) : (
        <>
          <UsersTable />
          <PrevNextPagination />
        </>
      )}
    </Stack>
  );
};

/**
 * /admin/users: GET /api/users (page, limit, role) with a role filter, Edit and Deactivate
 * (spec part 1, sections 2, 3, 7, 8; DESIGN section 7).
 */
const UsersPage = () => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title={translate('users.title')} />
      <Card component="section" aria-labelledby={headingId}>
        <CardContent>
          <ListBase resource="users" perPage={DEFAULT_PAGE_SIZE} queryOptions={LIST_QUERY_OPTIONS}>
            <UsersListView headingId={headingId} />
          </ListBase>
        </CardContent>
      </Card>
    </Box>
  );
};

export default UsersPage;
