// @vitest-environment jsdom
import type { ListingPass } from '@convene/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtInMessages } from '../../i18n/catalogue';
import { canUndo, CheckInResultView, type DoorResult } from './checkin-result';

afterEach(cleanup);

const pass = {
  id: 'pass-1',
  alternateId: 42,
  status: 'ready',
  usedAt: '2026-11-23T09:15:00.000Z',
  ticket: { id: 't', name: 'Wheel time', price: 1500 },
  attendee: { accountId: 'account-1' },
} as unknown as ListingPass;

function show(result: DoorResult, onUndo?: () => void) {
  return render(
    <IntlProvider locale="en" timeZone="UTC" messages={builtInMessages('en')}>
      <CheckInResultView result={result} onUndo={onUndo} />
    </IntlProvider>,
  );
}

describe('CheckInResultView', () => {
  it('says checked in with the name and pass type, in green, with Undo', () => {
    const onUndo = vi.fn();
    const result: DoorResult = {
      kind: 'answer',
      outcome: 'checkedIn',
      name: 'Maya Lindqvist',
      passType: 'Wheel time',
      pass,
    };
    show(result, canUndo(result) ? onUndo : undefined);
    const view = screen.getByTestId('checkin-result');
    expect(view.dataset.tone).toBe('good');
    expect(view.textContent).toContain('Checked in');
    expect(screen.getByText('Maya Lindqvist')).toBeTruthy();
    expect(screen.getByText('Wheel time · Pass #42')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it('warns when the pass was already checked in, with when', () => {
    show({
      kind: 'answer',
      outcome: 'alreadyCheckedIn',
      name: 'Maya Lindqvist',
      passType: 'Wheel time',
      pass,
    });
    const view = screen.getByTestId('checkin-result');
    expect(view.dataset.tone).toBe('warn');
    expect(view.textContent).toContain('Already checked in');
    expect(view.textContent).toContain('This pass was checked in at 9:15 AM.');
  });

  it('refuses a canceled pass, another event and a code that is not a pass, in red without Undo', () => {
    const refusals: [DoorResult, string][] = [
      [
        { kind: 'answer', outcome: 'canceled', name: 'Omar', passType: 'Wheel time', pass: null },
        'This pass was canceled: do not let it in.',
      ],
      [
        { kind: 'answer', outcome: 'otherEvent', name: null, passType: null, pass: null },
        'This pass is for another event of the community.',
      ],
      [{ kind: 'otherEventOffline', number: 3 }, 'This pass is for another event'],
      [{ kind: 'invalid' }, 'This code is not a pass of this community.'],
    ];
    for (const [result, words] of refusals) {
      show(result, canUndo(result) ? () => undefined : undefined);
      const view = screen.getByTestId('checkin-result');
      expect(view.dataset.tone).toBe('bad');
      expect(view.textContent).toContain(words);
      expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
      cleanup();
    }
  });

  it('says a check-in made offline is kept for later, and a second scan of it is not', () => {
    const queued: DoorResult = { kind: 'queued', key: 'p', number: 7, name: null, again: false };
    show(queued, canUndo(queued) ? () => undefined : undefined);
    expect(screen.getByTestId('checkin-result').dataset.tone).toBe('info');
    expect(screen.getByText('Saved offline')).toBeTruthy();
    expect(screen.getByText('Pass #7')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    cleanup();

    const again: DoorResult = { ...queued, again: true };
    show(again, canUndo(again) ? () => undefined : undefined);
    expect(screen.getByTestId('checkin-result').dataset.tone).toBe('warn');
    expect(screen.getByText('Already scanned offline')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
