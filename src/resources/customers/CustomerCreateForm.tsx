import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useNavigate } from 'react-router-dom';
import { useCreatePath } from 'react-admin';
import { CreateFormCard } from '../../ui/CreateFormCard';
import { CustomerFields } from './CustomerFields';
import { EMPTY_CUSTOMER, toCustomerCreate, type CustomerFormValues } from './customerInput';

/**
 * 'New customer' (issue 27): POST /v1/customers. A phone number another customer already has is
 * refused with that customer's name and number (the alert shows it), so the same caller is not
 * recorded twice; after a save the new customer opens beside the list.
 */
export const CustomerCreateForm = () => {
  const navigate = useNavigate();
  const createPath = useCreatePath();
  return (
    <CreateFormCard<CustomerFormValues>
      resource="service/customers"
      texts="customers.create"
      submitIcon={<PersonAddIcon />}
      defaultValues={EMPTY_CUSTOMER}
      transform={toCustomerCreate}
      saveWhenPristine={false}
      columns={false}
      successArgs={(values) => ({ name: values.name })}
      onCreated={(created) => navigate(createPath({ resource: 'service/customers', type: 'show', id: created.id }))}
    >
      <CustomerFields creating />
    </CreateFormCard>
  );
};
