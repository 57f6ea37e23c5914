import { Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';

export type TenantsSource = 'live' | 'sample';

export interface TenantsToolbarProps {
  headingId: string;
  source: TenantsSource;
  onSourceChange: (source: TenantsSource) => void;
  /** Absent when there is nothing to reload (the built-in sample list). */
  onReload?: () => void;
  reloading?: boolean;
}

/** The list heading, the 'Live API' / 'Built-in sample data' toggle and the 'Reload' button. */
export const TenantsToolbar = ({ headingId, source, onSourceChange, onReload, reloading = false }: TenantsToolbarProps) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center" justifyContent="space-between">
      <Typography id={headingId} component="h2" variant="h6">
        {translate('tenants.list.title')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={source}
          // The spec's texts as written, not upper-cased.
          sx={{ '& .MuiToggleButton-root': { textTransform: 'none', px: 1.5 } }}
          aria-label={translate('tenants.list.source')}
          // A click on the pressed button would give null; the list always has a source.
          onChange={(_event, next: TenantsSource | null) => next && onSourceChange(next)}
        >
          <ToggleButton value="live">{translate('tenants.list.live')}</ToggleButton>
          <ToggleButton value="sample">{translate('tenants.list.sample')}</ToggleButton>
        </ToggleButtonGroup>
        <Button variant="outlined" size="small" startIcon={<RefreshIcon />} disabled={!onReload || reloading} onClick={onReload}>
          {translate('tenants.list.reload')}
        </Button>
      </Stack>
    </Stack>
  );
};
