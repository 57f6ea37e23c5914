import { useId, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useFormState } from 'react-hook-form';
import {
  CreateBase,
  Form,
  SaveButton,
  useNotify,
  useRefresh,
  useSaveContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ErrorAlert } from './ErrorAlert';
import { useCreateRoute } from './CreateAboveList';
import { UnsavedInputGuard, leaveWithoutAsking } from './leaveGuard';

/** The texts of a create card, as translation keys. */
export interface CreateFormTexts {
  /** The heading; a form in a tab named like it (the catalogue's 'Add New ...' tabs) has none. */
  title?: string;
  submit: string;
  success: string;
  /** The title of a refused save, above the server's message. */
  failure: string;
  /** A Reset button's label: the catalogue forms offer one (back to the defaults, the last refusal forgotten). */
  reset?: string;
}

export interface CreateFormCardProps<V extends object> {
  resource: string;
  /** The texts, or the prefix of keys named title, submit, success and failure ('vendors.create'). */
  texts: string | CreateFormTexts;
  /** The form fills a tab of the page's own card (catalogue, inventory): no card of its own. */
  inTab?: boolean;
  submitIcon: ReactElement;
  /** A function when the defaults are worked out afresh on every (re)start: a date of "now", the last product kept. */
  defaultValues: V | (() => V);
  /** The first screen rule the values break, as a translation key, or null: checked before any call. */
  problem?: (values: V) => string | null;
  /** The API body made from the form's values. */
  transform: (values: V) => object;
  /**
   * Columns of the fields' grid on a wide screen (one column on a phone), or a grid-template-columns
   * for uneven ones (the spare request's wider notes); false when the fields lay themselves out
   * (fields shared with an edit dialog, the movement form's rows).
   */
  columns?: number | string | false;
  /**
   * The fields, laid out in the grid. A function of the refusal when the fields show it themselves
   * instead of the alert above them (the commission rule's tier problem, shown at the tiers).
   */
  children: ReactNode | ((refusal: string | null) => ReactNode);
  /** Fields under the grid, full width (notes). */
  after?: ReactNode;
  /** Alerts about what the form itself loads (products, categories), above the refusal. */
  notices?: ReactNode;
  /** What stands before Reset and Save: the BOM form's 'Back to List', the spare request's running total. */
  actions?: ReactNode;
  /** False when Save waits for a first change: forms whose defaults alone cannot be saved (booking, complaint, spare request). */
  saveWhenPristine?: boolean;
  /** Arguments of the success message ('Role "%{name}" created'). */
  successArgs?: (values: V, created: RaRecord) => Record<string, unknown>;
  /** After a success, before the form restarts: the page selects the new record, goes back to its list, reloads a stock. */
  onCreated?: (created: RaRecord, values: V) => void | Promise<void>;
}

const keysUnder = (prefix: string): CreateFormTexts => ({
  title: `${prefix}.title`,
  submit: `${prefix}.submit`,
  success: `${prefix}.success`,
  failure: `${prefix}.failure`,
});

/** Save, disabled while a save is under way (and before a first change where the form asks for one). */
const SubmitButton = ({ label, icon, whenPristine }: { label: string; icon: ReactElement; whenPristine: boolean }) => {
  const { isSubmitting } = useFormState();
  return <SaveButton label={label} icon={icon} alwaysEnable={whenPristine && !isSubmitting} />;
};

const CreateFormBody = <V extends object>({
  texts: textKeys,
  inTab = false,
  submitIcon,
  defaultValues,
  problem,
  columns = 4,
  children,
  after,
  notices,
  actions,
  saveWhenPristine = true,
  successArgs,
  onCreated,
}: Omit<CreateFormCardProps<V>, 'resource' | 'transform'>) => {
  const translate = useTranslate();
  const texts = typeof textKeys === 'string' ? keysUnder(textKeys) : textKeys;
  const notify = useNotify();
  const refresh = useRefresh();
  const { save } = useSaveContext();
  // Opened at its own route on a phone (CreateAboveList): Cancel and a save go back to the list.
  const route = useCreateRoute();
  const headingId = useId();
  // A new key remounts the form, which is how it goes back to its defaults after a success or a Reset.
  const [formKey, setFormKey] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- worked out again on each restart of the form
  const defaults = useMemo(() => (typeof defaultValues === 'function' ? defaultValues() : defaultValues), [formKey]);

  const restart = () => {
    setRefusal(null);
    setFailure(null);
    setFormKey((k) => k + 1);
  };

  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    const refused = problem?.(values as V) ?? null;
    setRefusal(refused);
    if (refused || !save) return;
    await save(values, {
      onSuccess: async (created: RaRecord) => {
        notify(texts.success, { type: 'success', messageArgs: successArgs?.(values as V, created) });
        // The page's own moves after the save: the typed input is saved, nothing to ask about.
        await leaveWithoutAsking(() => onCreated?.(created, values as V));
        setFormKey((k) => k + 1);
        refresh();
        leaveWithoutAsking(() => route?.close());
      },
      // Shown in the card, with what was typed kept in the form.
      onError: (error: unknown) => setFailure(error),
    });
  };

  const fields = typeof children === 'function' ? children(refusal) : children;
  const content = (
    <Stack spacing={2}>
      {notices}
      {refusal && typeof children !== 'function' ? <ErrorAlert title={translate(refusal)} /> : null}
      {failure ? (
        <ErrorAlert title={translate(texts.failure)} error={failure} />
      ) : null}
      <Form key={formKey} defaultValues={defaults as Record<string, unknown>} onSubmit={submit} noValidate>
        {/* Leaving the page with what was typed unsaved asks first (issue 27). */}
        <UnsavedInputGuard />
        {columns === false ? (
          fields
        ) : (
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              alignItems: 'start',
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: typeof columns === 'number' ? `repeat(${columns}, minmax(0, 1fr))` : columns,
              },
            }}
          >
            {fields}
          </Box>
        )}
        {after}
        <Stack direction="row" spacing={2} alignItems="center" justifyContent="flex-end" useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
          {actions}
          {route ? (
            <Button variant="outlined" onClick={route.close}>
              {translate('ra.action.cancel')}
            </Button>
          ) : null}
          {texts.reset ? (
            <Button variant="outlined" startIcon={<RestartAltIcon />} onClick={restart}>
              {translate(texts.reset)}
            </Button>
          ) : null}
          <SubmitButton label={texts.submit} icon={submitIcon} whenPristine={saveWhenPristine} />
        </Stack>
      </Form>
    </Stack>
  );

  if (!texts.title) return content;
  const section = (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {translate(texts.title)}
      </Typography>
      {content}
    </Box>
  );
  return inTab ? (
    section
  ) : (
    <Card>
      <CardContent>{section}</CardContent>
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
  <CreateBase<RaRecord> resource={resource} redirect={false} transform={(values) => transform(values as V) as unknown as RaRecord} disableAuthentication>
    <CreateFormBody<V> {...body} />
  </CreateBase>
);
