import { useId, useState, type MouseEvent } from 'react';

/**
 * The state of a menu that opens under its button (the bell, the avatar): props to spread on the
 * button (it says it opens a menu, and which one while open) and on the MUI Menu (anchored at the
 * button's bottom right edge), and `close` for the items.
 */
export const useAnchoredMenu = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const buttonProps = {
    'aria-haspopup': 'true' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  const menuProps = {
    id: menuId,
    anchorEl: anchor,
    open: Boolean(anchor),
    onClose: close,
    anchorOrigin: { vertical: 'bottom', horizontal: 'right' } as const,
    transformOrigin: { vertical: 'top', horizontal: 'right' } as const,
  };
  return { close, buttonProps, menuProps };
};
