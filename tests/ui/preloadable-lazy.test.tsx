import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { preloadableLazy } from '../../src/preloadableLazy';

// docs/performance.md: a screen (or the console) fetched ahead renders in the same pass, with no
// fallback committed first, because a committed fallback holds the reveal back by up to 300 ms.

const Screen = () => <h1>Complaint Logging</h1>;
const Fallback = () => <p>Loading</p>;

describe('preloadableLazy', () => {
  it('renders a preloaded component at once: the fallback is never shown', async () => {
    const Lazy = preloadableLazy(() => Promise.resolve({ default: Screen }));
    expect(Lazy.isLoaded()).toBe(false);
    await Lazy.preload();
    expect(Lazy.isLoaded()).toBe(true);
    render(
      <Suspense fallback={<Fallback />}>
        <Lazy />
      </Suspense>,
    );
    // Synchronously after render: no waiting, no fallback.
    expect(screen.getByRole('heading', { name: 'Complaint Logging' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('without a preload it suspends first, like React.lazy', async () => {
    const Lazy = preloadableLazy(() => Promise.resolve({ default: Screen }));
    render(
      <Suspense fallback={<Fallback />}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Complaint Logging' })).toBeInTheDocument();
  });

  it('fetches the chunk once however often it is preloaded, and again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Screen });
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('Failed to fetch');
    expect(Lazy.isLoaded()).toBe(false);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(Lazy.isLoaded()).toBe(true);
  });
});
