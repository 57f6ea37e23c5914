// Placeholder: being built.
export const ForgotPasswordPage = () => <div>ForgotPasswordPage</div>;
