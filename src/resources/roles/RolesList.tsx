import { useId } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ListBase, useListContext, useTranslate, type Identifier } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { PermissionMatrixEditor } from './PermissionMatrixEditor';
import { RolesTable } from './RolesTable';
import type { RoleRecord } from './types';

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const LIST_QUERY_OPTIONS = { onError: () => undefined };

export interface RolesListProps {
  selectedId: Identifier | null;
  onSelect: (id: Identifier) => void;
}

const RolesListView = ({ selectedId, onSelect }: RolesListProps) => {
  const translate = useTranslate();
  const headingId = useId();
  const { data, error, refetch } = useListContext<RoleRecord>();
  // The matrix of the selected role as the list last loaded it; a deleted role drops out.
  const selected = data?.find((r) => r.id === selectedId);
  return (
    <>
      <Card component="section" aria-labelledby={headingId}>
        <CardContent>
          <Stack spacing={2}>
            <Typography id={headingId} component="h2" variant="h6">
              {translate('roles.list.title')}
            </Typography>
            {error ? (
              // The spec's role sample data was a static placeholder (DESIGN section 7): no fallback rows.
              <ErrorAlert
                title={translate('roles.loadFailure')}
                error={error}
                action={
                  <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
                    {translate('common.reload')}
                  </Button>
                }
              />
            ) : (
              <>
                <RolesTable selectedId={selectedId} onSelect={onSelect} />
                <PrevNextPagination />
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
      {selected ? (
        <PermissionMatrixEditor key={selected.id} role={selected} />
      ) : error ? null : (
        <Typography color="text.secondary" role="status">
          {translate('roles.permissions.hint')}
        </Typography>
      )}
    </>
  );
};

/** GET /v1/roles (page, limit), and below it the permission matrix of the selected role. */
export const RolesList = (props: RolesListProps) => (
  <ListBase resource="user-role-permission" perPage={DEFAULT_PAGE_SIZE} sort={{ field: 'id', order: 'ASC' }} queryOptions={LIST_QUERY_OPTIONS}>
    <RolesListView {...props} />
  </ListBase>
);
