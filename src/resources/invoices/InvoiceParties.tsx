import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { stateByCode } from '../../domain/gst';
import type { InvoiceParty } from '../../domain/taxInvoice';
import { MONOSPACE_FONTS } from '../../i18n/scriptFonts';

/** `Karnataka (29)`; a dash when the state is not known. */
export const stateLabel = (code: string | null | undefined, dash = '—'): string => {
  const state = stateByCode(code);
  return state ? `${state.name} (${state.code})` : dash;
};

/** One party of a tax invoice (Rule 46): name, address, state with its code, GSTIN (or unregistered). */
const PartyBlock = ({ titleKey, party }: { titleKey: string; party: InvoiceParty | undefined }) => {
  const translate = useTranslate();
  const headingId = useId();
  const dash = translate('common.none');
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ flex: '1 1 16rem', minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="overline" color="text.secondary">
        {translate(titleKey)}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {party?.name || dash}
      </Typography>
      {party?.address ? <Typography variant="body2">{party.address}</Typography> : null}
      <Typography variant="body2">{translate('invoices.view.state', { state: stateLabel(party?.stateCode, dash) })}</Typography>
      {/* Monospace for the GSTIN, with Devanagari's font for the Hindi label (issue 27: it was boxes). */}
      <Typography variant="body2" sx={{ fontFamily: MONOSPACE_FONTS }}>
        {party?.gstin ? translate('invoices.view.gstin', { gstin: party.gstin }) : translate('invoices.view.unregistered')}
      </Typography>
    </Box>
  );
};

/** The supplier (the warehouse) and the recipient (the customer) side by side, then the place of supply. */
export const InvoiceParties = ({ supplier, recipient, placeOfSupply, intraState }: {
  supplier?: InvoiceParty;
  recipient?: InvoiceParty;
  placeOfSupply?: string | null;
  intraState?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 2 }}>
        <PartyBlock titleKey="invoices.view.supplier" party={supplier} />
        <PartyBlock titleKey="invoices.view.recipient" party={recipient} />
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {translate('invoices.view.placeOfSupply', { state: stateLabel(placeOfSupply, translate('common.none')) })}
        {intraState === undefined ? null : ` · ${translate(intraState ? 'invoices.view.intraState' : 'invoices.view.interState')}`}
      </Typography>
    </>
  );
};
