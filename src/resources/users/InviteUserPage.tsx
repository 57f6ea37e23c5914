// Placeholder until the screen is built.
const InviteUserPage = () => null;
export default InviteUserPage;
