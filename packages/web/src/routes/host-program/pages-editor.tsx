import {
  useCreateListingItem,
  useDeleteListingItem,
  useListingCatalogue,
  useUpdateListingItem,
} from '@convene/client';
import type { ListingPage } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { ListSkeleton } from '../../components/skeleton';
import { TextField } from '../../components/text-field';
import { EditorDialog } from '../../components/question-builder/editor-dialog';
import { EditorSection } from './editor-section';
import { TextAreaField } from '../../components/form-fields';
import { useServerErrors } from './server-errors';

/** A page of the event: title, subtitle and HTML content (sanitized by the server). */
function PageDialog({
  eventId,
  page,
  onClose,
}: {
  eventId: string;
  page: ListingPage | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const create = useCreateListingItem('pages', eventId);
  const update = useUpdateListingItem('pages', eventId);
  const write = page ? update : create;
  const serverError = useServerErrors(write.error);
  const [form, setForm] = useState({
    title: page?.title ?? '',
    subtitle: page?.subtitle ?? '',
    html: page?.html ?? '',
  });
  const [titleMissing, setTitleMissing] = useState(false);
  const submit = () => {
    setTitleMissing(!form.title.trim());
    if (!form.title.trim()) return;
    const body = { title: form.title.trim(), subtitle: form.subtitle.trim(), html: form.html };
    const done = feedback({ success: 'hostProgram.saved', onSuccess: onClose });
    if (page) update.mutate({ id: page.id, ...body }, done);
    else create.mutate(body, done);
  };
  return (
    <EditorDialog
      editing={page?.title ?? null}
      newTitle="hostProgram.pages.new"
      width="large"
      onClose={onClose}
      onSubmit={submit}
      pending={write.isPending}
    >
      <TextField
        label={intl.formatMessage({ id: 'hostProgram.pages.pageTitle' })}
        value={form.title}
        maxLength={200}
        required
        error={
          titleMissing ? intl.formatMessage({ id: 'hostProgram.required' }) : serverError('title')
        }
        onChange={(change) => setForm({ ...form, title: change.target.value })}
      />
      <TextField
        label={intl.formatMessage({ id: 'hostProgram.pages.subtitle' })}
        value={form.subtitle}
        maxLength={500}
        error={serverError('subtitle')}
        onChange={(change) => setForm({ ...form, subtitle: change.target.value })}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'hostProgram.pages.html' })}
        value={form.html}
        rows={10}
        spellCheck={false}
        error={serverError('html')}
        onChange={(change) => setForm({ ...form, html: change.target.value })}
      />
    </EditorDialog>
  );
}

/** The pages of a listing (travel, venue, code of conduct …). */
export function PagesEditor({ eventId }: { eventId: string }) {
  const feedback = useActionFeedback();
  const pages = useListingCatalogue('pages', eventId);
  const remove = useDeleteListingItem('pages', eventId);
  const [editing, setEditing] = useState<ListingPage | 'new' | null>(null);
  if (pages.isPending) return <ListSkeleton count={2} />;
  const items = pages.data ?? [];
  return (
    <>
      <EditorSection
        title="hostProgram.pages"
        addLabel="hostProgram.pages.add"
        empty="hostProgram.pages.empty"
        emptyBody="hostProgram.pages.emptyBody"
        items={items.map((page) => ({ id: page.id, title: page.title, detail: page.subtitle }))}
        onAdd={() => setEditing('new')}
        onEdit={(id) => setEditing(items.find((page) => page.id === id) ?? null)}
        onDelete={(id, done) =>
          remove.mutate(id, feedback({ success: 'hostProgram.deleted', onSettled: done }))
        }
        deleting={remove.isPending}
      />
      {editing ? (
        <PageDialog
          eventId={eventId}
          page={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
