import { useId, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import { useMutation } from '@tanstack/react-query';
import { Form, SelectInput, TextInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { COVERAGE_TYPES, isCoverage, isValidPincode, splitList, type Coverage } from '../../domain/service';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../ui/ErrorAlert';

interface BulkValues {
  pincodes?: string | null;
  coverage?: string | null;
}

const EMPTY_VALUES: BulkValues = { pincodes: '', coverage: '' };

/**
 * The bulk coverage update: PATCH /v1/areas/bulk-coverage {pincodes, coverage}, kept by the server
 * (docs/architecture.md, "Paths the spec leaves open"; README, "Deliberate departures from the spec"). It
 * reports how many areas changed and which pincodes have no area.
 */
export const BulkCoverageForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const headingId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: ({ pincodes, coverage }: { pincodes: string[]; coverage: Coverage }) =>
      dataProvider.bulkUpdateCoverage(pincodes, coverage).then(({ data }) => ({ ...data, coverage })),
    onSuccess: ({ updated, missing: notFound, coverage }) => {
      setMissing(notFound ?? []);
      notify('areas.bulk.success', {
        type: updated ? 'success' : 'warning',
        messageArgs: { smart_count: updated, coverage: translate(`areas.coverage.${coverage}`) },
      });
      refresh();
    },
  });

  const submit = (values: Record<string, unknown>) => {
    const { pincodes: typed, coverage } = values as BulkValues;
    const pincodes = splitList(typed);
    setMissing([]);
    reset();
    if (!pincodes.length || !isCoverage(coverage)) {
      setProblem(translate('areas.bulk.required'));
      return;
    }
    const malformed = pincodes.filter((pincode) => !isValidPincode(pincode));
    if (malformed.length) {
      setProblem(translate('areas.bulk.invalidPincodes', { pincodes: malformed.join(', ') }));
      return;
    }
    setProblem(null);
    mutate({ pincodes, coverage });
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {translate('areas.bulk.title')}
        </Typography>
        {problem ? <ErrorAlert title={problem} sx={{ mb: 2 }} /> : null}
        {error ? <ErrorAlert title={translate('areas.bulk.failure')} error={error} sx={{ mb: 2 }} /> : null}
        {/* The count is in the notification; pincodes with no area stay in view until the next update. */}
        {missing.length ? (
          <Alert severity="warning" role="status" sx={{ mb: 2 }}>
            {translate('areas.bulk.missing', { pincodes: missing.join(', ') })}
          </Alert>
        ) : null}
        <Form defaultValues={EMPTY_VALUES} onSubmit={submit} noValidate>
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) max-content' },
            }}
          >
            <TextInput fullWidth source="pincodes" label="areas.bulk.fields.pincodes" helperText="areas.bulk.hints.pincodes" />
            <SelectInput
              fullWidth
              source="coverage"
              label="areas.bulk.fields.coverage"
              choices={COVERAGE_TYPES.map((coverage) => ({ id: coverage, name: `areas.coverage.${coverage}` }))}
              emptyText="areas.bulk.choose"
            />
            <Stack sx={{ pt: 1 }}>
              <Button
                type="submit"
                variant="contained"
                disabled={isPending}
                aria-busy={isPending || undefined}
                startIcon={isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <EditLocationAltIcon />}
              >
                {translate('areas.bulk.submit')}
              </Button>
            </Stack>
          </Box>
        </Form>
      </CardContent>
    </Card>
  );
};
