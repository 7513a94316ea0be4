// @vitest-environment jsdom
import type { BaseChannel, Content } from '@convene/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../lib/test-api';
import { ContentForm } from './content-form';
import { SchedulePanel } from './schedule-panel';

const CHANNEL_ID = '0190f5a2-0000-7000-8000-00000000c001';
const CONTENT_ID = '0190f5a2-0000-7000-8000-00000000d001';

const channel: BaseChannel = {
  id: CHANNEL_ID,
  slug: 'harbour-notes',
  name: 'Harbour Notes',
  description: null,
  image: null,
  subscriberCount: 0,
  creatorId: null,
  _count: { contents: 0 },
};

function draft(overrides: Partial<Content> = {}): Content {
  return {
    id: CONTENT_ID,
    type: 'article',
    state: 'draft',
    featured: false,
    slug: 'low-tide',
    title: 'Low tide',
    description: null,
    imageUrl: null,
    image: null,
    audio: null,
    videoId: null,
    video: null,
    duration: null,
    channel,
    published: null,
    past: false,
    visible: true,
    _count: { likes: 0 },
    body: '<p>Walk out.</p>',
    editor: null,
    externalUrl: null,
    appleUrl: null,
    spotifyUrl: null,
    googleUrl: null,
    youtubeUrl: null,
    guests: [],
    publishSchedule: null,
    email: true,
    push: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    likes: [],
    manager: true,
    ...overrides,
  };
}

const CONTENT_PATH = `/channels/${CHANNEL_ID}/contents/${CONTENT_ID}`;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the content editor', () => {
  it('asks for a title under its field before sending anything', async () => {
    const { sent } = renderWithApi(<ContentForm channelId={CHANNEL_ID} />, {});
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const title = screen.getByLabelText('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${title.id}-error`)?.textContent).toBe('Title is required');
    expect(sent).toHaveLength(0);
  });

  it('creates an article draft with its title, description and text', async () => {
    const onCreated = vi.fn();
    const { sent } = renderWithApi(<ContentForm channelId={CHANNEL_ID} onCreated={onCreated} />, {
      [`POST /channels/${CHANNEL_ID}/contents`]: () => ({ data: draft() }),
    });
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('article');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Low tide ' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Walks' } });
    fireEvent.change(screen.getByLabelText('Article text'), {
      target: { value: '<p>Walk out.</p>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(draft()));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      body: { type: 'article', title: 'Low tide', description: 'Walks', body: '<p>Walk out.</p>' },
    });
  });

  it('schedules a draft at the time picked in the browser’s zone, sent as UTC', async () => {
    const { sent } = renderWithApi(<SchedulePanel channelId={CHANNEL_ID} content={draft()} />, {
      [`POST ${CONTENT_PATH}/schedule`]: () => ({
        data: draft({ state: 'scheduled', published: '2026-12-24T18:30:00.000Z' }),
      }),
    });
    fireEvent.change(screen.getByLabelText('Publish at'), {
      target: { value: '2026-12-24T19:30' },
    });
    fireEvent.click(
      screen.getByLabelText('Send the subscribers a push notification when it is out'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      date: new Date(2026, 11, 24, 19, 30).toISOString(),
      email: true,
      push: false,
    });
  });

  it('publishes now, and takes a scheduled content back to a draft', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00.000Z') });
    const { sent } = renderWithApi(
      <SchedulePanel
        channelId={CHANNEL_ID}
        content={draft({ state: 'scheduled', published: '2026-12-01T10:00:00.000Z' })}
      />,
      {
        [`POST ${CONTENT_PATH}/schedule`]: () => ({ data: draft({ state: 'published' }) }),
        [`DELETE ${CONTENT_PATH}/schedule`]: () => ({ data: draft() }),
      },
    );
    expect(screen.getByTestId('content-state').dataset.state).toBe('scheduled');
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ date: '2026-11-27T10:00:00.000Z' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to draft' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ method: 'DELETE', path: `${CONTENT_PATH}/schedule` });
    vi.useRealTimers();
  });
});
