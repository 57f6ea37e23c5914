// Placeholder until the screen is built (issue 3).
const RegistrationsPage = () => null;
export default RegistrationsPage;
