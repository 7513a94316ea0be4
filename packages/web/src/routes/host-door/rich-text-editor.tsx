import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogue';

/**
 * What the editor writes is what the server keeps of a host's html (lib/safe-html.ts):
 * paragraphs, bold, italic, headings 2–3, lists, quotes and links (http, https, mailto).
 * Everything else StarterKit offers is off, so the preview never loses what was typed.
 */
/** The link addresses the server keeps (lib/safe-html.ts): web and mail ones. */
const KEPT_LINK = /^(https?:\/\/|mailto:)/i;

const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // No empty paragraph kept after the last heading or list: the mail would carry it.
    trailingNode: false,
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto'],
      isAllowedUri: (url, { defaultValidate }) => KEPT_LINK.test(url) && defaultValidate(url),
    },
  }),
];

const BUTTON_CLASS =
  'min-h-11 min-w-11 rounded-md px-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary aria-pressed:bg-primary aria-pressed:text-on-primary dark:text-gray-100 dark:hover:bg-white/10';

function ToolButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={BUTTON_CLASS}
      title={label}
      aria-pressed={pressed}
      // Keeps the editor's selection: the command applies to what was selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {/* Named by its words (for screen readers), shown by its sign. */}
      <span aria-hidden="true">{children}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** The address a link goes to, asked in place (not in the browser's prompt). */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const intl = useIntl();
  const inputId = useId();
  const errorId = useId();
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [refused, setRefused] = useState(false);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const address = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!address) chain.unsetLink().run();
    else if (!KEPT_LINK.test(address)) return setRefused(true);
    // Nothing selected: the address itself goes in, as its link.
    else if (editor.state.selection.empty && !editor.isActive('link'))
      chain
        .insertContent({
          type: 'text',
          text: address,
          marks: [{ type: 'link', attrs: { href: address } }],
        })
        .run();
    else chain.setLink({ href: address }).run();
    onDone();
  };
  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-2 p-2">
      <label htmlFor={inputId} className="flex min-w-0 grow flex-col gap-1 text-sm">
        {intl.formatMessage({ id: 'hostDoor.editor.linkAddress' })}
        <input
          id={inputId}
          type="text"
          inputMode="url"
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setRefused(false);
          }}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? errorId : undefined}
          placeholder="https://"
          className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 dark:border-white/20 dark:bg-night dark:text-gray-100"
        />
      </label>
      {refused ? (
        <p id={errorId} role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
          {intl.formatMessage({ id: 'hostDoor.editor.linkRefused' })}
        </p>
      ) : null}
      <button type="submit" className={BUTTON_CLASS}>
        {intl.formatMessage({ id: 'hostDoor.editor.linkApply' })}
      </button>
      <button type="button" className={BUTTON_CLASS} onClick={onDone}>
        {intl.formatMessage({ id: 'hostDoor.editor.linkCancel' })}
      </button>
    </form>
  );
}

/**
 * A host's words as formatted text, for the event's emails: a toolbar (bold, italic,
 * headings, lists, quote, link) and buttons that insert the mail's placeholders, over an
 * editable area; the value is the html the server keeps.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  placeholders,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Tokens the mail fills in ({name}…), each with the message naming it. */
  placeholders: readonly { token: string; label: MessageId }[];
  describedBy?: string;
}) {
  const intl = useIntl();
  const labelId = useId();
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions,
    content: value,
    // Rendered on the server too: the editor starts in the browser.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class:
          'min-h-48 space-y-2 p-3 text-gray-900 focus:outline-none dark:text-gray-100 [&_a]:text-primary [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:ps-3 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current && {
        bold: current.isActive('bold'),
        italic: current.isActive('italic'),
        heading: current.isActive('heading', { level: 2 }),
        bulletList: current.isActive('bulletList'),
        orderedList: current.isActive('orderedList'),
        blockquote: current.isActive('blockquote'),
        link: current.isActive('link'),
      },
  });
  const tool = (id: MessageId) => intl.formatMessage({ id });
  const run = (command: (editor: Editor) => void) => () => {
    if (editor) command(editor);
  };

  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <div className="rounded-lg border border-gray-300 bg-white focus-within:outline-2 focus-within:outline-primary dark:border-white/20 dark:bg-night">
        <div
          role="toolbar"
          aria-label={tool('hostDoor.editor.toolbar')}
          className="flex flex-wrap gap-1 border-b border-gray-200 p-1 dark:border-white/10"
        >
          <ToolButton
            label={tool('hostDoor.editor.bold')}
            pressed={active?.bold}
            onClick={run((e) => e.chain().focus().toggleBold().run())}
          >
            <strong>B</strong>
          </ToolButton>
          <ToolButton
            label={tool('hostDoor.editor.italic')}
            pressed={active?.italic}
            onClick={run((e) => e.chain().focus().toggleItalic().run())}
          >
            <em>I</em>
          </ToolButton>
          <ToolButton
            label={tool('hostDoor.editor.heading')}
            pressed={active?.heading}
            onClick={run((e) => e.chain().focus().toggleHeading({ level: 2 }).run())}
          >
            H
          </ToolButton>
          <ToolButton
            label={tool('hostDoor.editor.bulletList')}
            pressed={active?.bulletList}
            onClick={run((e) => e.chain().focus().toggleBulletList().run())}
          >
            •
          </ToolButton>
          <ToolButton
            label={tool('hostDoor.editor.orderedList')}
            pressed={active?.orderedList}
            onClick={run((e) => e.chain().focus().toggleOrderedList().run())}
          >
            1.
          </ToolButton>
          <ToolButton
            label={tool('hostDoor.editor.quote')}
            pressed={active?.blockquote}
            onClick={run((e) => e.chain().focus().toggleBlockquote().run())}
          >
            “
          </ToolButton>
          <ToolButton
            label={tool('hostDoor.editor.link')}
            pressed={active?.link}
            onClick={() => setLinking((open) => !open)}
          >
            <span className="underline">a</span>
          </ToolButton>
        </div>
        {linking && editor ? <LinkForm editor={editor} onDone={() => setLinking(false)} /> : null}
        <EditorContent editor={editor} />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>{tool('hostDoor.editor.insert')}</span>
        {placeholders.map((placeholder) => (
          <button
            key={placeholder.token}
            type="button"
            className="min-h-11 rounded-full border border-gray-300 px-3 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:border-white/20 dark:hover:bg-white/10"
            onMouseDown={(event) => event.preventDefault()}
            onClick={run((e) => e.chain().focus().insertContent(placeholder.token).run())}
          >
            {intl.formatMessage({ id: placeholder.label })}
          </button>
        ))}
      </div>
    </div>
  );
}
