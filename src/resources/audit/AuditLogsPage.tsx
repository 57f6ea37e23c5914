// Placeholder until the screen is built.
const AuditLogsPage = () => null;
export default AuditLogsPage;
