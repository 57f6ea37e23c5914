// Placeholder until the screen is built.
const InvoicesPage = () => null;
export default InvoicesPage;
