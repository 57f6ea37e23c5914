import { useId } from 'react';
import { Card, CardContent } from '@mui/material';
import { AreaCreateForm } from './AreaCreateForm';
import { AreaPerformanceDialog } from './AreaPerformanceButton';
import { AreasList } from './AreasList';
import { BulkCoverageForm } from './BulkCoverageForm';
import { ScreenPage } from '../../ui/ScreenPage';
import { CreateAboveListIfAllowed } from '../../ui/CreateAboveList';
import { useAccess } from '../../ui/useAccess';

/**
 * /admin/areas ('Coverage Areas'): create an area, update coverage in bulk, then the statistics,
 * filters and client-paged table (spec part 2, sections 2-5, 9;
 * docs/architecture.md, "Paths the spec leaves open"; README, "Deliberate departures from the spec":
 * every change goes to the server and survives a reload). At /admin/areas/:id/show, that area's
 * performance over the list.
 */
const AreasPage = () => {
  const headingId = useId();
  const { canAccess: canEdit } = useAccess('areas', 'edit');
  return (
    <ScreenPage title="areas.title">
      <CreateAboveListIfAllowed resource="areas">
        <AreaCreateForm />
      </CreateAboveListIfAllowed>
      {canEdit ? <BulkCoverageForm /> : null}
      <Card component="section" aria-labelledby={headingId}>
        <CardContent>
          <AreasList headingId={headingId} />
        </CardContent>
      </Card>
      <AreaPerformanceDialog />
    </ScreenPage>
  );
};

export default AreasPage;
