// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtInMessages } from '../i18n/catalogue';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { reportReason } from './social/report-dialog';

afterEach(cleanup);

async function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <IntlProvider locale="en" messages={builtInMessages('en')}>
      <ConfirmDialog
        open
        title="Make Maya a moderator?"
        body="Moderators accept requests."
        confirmLabel="Make moderator"
        onConfirm={onConfirm}
        onCancel={onCancel}
        {...props}
      />
    </IntlProvider>,
  );
  // The dialog's code loads when it first opens.
  const confirm = await screen.findByTestId('confirm-dialog-confirm');
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  return { onConfirm, onCancel, confirm, cancel };
}

const enter = (element: Element) => fireEvent.keyDown(element, { key: 'Enter', code: 'Enter' });

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title, focused on the confirm button; Enter confirms', async () => {
    const { onConfirm, onCancel, confirm } = await renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Make Maya a moderator?' });
    expect(screen.getByRole('button', { name: 'Make moderator' })).toBe(confirm);
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Moderators accept requests.');
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    enter(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith({});
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels on Escape, and on the Cancel button', async () => {
    const { onConfirm, onCancel, confirm, cancel } = await renderDialog();
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    fireEvent.keyDown(confirm, { key: 'Escape', code: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('destructive: red, focus starts on Cancel, and Enter there does not confirm', async () => {
    const { onConfirm, confirm, cancel } = await renderDialog({
      destructive: true,
      confirmLabel: 'Block',
    });
    expect(confirm.getAttribute('data-variant')).toBe('danger');
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    enter(cancel);
    expect(onConfirm).not.toHaveBeenCalled();
    confirm.focus();
    enter(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('does not confirm twice while the action runs', async () => {
    const { onConfirm, confirm } = await renderDialog({ loading: true });
    enter(confirm);
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('reason picker: confirming waits for a reason, then sends it with the details', async () => {
    const { onConfirm, confirm } = await renderDialog({
      confirmLabel: 'Send report',
      reasons: [
        { value: 'spam', label: 'Spam or advertising' },
        { value: 'other', label: 'Something else' },
      ],
      detailsLabel: 'Anything else?',
    });
    const spam = screen.getByRole('radio', { name: 'Spam or advertising' });
    await waitFor(() => expect(document.activeElement).toBe(spam));
    expect(confirm).toHaveProperty('disabled', true);
    enter(spam);
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(spam);
    const details = screen.getByLabelText('Anything else?');
    fireEvent.change(details, { target: { value: '  the same link ten times  ' } });
    enter(details); // a new line in the text box, not a confirmation
    expect(onConfirm).not.toHaveBeenCalled();
    enter(spam);
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'spam', details: 'the same link ten times' });
    expect(reportReason(onConfirm.mock.calls[0]![0])).toBe('spam: the same link ten times');
    expect(reportReason({ reason: 'hate' })).toBe('hate');
  });
});
