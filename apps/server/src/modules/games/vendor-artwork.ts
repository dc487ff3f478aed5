const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Shifts a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const target = amount > 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** A vendor's large icon, drawn from its name and brand colour (generated artwork served by the platform). */
export function vendorArtworkSvg(vendor: { code: string; displayName: string; brandColor: string }): string {
  const color = /^#[0-9a-f]{6}$/i.test(vendor.brandColor) ? vendor.brandColor : '#6d28d9';
  const name = escapeXml(vendor.displayName);
  const initials = escapeXml(
    vendor.displayName
      .split(/\s+/)
      .map((w) => w[0] ?? '')
      .join('')
      .slice(0, 3)
      .toUpperCase(),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200" role="img" aria-label="${name}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(color, 0.25)}"/><stop offset="1" stop-color="${shade(color, -0.45)}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.1" r="0.9">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="320" height="200" rx="18" fill="url(#bg)"/>
  <rect width="320" height="200" rx="18" fill="url(#glow)"/>
  <circle cx="270" cy="40" r="70" fill="#ffffff" opacity="0.06"/>
  <circle cx="40" cy="190" r="60" fill="#000000" opacity="0.12"/>
  <text x="160" y="105" text-anchor="middle" font-family="Segoe UI, Roboto, Noto Sans, sans-serif" font-size="64" font-weight="800" fill="#ffffff" opacity="0.95">${initials}</text>
  <text x="160" y="150" text-anchor="middle" font-family="Segoe UI, Roboto, Noto Sans, sans-serif" font-size="20" font-weight="600" letter-spacing="2" fill="#ffe9a8">${name}</text>
</svg>`;
}
