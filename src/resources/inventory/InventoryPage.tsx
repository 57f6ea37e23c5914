// Placeholder until the screen is built (issue 3).
const InventoryPage = () => null;
export default InventoryPage;
