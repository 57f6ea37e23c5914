// Placeholder until the screen is built.
const CommissionReportsPage = () => null;
export default CommissionReportsPage;
