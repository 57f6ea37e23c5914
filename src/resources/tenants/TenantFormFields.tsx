import { Typography } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { GstinInput, StateInput } from './taxIdentityInputs';
import { TENANT_PLANS, TENANT_STATUSES } from './types';

/**
 * Marks a field as required (the label gets its asterisk; a select offers no empty choice) without
 * a per-field message: the spec has one message for the form, 'Please fill all fields'.
 */
const markRequired = Object.assign(() => undefined, { isRequired: true });

const PLAN_CHOICES = TENANT_PLANS.map((plan) => ({ id: plan, name: `tenants.plans.${plan}` }));
const STATUS_CHOICES = TENANT_STATUSES.map((status) => ({ id: status, name: `tenants.status.${status}` }));

/** 'Tax details' (issue 15): the warehouse as the supplier on its invoices; all optional. */
const TaxDetailsFields = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography component="h3" variant="subtitle2" sx={{ gridColumn: '1 / -1', mt: 1, mb: 0.5 }}>
        {translate('tenants.tax.title')}
      </Typography>
      <TextInput fullWidth source="legalName" label="tenants.fields.legalName" />
      <TextInput fullWidth source="address" label="tenants.fields.address" />
      <StateInput label="tenants.fields.state" />
      <GstinInput label="tenants.fields.gstin" helperText="tenants.hints.gstin" />
      <TextInput fullWidth source="upiVpa" label="tenants.fields.upiVpa" helperText="tenants.hints.upiVpa" />
    </>
  );
};

/** The tenant fields shared by the create row and the edit dialog (the subdomain is set once, at creation). */
export const TenantFormFields = ({ withSubdomain = true }: { withSubdomain?: boolean }) => (
  <>
    <TextInput fullWidth source="name" label="tenants.fields.name" validate={markRequired} />
    {withSubdomain ? (
      <TextInput
        fullWidth
        source="subdomain"
        label="tenants.fields.subdomain"
        helperText="tenants.hints.subdomain"
        validate={markRequired}
      />
    ) : null}
    <SelectInput fullWidth source="plan" label="tenants.fields.plan" choices={PLAN_CHOICES} validate={markRequired} />
    <SelectInput fullWidth source="status" label="tenants.fields.status" choices={STATUS_CHOICES} validate={markRequired} />
    <TextInput fullWidth source="description" label="tenants.fields.description" />
    <TextInput fullWidth source="contactEmail" type="email" label="tenants.fields.contactEmail" />
    <TextInput fullWidth source="contactPhone" type="tel" label="tenants.fields.contactPhone" />
    <TaxDetailsFields />
  </>
);
