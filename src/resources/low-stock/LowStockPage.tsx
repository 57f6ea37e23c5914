// Placeholder until the screen is built (issue 3).
const LowStockPage = () => null;
export default LowStockPage;
