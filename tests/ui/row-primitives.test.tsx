import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme } from '@mui/material/styles';
import { RowActionButton } from '../../src/ui/RowActionButton';
import { StatusBadge } from '../../src/ui/StatusBadge';
import { consoleThemeOptions, rowPrimitiveStyles } from '../../src/console/consoleTheme';

// The light row primitives: plain elements (docs/performance.md) that must still behave like the
// MUI buttons and chips they replace.

describe('RowActionButton', () => {
  it('is a named button that runs its action without also clicking the row', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const onRow = vi.fn();
    render(
      <div onClick={onRow}>
        <RowActionButton label="Auto Assign" onClick={onAction} />
      </div>,
    );
    const button = screen.getByRole('button', { name: 'Auto Assign' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onRow).not.toHaveBeenCalled();
    // Keyboard too.
    button.focus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(2);
  });

  it('while busy: disabled, marked busy, a second click does nothing', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<RowActionButton label="Approve Parts" busy color="success" onClick={onAction} />);
    const button = screen.getByRole('button', { name: 'Approve Parts' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-color', 'success');
    await user.click(button);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('disabled (sample rows) it cannot be used', () => {
    render(<RowActionButton label="Reject Parts" disabled color="error" onClick={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Reject Parts' })).toBeDisabled();
  });
});

describe('StatusBadge', () => {
  it('shows the label, keeps the raw status and picks the colour from it', () => {
    render(
      <>
        <StatusBadge status="approved" label="Approved" />
        <StatusBadge status="rejected" label="Rejected" />
        <StatusBadge status="closed" />
        <StatusBadge status="open" label="Open" color="secondary" />
      </>,
    );
    expect(screen.getByText('Approved')).toHaveAttribute('data-color', 'success');
    expect(screen.getByText('Rejected')).toHaveAttribute('data-color', 'error');
    expect(screen.getByText('closed')).toHaveAttribute('data-color', 'default');
    expect(screen.getByText('Open')).toHaveAttribute('data-color', 'secondary');
    expect(screen.getByText('Approved')).toHaveAttribute('data-status', 'approved');
  });
});

describe('console theme', () => {
  it('styles every colour a row action or a badge may have, in light and dark', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = createTheme(consoleThemeOptions(mode));
      const styles = rowPrimitiveStyles(theme) as Record<string, Record<string, any>>;
      for (const color of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
        expect(styles['.sd-row-action'][`&[data-color="${color}"]`].color).toBe(theme.palette[color].main);
        expect(styles['.sd-badge'][`&[data-color="${color}"]`]).toEqual({
          backgroundColor: theme.palette[color].main,
          color: theme.palette[color].contrastText,
        });
      }
      expect(styles['.sd-row-action']['&:disabled'].color).toBe(theme.palette.action.disabled);
    }
  });
});
