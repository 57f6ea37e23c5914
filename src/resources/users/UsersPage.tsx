// Placeholder until the screen is built.
const UsersPage = () => null;
export default UsersPage;
