// Placeholder until the screen is built.
const CustomersPage = () => null;
export default CustomersPage;
