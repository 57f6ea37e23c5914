// Placeholder until the screen is built.
const VendorsPage = () => null;
export default VendorsPage;
