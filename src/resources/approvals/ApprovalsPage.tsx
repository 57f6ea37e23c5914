// Placeholder until the screen is built.
const ApprovalsPage = () => null;
export default ApprovalsPage;
