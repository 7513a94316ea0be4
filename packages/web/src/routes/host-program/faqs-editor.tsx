import {
  useCreateListingItem,
  useDeleteListingItem,
  useListingCatalogue,
  useUpdateListingItem,
} from '@convene/client';
import type { ListingFaqSection } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { ListSkeleton } from '../../components/skeleton';
import { TextField } from '../../components/text-field';
import { EditorDialog } from '../../components/question-builder/editor-dialog';
import { EditorSection } from './editor-section';
import { TextAreaField } from '../../components/form-fields';
import { useServerErrors } from './server-errors';

interface Faq {
  key: number;
  question: string;
  answer: string;
}

let keys = 0;

/** A FAQ section written whole: its name and its questions with their answers. */
function FaqSectionDialog({
  eventId,
  section,
  onClose,
}: {
  eventId: string;
  section: ListingFaqSection | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const create = useCreateListingItem('faqSections', eventId);
  const update = useUpdateListingItem('faqSections', eventId);
  const write = section ? update : create;
  const serverError = useServerErrors(write.error);
  const [name, setName] = useState(section?.name ?? '');
  const [faqs, setFaqs] = useState<Faq[]>(
    () =>
      section?.faqs.map((faq) => ({ key: ++keys, question: faq.question, answer: faq.answer })) ?? [
        { key: ++keys, question: '', answer: '' },
      ],
  );
  const [nameMissing, setNameMissing] = useState(false);
  const set = (key: number, change: Partial<Faq>) =>
    setFaqs(faqs.map((faq) => (faq.key === key ? { ...faq, ...change } : faq)));

  const submit = () => {
    setNameMissing(!name.trim());
    if (!name.trim()) return;
    const body = {
      name: name.trim(),
      faqs: faqs
        .filter((faq) => faq.question.trim())
        .map((faq) => ({ question: faq.question.trim(), answer: faq.answer.trim() })),
    };
    const done = feedback({ success: 'hostProgram.saved', onSuccess: onClose });
    if (section) update.mutate({ id: section.id, ...body }, done);
    else create.mutate(body, done);
  };

  return (
    <EditorDialog
      editing={section?.name ?? null}
      newTitle="hostProgram.faqs.new"
      width="large"
      onClose={onClose}
      onSubmit={submit}
      pending={write.isPending}
    >
      <TextField
        label={intl.formatMessage({ id: 'hostProgram.faqs.section' })}
        value={name}
        maxLength={200}
        required
        error={
          nameMissing ? intl.formatMessage({ id: 'hostProgram.required' }) : serverError('name')
        }
        onChange={(change) => setName(change.target.value)}
      />
      {faqs.map((faq, index) => {
        const number = index + 1;
        return (
          <div
            key={faq.key}
            className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3 dark:border-white/10"
          >
            <TextField
              label={intl.formatMessage({ id: 'hostProgram.faqs.question' }, { number })}
              value={faq.question}
              maxLength={1000}
              onChange={(change) => set(faq.key, { question: change.target.value })}
            />
            <TextAreaField
              label={intl.formatMessage({ id: 'hostProgram.faqs.answer' }, { number })}
              value={faq.answer}
              rows={3}
              maxLength={20000}
              onChange={(change) => set(faq.key, { answer: change.target.value })}
            />
            <div>
              <Button
                type="button"
                variant="white"
                size="small"
                onClick={() => setFaqs(faqs.filter((item) => item.key !== faq.key))}
              >
                {intl.formatMessage({ id: 'hostProgram.faqs.removeQuestion' }, { number })}
              </Button>
            </div>
          </div>
        );
      })}
      <div>
        <Button
          type="button"
          variant="secondary"
          size="small"
          onClick={() => setFaqs([...faqs, { key: ++keys, question: '', answer: '' }])}
        >
          {intl.formatMessage({ id: 'hostProgram.faqs.addQuestion' })}
        </Button>
      </div>
    </EditorDialog>
  );
}

/** The FAQ sections of a listing, each with its questions and answers. */
export function FaqsEditor({ eventId }: { eventId: string }) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const sections = useListingCatalogue('faqSections', eventId);
  const remove = useDeleteListingItem('faqSections', eventId);
  const [editing, setEditing] = useState<ListingFaqSection | 'new' | null>(null);
  if (sections.isPending) return <ListSkeleton count={2} />;
  const items = sections.data ?? [];
  return (
    <>
      <EditorSection
        title="hostProgram.faqs"
        addLabel="hostProgram.faqs.add"
        empty="hostProgram.faqs.empty"
        emptyBody="hostProgram.faqs.emptyBody"
        items={items.map((section) => ({
          id: section.id,
          title: section.name,
          detail: intl.formatMessage(
            { id: 'hostProgram.faqs.count' },
            { count: section.faqs.length },
          ),
        }))}
        onAdd={() => setEditing('new')}
        onEdit={(id) => setEditing(items.find((section) => section.id === id) ?? null)}
        onDelete={(id, done) =>
          remove.mutate(id, feedback({ success: 'hostProgram.deleted', onSettled: done }))
        }
        deleting={remove.isPending}
      />
      {editing ? (
        <FaqSectionDialog
          eventId={eventId}
          section={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
