// Placeholder until the screen is built.
const TenantsPage = () => null;
export default TenantsPage;
