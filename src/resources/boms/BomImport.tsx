import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, List, ListItem, ListItemText, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useMutation } from '@tanstack/react-query';
import Papa from 'papaparse';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { parseBomRow, type BomRowResult } from '../../domain/bomImport';
import type { BomImportResult, ServiceDeskDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Money } from '../../ui/Money';
import { refusalText } from '../../ui/errorText';
import { useBomProducts } from './useBomProducts';

type RawRow = Record<string, string | undefined>;

interface PreviewRow {
  /** The line in the file (the header is line 1), as the server numbers rows. */
  row: number;
  raw: RawRow;
  check: BomRowResult;
}

const readFileText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });

const parseCsv = (text: string): RawRow[] =>
  Papa.parse<RawRow>(text, { header: true, skipEmptyLines: true, transformHeader: (h) => h.trim() }).data;

const ImportResult = ({ result }: { result: BomImportResult }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} component="section" aria-label={translate('boms.import.resultTitle')}>
      <Alert severity={result.errors.length ? 'warning' : 'success'}>
        {translate('boms.import.summary', { imported: result.imported.length, refused: result.errors.length, total: result.total })}
      </Alert>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <div>
          <Typography component="h4" variant="subtitle2">
            {translate('boms.import.imported', { count: result.imported.length })}
          </Typography>
          <List dense aria-label={translate('boms.import.imported', { count: result.imported.length })}>
            {result.imported.map((item) => (
              <ListItem key={item.row} disableGutters>
                <ListItemText primary={translate('boms.import.importedRow', { row: item.row, version: item.version })} />
              </ListItem>
            ))}
          </List>
        </div>
        <div>
          <Typography component="h4" variant="subtitle2">
            {translate('boms.import.refused', { count: result.errors.length })}
          </Typography>
          <List dense aria-label={translate('boms.import.refused', { count: result.errors.length })}>
            {result.errors.map((item) => (
              <ListItem key={item.row} disableGutters>
                <ListItemText
                  primary={translate('boms.import.refusedRow', { row: item.row, message: item.messageKey ? refusalText(translate, { key: item.messageKey, params: item.messageParams }, item.message) : item.message })}
                  slotProps={{ primary: { color: 'error' } }}
                />
              </ListItem>
            ))}
          </List>
        </div>
      </Box>
    </Stack>
  );
};

const PreviewTable = ({ rows }: { rows: PreviewRow[] }) => {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('boms.import.previewTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('boms.import.columns.row')}</TableCell>
            <TableCell>{translate('boms.import.columns.product')}</TableCell>
            <TableCell>{translate('boms.columns.version')}</TableCell>
            <TableCell>{translate('boms.columns.description')}</TableCell>
            <TableCell>{translate('boms.columns.status')}</TableCell>
            <TableCell align="right">{translate('boms.columns.totalCost')}</TableCell>
            <TableCell>{translate('boms.columns.effectiveDate')}</TableCell>
            <TableCell>{translate('boms.import.columns.check')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ row, raw, check }) => (
            <TableRow key={row} data-valid={check.ok}>
              <TableCell>{row}</TableCell>
              <TableCell>{raw.sku || raw.parentProductId}</TableCell>
              <TableCell>{raw.version}</TableCell>
              <TableCell>{raw.description}</TableCell>
              <TableCell>{raw.status}</TableCell>
              <TableCell align="right">{check.ok ? <Money value={check.value.totalCost} /> : raw.totalCost}</TableCell>
              <TableCell>{raw.effectiveDate}</TableCell>
              <TableCell sx={{ color: check.ok ? 'success.main' : 'error.main' }}>
                {check.ok ? translate('boms.import.rowOk') : refusalText(translate, check.refusal)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/**
 * 'Import CSV': the file is previewed row by row with the create rules (src/domain/bomImport.ts,
 * the same the server applies), then sent whole as a multipart upload to POST /api/boms/import;
 * the answer lists what was imported and what was refused, and the list refreshes.
 */
export const BomImport = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const headingId = useId();
  const hintId = useId();
  const inputId = useId();
  const { products } = useBomProducts();
  const [file, setFile] = useState<File | null>(null);
  const [rawRows, setRawRows] = useState<RawRow[] | null>(null);
  const [readError, setReadError] = useState<unknown>(null);
  const [inputKey, setInputKey] = useState(0);

  // Re-checked when the products arrive, so SKUs resolve once the picker list is in.
  const preview = useMemo<PreviewRow[]>(
    () => (rawRows ?? []).map((raw, i) => ({ row: i + 2, raw, check: parseBomRow(raw, products) })),
    [rawRows, products],
  );
  const validCount = preview.filter((p) => p.check.ok).length;

  const upload = useMutation({
    mutationFn: (csv: File) => dataProvider.importBoms(csv, csv.name),
    onSuccess: ({ data }) => {
      notify('boms.import.summary', {
        type: data.errors.length ? 'warning' : 'success',
        messageArgs: { imported: data.imported.length, refused: data.errors.length, total: data.total },
      });
      setFile(null);
      setRawRows(null);
      setInputKey((k) => k + 1);
      refresh();
    },
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    upload.reset();
    setReadError(null);
    setFile(chosen);
    setRawRows(null);
    if (!chosen) return;
    try {
      setRawRows(parseCsv(await readFileText(chosen)));
    } catch (error) {
      setReadError(error);
    }
  };

  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography id={headingId} component="h3" variant="subtitle1">
            {translate('boms.import.title')}
          </Typography>
          <Typography id={hintId} variant="body2" color="text.secondary">
            {translate('boms.import.hint')}
          </Typography>
          <Stack direction="row" spacing={2} alignItems="flex-end" useFlexGap flexWrap="wrap">
            {/* The browser's own file input: labelled, keyboard usable and announced as such. */}
            <Stack spacing={0.5}>
              <Typography component="label" htmlFor={inputId} variant="body2" sx={{ fontWeight: 500 }}>
                {translate('boms.import.file')}
              </Typography>
              <Box
                key={inputKey}
                id={inputId}
                component="input"
                type="file"
                accept=".csv,text/csv"
                aria-describedby={hintId}
                onChange={choose}
                sx={{ color: 'inherit', font: 'inherit' }}
              />
            </Stack>
            <Button
              variant="contained"
              startIcon={upload.isPending ? <CircularProgress size={14} color="inherit" aria-hidden /> : <CloudUploadIcon />}
              disabled={!file || validCount === 0 || upload.isPending}
              onClick={() => file && upload.mutate(file)}
            >
              {translate('boms.import.upload')}
            </Button>
          </Stack>
          {readError ? <ErrorAlert title={translate('boms.import.readFailure')} error={readError} /> : null}
          {upload.error ? <ErrorAlert title={translate('boms.import.failure')} error={upload.error} /> : null}
          {rawRows ? (
            <>
              <Typography variant="body2" role="status">
                {translate('boms.import.previewSummary', { valid: validCount, invalid: preview.length - validCount })}
              </Typography>
              <PreviewTable rows={preview} />
            </>
          ) : null}
          {upload.data ? <ImportResult result={upload.data.data} /> : null}
        </Stack>
      </CardContent>
    </Card>
  );
};
