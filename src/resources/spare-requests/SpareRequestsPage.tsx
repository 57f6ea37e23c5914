// Placeholder until the screen is built.
const SpareRequestsPage = () => null;
export default SpareRequestsPage;
