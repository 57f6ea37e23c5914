import { Alert, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Shown above built-in sample rows after a failed load (README, "Deliberate departures from the spec"),
 * so nobody mistakes them for live data. The rows under it have their actions disabled.
 */
export const SampleDataBanner = ({ sx }: { sx?: SxProps<Theme> }) => {
  const translate = useTranslate();
  return (
    <Alert severity="warning" role="status" variant="outlined" sx={sx}>
      {translate('ui.sampleBanner')}
    </Alert>
  );
};
