import { EditDialogButton } from '../../ui/EditDialogButton';
import { CustomerFields } from './CustomerFields';
import { customerFormValuesOf, customerProblem, toCustomerUpdate, type CustomerFormValues } from './customerInput';
import type { Customer } from './types';

const TEXTS = {
  label: 'customers.actions.edit',
  title: 'customers.edit.title',
  cancel: 'customers.actions.cancel',
  save: 'customers.actions.save',
  success: 'customers.edit.success',
  failure: 'customers.edit.failure',
};

/** 'Edit' on a customer's record: PUT /v1/customers/{id} (issue 15) with contact details, address, state and GSTIN. */
export const EditCustomerButton = () => (
  <EditDialogButton<Customer, CustomerFormValues>
    resource="service/customers"
    texts={TEXTS}
    titleArgs={(record) => ({ name: record.name })}
    successArgs={(sent, record) => ({ name: sent.name || record.name })}
    defaultValues={customerFormValuesOf}
    transform={(values) => toCustomerUpdate(values)}
    problem={(values) => customerProblem(values)}
    maxWidth="md"
  >
    <CustomerFields />
  </EditDialogButton>
);
