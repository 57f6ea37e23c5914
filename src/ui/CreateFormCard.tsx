import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { CreateBase, Form, SaveButton, useNotify, useRefresh, useSaveContext, useTranslate, type RaRecord } from 'react-admin';
import { ErrorAlert } from './ErrorAlert';

/** The texts of a create card, as translation keys. */
export interface CreateFormTexts {
  title: string;
  submit: string;
  success: string;
  /** The title of a refused save, above the server's message. */
  failure: string;
}

export interface CreateFormCardProps<V extends object> {
  resource: string;
  texts: CreateFormTexts;
  submitIcon: ReactElement;
  defaultValues: V;
  /** The first screen rule the values break, as a translation key, or null: checked before any call. */
  problem?: (values: V) => string | null;
  /** The API body made from the form's values. */
  transform: (values: V) => Record<string, unknown>;
  /** Columns of the fields' grid on a wide screen (one column on a phone). */
  columns?: 2 | 3 | 4;
  /** The fields, laid out in the grid. */
  children: ReactNode;
  /** Fields under the grid, full width (notes). */
  after?: ReactNode;
}

const CreateFormBody = <V extends object>({
  texts,
  submitIcon,
  defaultValues,
  problem,
  columns = 4,
  children,
  after,
}: Omit<CreateFormCardProps<V>, 'resource' | 'transform'>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { save } = useSaveContext();
  const headingId = useId();
  // A new key remounts the form, which is how it goes back to its defaults after a success.
  const [formKey, setFormKey] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    const refused = problem?.(values as V) ?? null;
    setRefusal(refused);
    if (refused || !save) return;
    await save(values, {
      onSuccess: () => {
        notify(texts.success, { type: 'success' });
        setFormKey((k) => k + 1);
        refresh();
      },
      // Shown in the card, with what was typed kept in the form.
      onError: (error: unknown) => setFailure(error),
    });
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {translate(texts.title)}
        </Typography>
        {refusal ? <ErrorAlert title={translate(refusal)} sx={{ mb: 2 }} /> : null}
        {failure ? <ErrorAlert title={translate(texts.failure)} error={failure} sx={{ mb: 2 }} /> : null}
        <Form key={formKey} defaultValues={defaultValues as Record<string, unknown>} onSubmit={submit} noValidate>
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
            }}
          >
            {children}
          </Box>
          {after}
          <Stack direction="row" justifyContent="flex-end">
            <SaveButton label={texts.submit} icon={submitIcon} alwaysEnable />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};

/**
 * The spec's "form above the table": a card that creates one record with react-admin's CreateBase
 * (no redirect). The screen's rules are checked before any call and refused with one message; a
 * refused save shows its title and the server's message in the card; either way what was typed
 * stays. A success notifies, clears the form to its defaults and refreshes the list beside it.
 */
export const CreateFormCard = <V extends object>({ resource, transform, ...body }: CreateFormCardProps<V>) => (
  <CreateBase<RaRecord> resource={resource} redirect={false} transform={(values) => transform(values as V) as RaRecord} disableAuthentication>
    <CreateFormBody<V> {...body} />
  </CreateBase>
);
