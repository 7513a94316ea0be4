// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../lib/test-api';
import { RichTextEditor } from './rich-text-editor';

// jsdom lays nothing out: the editor scrolls its selection into view from these.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});
afterEach(cleanup);

function editor(value = '') {
  const changes: string[] = [];
  renderWithApi(
    <RichTextEditor
      label="Your words"
      value={value}
      onChange={(html) => changes.push(html)}
      placeholders={[{ token: '{name}', label: 'hostDoor.editor.placeholder.name' }]}
    />,
    {},
  );
  return { changes, last: () => changes.at(-1) };
}

describe('RichTextEditor', () => {
  it('formats and inserts placeholders, and its value is the html the server keeps', async () => {
    const { last } = editor();
    await screen.findByRole('textbox', { name: 'Your words' });
    fireEvent.click(screen.getByRole('button', { name: 'Heading' }));
    fireEvent.click(screen.getByRole('button', { name: 'Attendee name' }));
    await waitFor(() => expect(last()).toBe('<h2>{name}</h2>'));
    expect(screen.getByRole('button', { name: 'Heading' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(last()).toBe('<ul><li><p>{name}</p></li></ul>'));
  });

  it('starts from the saved words and links only to web and mail addresses', async () => {
    const { last } = editor('<p>Welcome</p>');
    const box = await screen.findByRole('textbox', { name: 'Your words' });
    await waitFor(() => expect(box.textContent).toBe('Welcome'));
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    fireEvent.change(screen.getByLabelText('Link address'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Links go to web addresses (https://…) or email addresses (mailto:…).');
    expect(box.querySelector('a')).toBeNull();
    fireEvent.change(screen.getByLabelText('Link address'), {
      target: { value: 'https://example.com/map' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(last()).toContain('href="https://example.com/map"'));
    expect(last()).not.toContain('javascript');
    expect(screen.queryByLabelText('Link address')).toBeNull();
  });
});
