// Placeholder until the screen is built.
const RolesPage = () => null;
export default RolesPage;
