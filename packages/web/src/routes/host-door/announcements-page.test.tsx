// @vitest-environment jsdom
import { organizationModules, type PublicOrganization } from '@convene/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrganizationConfigProvider } from '../../app/config-context';
import { atRoute, renderWithApi } from '../../lib/test-api';
import { AnnouncementsPage, paragraphsHtml } from './announcements-page';

const EVENT = '3f2a1b0c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const config = {
  ORGANIZATION_ID: 'org-1',
  MODULES: organizationModules(['events']),
} as unknown as PublicOrganization;

afterEach(cleanup);

describe('paragraphsHtml', () => {
  it('makes a paragraph of each block and a line break of each line, escaping the text', () => {
    expect(
      paragraphsHtml('Doors open at 6.\nBring clay.\n\n  <b>Not bold</b> & "quoted"  \n\n\n'),
    ).toBe(
      '<p>Doors open at 6.<br>Bring clay.</p><p>&lt;b&gt;Not bold&lt;/b&gt; &amp; &quot;quoted&quot;</p>',
    );
    expect(paragraphsHtml('  \n\n ')).toBe('');
  });
});

describe('AnnouncementsPage', () => {
  function renderPage() {
    return renderWithApi(
      <OrganizationConfigProvider resolved={config}>
        {atRoute(
          <AnnouncementsPage />,
          '/host/events/:eventId/announcements',
          `/host/events/${EVENT}/announcements`,
        )}
      </OrganizationConfigProvider>,
      {
        [`GET /listings/${EVENT}`]: () => ({ data: { id: EVENT, name: 'Wheel Evening' } }),
        [`GET /listings/${EVENT}/announcements`]: () => ({ data: [] }),
        [`POST /listings/${EVENT}/announcements/test`]: () => ({
          data: { to: 'host@example.com' },
        }),
        [`POST /listings/${EVENT}/announcements`]: (body) => ({
          data: { id: 'a-1', ...(body as object), recipients: 2 },
        }),
      },
    );
  }

  it('sends a test to the host alone, and asks before sending to everyone, showing the message', async () => {
    const { sent } = renderPage();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Doors at 9' } });
    fireEvent.change(screen.getByLabelText(/^Message/), {
      target: { value: 'Bring clay.' },
    });
    const posted = () => sent.filter((request) => request.method === 'POST').map((r) => r.path);
    fireEvent.click(screen.getByRole('button', { name: 'Send me a test' }));
    await waitFor(() => expect(posted()).toEqual([`/listings/${EVENT}/announcements/test`]));

    fireEvent.click(screen.getByRole('button', { name: 'Send to every attendee' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Send this announcement to every attendee?',
    });
    within(dialog).getByText('Bring clay.');
    // Nothing goes out before the host confirms.
    expect(posted()).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to every attendee' }));
    await waitFor(() => expect(posted()).toHaveLength(2));
    expect(sent.filter((request) => request.method === 'POST').at(-1)).toMatchObject({
      path: `/listings/${EVENT}/announcements`,
      body: { title: 'Doors at 9', html: '<p>Bring clay.</p>', email: true, push: true },
    });
  });
});
