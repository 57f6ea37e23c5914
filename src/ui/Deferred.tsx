import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders `children` in a pass of their own right after the first one (React's useDeferredValue with
 * an initial value): `placeholder` (what keeps the layout still) until then. For parts of a list that
 * are many and heavy but not what its first paint is for (every row's action buttons, the list's
 * tools): the rows' text paints without waiting for them (docs/performance.md, the first complaint row).
 */
export const Deferred = ({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) => {
  const ready = useDeferredValue(true, false);
  return <>{ready ? children : placeholder}</>;
};
