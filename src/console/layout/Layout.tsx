// Placeholder: being built.
import { Layout as RaLayout, type LayoutProps } from 'react-admin';
export const Layout = (props: LayoutProps) => <RaLayout {...props} />;
