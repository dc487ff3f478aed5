import * as Dialog from '@radix-ui/react-dialog';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassTextAlign, type Alignment } from './rich-text-align.ts';
import { ErrorNote, ui } from './ui.tsx';
import styles from './rich-text-editor.module.css';

/** What an operator may upload into a body (the server checks the bytes again). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** A link the server's sanitiser keeps: http(s), mail, or a path of the site. */
export function isAllowedHref(href: string): boolean {
  const value = href.trim();
  return (
    /^https?:\/\/[^\s<>"']+$/i.test(value) ||
    /^mailto:[^\s<>"']+$/i.test(value) ||
    /^\/(?!\/)[^\s<>"']*$/.test(value)
  );
}

/** The editor's empty document reads as no text at all. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function ToolButton(props: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.active === undefined ? undefined : props.active}
      disabled={props.disabled}
      // Keeps the text selection in the editor while the button is pressed.
      onMouseDown={(e) => e.preventDefault()}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

function LinkDialog(props: { initial: string; onSave: (href: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [href, setHref] = useState(props.initial);
  const [touched, setTouched] = useState(false);
  const valid = isAllowedHref(href);
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setTouched(true);
    if (valid) props.onSave(href.trim());
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={`${ui.overlay} ${ui.raised}`} />
        <Dialog.Content className={`${ui.dialog} ${ui.raised}`}>
          <form onSubmit={submit} noValidate>
            <Dialog.Title>{t('richText.linkTitle')}</Dialog.Title>
            <Dialog.Description>{t('richText.linkText')}</Dialog.Description>
            <label className={ui.field} style={{ marginBottom: 16 }}>
              <span>{t('richText.linkAddress')}</span>
              <input
                className={`${ui.input} ${touched && !valid ? ui.invalid : ''}`}
                value={href}
                maxLength={500}
                placeholder="https://… /promotions"
                aria-invalid={touched && !valid}
                aria-describedby={touched && !valid ? errorId : undefined}
                onChange={(e) => setHref(e.target.value)}
                autoFocus
              />
              {touched && !valid ? (
                <span id={errorId} className={ui.fieldError}>
                  {t('richText.linkInvalid')}
                </span>
              ) : null}
            </label>
            <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
              <Dialog.Close type="button" className={`${ui.button} ${ui.secondary}`}>
                {t('common.cancel')}
              </Dialog.Close>
              <button type="submit" className={ui.button}>
                {t('richText.linkApply')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ImageDialog(props: {
  upload: (file: File) => Promise<string>;
  onInsert: (src: string, alt: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!file) return setProblem(t('richText.imageMissing'));
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return setProblem(t('richText.imageType'));
    if (file.size > MAX_IMAGE_BYTES) return setProblem(t('richText.imageTooLarge'));
    setBusy(true);
    setError(null);
    try {
      props.onInsert(await props.upload(file), alt.trim());
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={`${ui.overlay} ${ui.raised}`} />
        <Dialog.Content className={`${ui.dialog} ${ui.raised}`}>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Dialog.Title>{t('richText.imageTitle')}</Dialog.Title>
            <Dialog.Description>{t('richText.imageText')}</Dialog.Description>
            <div style={{ display: 'grid', gap: 12, marginBottom: 16 }}>
              <label className={ui.field}>
                <span>{t('richText.imageFile')}</span>
                <input
                  type="file"
                  className={ui.input}
                  accept={IMAGE_TYPES.join(',')}
                  onChange={(e) => {
                    setProblem(null);
                    setFile(e.target.files?.[0] ?? null);
                  }}
                />
                {problem ? <span className={ui.fieldError}>{problem}</span> : null}
              </label>
              <label className={ui.field}>
                <span>{t('richText.imageAlt')}</span>
                <input
                  className={ui.input}
                  value={alt}
                  maxLength={200}
                  onChange={(e) => setAlt(e.target.value)}
                />
              </label>
              <ErrorNote error={error} />
            </div>
            <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
              <Dialog.Close type="button" className={`${ui.button} ${ui.secondary}`}>
                {t('common.cancel')}
              </Dialog.Close>
              <button type="submit" className={ui.button} disabled={busy}>
                {busy ? t('richText.uploading') : t('richText.imageInsert')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const ALIGN_ICONS: Record<Alignment, string> = { left: '⇤', center: '↔', right: '⇥', justify: '☰' };

function Toolbar(props: { editor: Editor; label: string; onLink: () => void; onImage?: () => void }) {
  const { t } = useTranslation();
  const { editor } = props;
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      align: (['left', 'center', 'right', 'justify'] as const).find((a) => e.isActive({ textAlign: a })),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label={t('richText.toolbar', { field: props.label })} className={styles.toolbar}>
      <div className={styles.group}>
        <ToolButton label={t('richText.bold')} active={state.bold} onClick={() => chain().toggleBold().run()}>
          <strong>B</strong>
        </ToolButton>
        <ToolButton
          label={t('richText.italic')}
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <em>I</em>
        </ToolButton>
        <ToolButton
          label={t('richText.underline')}
          active={state.underline}
          onClick={() => chain().toggleUnderline().run()}
        >
          <u>U</u>
        </ToolButton>
        <ToolButton
          label={t('richText.strike')}
          active={state.strike}
          onClick={() => chain().toggleStrike().run()}
        >
          <s>S</s>
        </ToolButton>
      </div>
      <div className={styles.group}>
        <ToolButton
          label={t('richText.heading2')}
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H2
        </ToolButton>
        <ToolButton
          label={t('richText.heading3')}
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H3
        </ToolButton>
        <ToolButton
          label={t('richText.bulletList')}
          active={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        >
          •≡
        </ToolButton>
        <ToolButton
          label={t('richText.orderedList')}
          active={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          1.
        </ToolButton>
        <ToolButton
          label={t('richText.quote')}
          active={state.blockquote}
          onClick={() => chain().toggleBlockquote().run()}
        >
          ❝
        </ToolButton>
      </div>
      <div className={styles.group}>
        <ToolButton label={t('richText.link')} active={state.link} onClick={props.onLink}>
          ⛓
        </ToolButton>
        {state.link ? (
          <ToolButton
            label={t('richText.unlink')}
            onClick={() => chain().extendMarkRange('link').unsetLink().run()}
          >
            ⛓̸
          </ToolButton>
        ) : null}
        {props.onImage ? (
          <ToolButton label={t('richText.image')} onClick={props.onImage}>
            ▣
          </ToolButton>
        ) : null}
      </div>
      <div className={styles.group}>
        {(['left', 'center', 'right', 'justify'] as const).map((a) => (
          <ToolButton
            key={a}
            label={t(`richText.align.${a}`)}
            active={state.align === a}
            onClick={() => chain().setTextAlign(a).run()}
          >
            {ALIGN_ICONS[a]}
          </ToolButton>
        ))}
      </div>
      <div className={styles.group}>
        <ToolButton label={t('richText.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          ↶
        </ToolButton>
        <ToolButton label={t('richText.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          ↷
        </ToolButton>
      </div>
    </div>
  );
}

/**
 * The console's rich-text editor (TipTap): what the content editor and the message composer write
 * bodies with. It produces only what the server's sanitiser keeps (paragraphs, headings, lists,
 * emphasis, links, images, alignment as a class); pasted HTML goes through the same schema, so a
 * script or an event handler never even reaches the save. Uncontrolled after mount: give it a `key`
 * to load other text (another language's tab).
 */
export function RichTextEditor(props: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
  /** Uploads an image and answers its URL; without it the toolbar has no image button. */
  uploadImage?: (file: File) => Promise<string>;
  invalid?: boolean;
  describedBy?: string;
}) {
  const labelId = useId();
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null } },
      }),
      Image.configure({ inline: false }),
      ClassTextAlign,
      Placeholder.configure({ placeholder: props.placeholder ?? '' }),
    ],
    content: props.value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(props.invalid ? { 'aria-invalid': 'true' } : {}),
        ...(props.describedBy ? { 'aria-describedby': props.describedBy } : {}),
        class: styles.content ?? '',
      },
    },
    onUpdate: ({ editor: e }) => onChange.current(htmlOf(e)),
  });
  const currentHref = editor?.getAttributes('link').href as string | undefined;
  return (
    <div className={`${styles.editor} ${props.invalid ? styles.invalid : ''}`}>
      <span id={labelId} className={styles.label}>
        {props.label}
      </span>
      {editor ? (
        <Toolbar
          editor={editor}
          label={props.label}
          onLink={() => setDialog('link')}
          onImage={props.uploadImage ? () => setDialog('image') : undefined}
        />
      ) : null}
      <EditorContent editor={editor} className={styles.surface} />
      {dialog === 'link' && editor ? (
        <LinkDialog
          initial={currentHref ?? ''}
          onClose={() => setDialog(null)}
          onSave={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            if (editor.state.selection.empty && !editor.isActive('link')) {
              chain
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            } else chain.setLink({ href }).run();
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'image' && editor && props.uploadImage ? (
        <ImageDialog
          upload={props.uploadImage}
          onClose={() => setDialog(null)}
          onInsert={(src, alt) => {
            editor.chain().focus().setImage({ src, alt }).run();
            setDialog(null);
          }}
        />
      ) : null}
    </div>
  );
}
