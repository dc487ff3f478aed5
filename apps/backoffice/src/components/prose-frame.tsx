import { useMemo } from 'react';

export type PreviewTheme = 'dark' | 'light';

/**
 * The player site's colours (apps/web tokens) for a preview: the console cannot import the site's
 * styles, so the few a body uses are repeated here.
 */
const PLAYER_THEME: Record<PreviewTheme, Record<string, string>> = {
  dark: {
    bg: '#10153a',
    text: '#eef0ff',
    muted: '#a3a9d6',
    heading: '#ffffff',
    link: '#f7c548',
    border: 'rgba(148, 163, 255, 0.14)',
    quote: '#161c4a',
  },
  light: {
    bg: '#ffffff',
    text: '#1b1f3b',
    muted: '#5b6183',
    heading: '#10132b',
    link: '#6d3df2',
    border: 'rgba(30, 38, 96, 0.1)',
    quote: '#f5f6fc',
  },
};

/** The preview document: the sanitised body as the player site's prose draws it. */
export function proseDocument(html: string, theme: PreviewTheme, lang: string): string {
  const c = PLAYER_THEME[theme];
  const css = `
    :root { color-scheme: ${theme}; }
    html, body { margin: 0; background: ${c.bg}; color: ${c.text}; }
    body { padding: 18px 20px; font: 15px/1.65 Inter, 'Noto Sans Thai', 'Noto Sans', system-ui, sans-serif; overflow-wrap: anywhere; }
    h1, h2, h3, h4 { color: ${c.heading}; line-height: 1.3; margin: 1.1em 0 0.5em; }
    h1 { font-size: 24px; } h2 { font-size: 20px; } h3 { font-size: 17px; }
    body > :first-child { margin-top: 0; }
    p { margin: 0 0 0.8em; }
    a { color: ${c.link}; }
    img { max-width: 100%; height: auto; border-radius: 10px; }
    ul, ol { padding-left: 1.4em; }
    blockquote { margin: 0 0 0.8em; padding: 8px 14px; border-left: 3px solid ${c.link}; background: ${c.quote}; border-radius: 6px; }
    table { border-collapse: collapse; } td, th { border: 1px solid ${c.border}; padding: 6px 10px; }
    hr { border: none; border-top: 1px solid ${c.border}; }
    .align-left { text-align: left; } .align-center { text-align: center; }
    .align-right { text-align: right; } .align-justify { text-align: justify; }
    .empty { color: ${c.muted}; font-style: italic; }
  `;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${css}</style></head><body>${html}</body></html>`;
}

/**
 * A sanitised body in a sandboxed frame (no scripts, no same origin), styled like the player site's
 * prose in one of its themes. The HTML must be what the server's preview answered.
 */
export function ProseFrame(props: {
  html: string;
  theme: PreviewTheme;
  lang: string;
  title: string;
  height?: number;
}) {
  const doc = useMemo(
    () => proseDocument(props.html, props.theme, props.lang),
    [props.html, props.theme, props.lang],
  );
  return (
    <iframe
      title={props.title}
      sandbox=""
      srcDoc={doc}
      style={{
        width: '100%',
        height: props.height ?? 320,
        border: '1px solid var(--border)',
        borderRadius: 12,
        background: PLAYER_THEME[props.theme].bg,
        display: 'block',
      }}
    />
  );
}
