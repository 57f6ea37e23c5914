// Placeholder: being built.
export const SignUpPage = () => <div>SignUpPage</div>;
