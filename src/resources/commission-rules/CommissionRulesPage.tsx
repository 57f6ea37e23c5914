// Placeholder until the screen is built.
const CommissionRulesPage = () => null;
export default CommissionRulesPage;
