import { useEffect, useState } from 'react';

/**
 * A QR code for `text` as a PNG data URL, drawn locally (nothing leaves the page) with `qrcode`,
 * which loads with the first code asked for rather than with the site. `idle`: draw once the page is
 * idle (the side menu draws its codes on every page). A fixed mask: choosing the best of eight was
 * most of the drawing's cost, and any mask scans. Null while drawing, on failure, or without text.
 */
export function useQrDataUrl(
  text: string | null,
  { width = 192, idle = false }: { width?: number; idle?: boolean } = {},
): string | null {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let alive = true;
    const draw = () =>
      import('qrcode')
        .then(({ default: QRCode }) =>
          QRCode.toDataURL(text, {
            margin: 1,
            width,
            errorCorrectionLevel: 'M',
            maskPattern: 0,
            color: { dark: '#0b0f2aff', light: '#ffffffff' },
          }),
        )
        .then((url) => alive && setDrawn({ text, url }))
        .catch(() => alive && setDrawn(null));
    const useIdle = idle && typeof window.requestIdleCallback === 'function';
    const handle = useIdle
      ? window.requestIdleCallback(draw, { timeout: 3_000 })
      : window.setTimeout(draw, 0);
    return () => {
      alive = false;
      if (useIdle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [text, width, idle]);
  // A code drawn for an earlier text is never shown for the new one.
  return text && drawn?.text === text ? drawn.url : null;
}
