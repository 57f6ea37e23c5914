import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';

/** How long a filter waits for typing to pause before it applies (as the customers search). */
export const FILTER_DEBOUNCE_MS = 400;

/**
 * Applies a filter value whenever it changes, once it has been still for `delay` ms: every list
 * filter applies on change (issue 16), and a Search/Apply button the spec names only applies sooner.
 * The value it starts with is taken as applied already.
 */
export function useApplyOnChange<T>(value: T, apply: (value: T) => void, delay: number = FILTER_DEBOUNCE_MS) {
  const key = JSON.stringify(value ?? null);
  const applied = useRef(key);
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  useEffect(() => {
    if (key === applied.current) return undefined;
    const timer = setTimeout(() => {
      applied.current = key;
      applyRef.current(JSON.parse(key) as T);
    }, delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
}

export interface ApplyOnChangeProps {
  /** Receives the whole form's values, as the form's onSubmit does. */
  apply: (values: Record<string, unknown>) => void;
  delay?: number;
}

/** Placed inside a react-admin `<Form>` of list filters: applies its values on every change. */
export const ApplyOnChange = ({ apply, delay }: ApplyOnChangeProps) => {
  const values = useWatch() as Record<string, unknown>;
  useApplyOnChange(values, apply, delay);
  return null;
};
