// Placeholder: being built.
export const SignInPage = () => <div>SignInPage</div>;
