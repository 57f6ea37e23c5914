import { useId } from 'react';
import { Box, Card, CardContent } from '@mui/material';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { AreaCreateForm } from './AreaCreateForm';
import { AreaPerformanceDialog } from './AreaPerformanceButton';
import { AreasList } from './AreasList';
import { BulkCoverageForm } from './BulkCoverageForm';

/**
 * /admin/areas ('Coverage Areas'): create an area, update coverage in bulk, then the statistics,
 * filters and client-paged table (spec part 2, sections 2-5, 9; DESIGN sections 5 and 9: every
 * change goes to the server and survives a reload). At /admin/areas/:id/show, that area's
 * performance over the list.
 */
const AreasPage = () => {
  const translate = useTranslate();
  const headingId = useId();
  const { canAccess: canCreate } = useCanAccess({ resource: 'areas', action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'areas', action: 'edit' });
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title={translate('areas.title')} />
      {canCreate ? <AreaCreateForm /> : null}
      {canEdit ? <BulkCoverageForm /> : null}
      <Card component="section" aria-labelledby={headingId}>
        <CardContent>
          <AreasList headingId={headingId} />
        </CardContent>
      </Card>
      <AreaPerformanceDialog />
    </Box>
  );
};

export default AreasPage;
