import { useEffect, useState } from 'react';

/**
 * False until the browser has painted what the component's first render committed, then true.
 * For work that must not hold that paint back: a lazy chunk's import (its modulepreload links are
 * added inside the render that asks for it), or a heavy part of the page below the fold. A frame,
 * then a task: the frame's callbacks run before its paint, the task after it.
 */
export const useAfterPaint = (): boolean => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // jsdom has no frames unless asked for them: a task alone there.
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (run: () => void) => (run(), 0);
    const id = frame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(id);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
};
