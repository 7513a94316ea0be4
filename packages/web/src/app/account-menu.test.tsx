// @vitest-environment jsdom
import type { IdentityClient } from '@convene/client';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { atRoute, renderWithApi } from '../lib/test-api';
import { AccountMenu } from './account-menu';
import { SessionProvider } from './session';

afterEach(cleanup);

/** A signed-out session: the menu needs no account to open and close. */
const signedOut = { storage: { isAuthenticated: () => false } } as unknown as IdentityClient;

describe('AccountMenu', () => {
  it('closes on Escape pressed on its button, before or after its list has loaded', async () => {
    renderWithApi(
      atRoute(
        <SessionProvider identity={signedOut}>
          <AccountMenu />
        </SessionProvider>,
        '/',
        '/',
      ),
      {},
    );
    const button = screen.getByRole('button', { name: 'Account menu' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    await screen.findByRole('menuitem', { name: 'Sign out' });
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
