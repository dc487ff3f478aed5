import TextAlign from '@tiptap/extension-text-align';

export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/**
 * Text alignment written as a class (`align-center`), not a style attribute: the server's sanitiser
 * drops every `style` and keeps these classes, which the player site maps to CSS (ADR 0027).
 * Older content with a style attribute is still read.
 */
export const ClassTextAlign = TextAlign.extend({
  addGlobalAttributes() {
    return [
      {
        types: this.options.types,
        attributes: {
          textAlign: {
            default: null,
            parseHTML: (element: HTMLElement) => {
              const fromClass = ALIGNMENTS.find((a) => element.classList.contains(`align-${a}`));
              const fromStyle = ALIGNMENTS.find((a) => element.style.textAlign === a);
              return fromClass ?? fromStyle ?? null;
            },
            renderHTML: (attributes: { textAlign?: string | null }) =>
              attributes.textAlign && (ALIGNMENTS as readonly string[]).includes(attributes.textAlign)
                ? { class: `align-${attributes.textAlign}` }
                : {},
          },
        },
      },
    ];
  },
}).configure({ types: ['heading', 'paragraph'], alignments: [...ALIGNMENTS] });
