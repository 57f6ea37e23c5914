// Placeholder until the screen is built.
const NotificationsPage = () => null;
export default NotificationsPage;
