// Product pictures and shop logos for the offline demo catalogue, drawn as tiny SVGs on request.
// Everything a picture needs (kind of product, hue, label, variant) lives in its file name, so the
// server can answer GET /demo-media/:name without a database or files on disk, and the same name
// always yields the same bytes (cacheable forever).

import type { Language } from '../../shared/i18n/languages.ts';

export const DEMO_IMAGE_KINDS = [
  'laptop',
  'desktop',
  'monitor',
  'tablet',
  'gpu',
  'cpu',
  'motherboard',
  'ram',
  'ssd',
  'hdd',
  'keyboard',
  'mouse',
  'printer',
  'router',
  'phone',
  'tv',
  'headphones',
  'speaker',
  'camera',
  'watch',
  'smarthome',
  'game',
  'console',
  'gamepad',
  'cd',
  'gift',
] as const;

export type DemoImageKind = (typeof DEMO_IMAGE_KINDS)[number];

export const DEMO_MEDIA_PREFIX = '/demo-media/';

const MAX_LABEL_LENGTH = 28;
const KIND_SET: ReadonlySet<string> = new Set(DEMO_IMAGE_KINDS);
// Names are matched strictly: anything else (path traversal, query strings, upper case) is not ours.
const PRODUCT_NAME_PATTERN = /^([a-z]+)-(\d{1,3})-([a-z0-9]+(?:-[a-z0-9]+)*)-([1-4])\.svg$/;
const LOGO_NAME_PATTERN = /^logo-(\d{1,3})-([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;
// Spanish banners have no language in the name: their names predate the other languages.
const BANNER_NAME_PATTERN = /^banner-(\d{1,3})-([a-z0-9]+(?:-[a-z0-9]+)*)-(\d)(?:-(en|pt|de|fr|ja))?\.svg$/;
const FONT_FAMILY = "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

// Lower-case ASCII words joined by hyphens, short enough to be drawn on one line.
export function slugifyLabel(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  let label = '';
  for (const word of words) {
    const next = label === '' ? word : `${label}-${word}`;
    if (next.length > MAX_LABEL_LENGTH) break;
    label = next;
  }
  return label === '' ? 'demo' : label;
}

export function buildDemoImageName(kind: DemoImageKind, hue: number, label: string, variant: number): string {
  return `${kind}-${normalizeHue(hue)}-${slugifyLabel(label)}-${Math.min(4, Math.max(1, Math.trunc(variant)))}.svg`;
}

export function buildDemoLogoName(hue: number, label: string): string {
  return `logo-${normalizeHue(hue)}-${slugifyLabel(label)}.svg`;
}

// Demo banners: a shop's name, one of a few slogans and a button on a 728x90 leaderboard, in each of
// the site's languages, as advertisers hand out one banner per language.
export const DEMO_BANNER_TEXTS: Record<Language, { slogans: readonly string[]; button: string }> = {
  es: {
    slogans: [
      'Envío gratis desde 50 €',
      'Los mejores precios en tecnología',
      'Novedades cada semana',
      'Financia tu compra sin intereses',
      'Recógelo hoy en tienda',
    ],
    button: 'Ver tienda ›',
  },
  en: {
    slogans: [
      'Free delivery on orders over €50',
      'The best prices in tech',
      'New arrivals every week',
      'Spread the cost, interest-free',
      'Pick it up in store today',
    ],
    button: 'Visit shop ›',
  },
  pt: {
    slogans: [
      'Envio grátis a partir de 50 €',
      'Os melhores preços em tecnologia',
      'Novidades todas as semanas',
      'Pague em prestações sem juros',
      'Levante hoje na loja',
    ],
    button: 'Ver loja ›',
  },
  de: {
    slogans: [
      'Kostenloser Versand ab 50 €',
      'Die besten Preise für Technik',
      'Jede Woche Neuheiten',
      'Zinsfrei in Raten zahlen',
      'Heute im Geschäft abholen',
    ],
    button: 'Zum Shop ›',
  },
  fr: {
    slogans: [
      'Livraison gratuite dès 50 €',
      'Les meilleurs prix en high-tech',
      'Des nouveautés chaque semaine',
      'Payez en plusieurs fois sans frais',
      'Retrait en magasin dès aujourd’hui',
    ],
    button: 'Voir la boutique ›',
  },
  ja: {
    slogans: [
      '50 €以上で送料無料',
      'テクノロジーを最安値で',
      '毎週新商品が入荷',
      '分割払い手数料無料',
      '本日店舗で受け取り可能',
    ],
    button: 'ショップへ ›',
  },
};

export const DEMO_BANNER_SLOGAN_COUNT = DEMO_BANNER_TEXTS.es.slogans.length;

export function buildDemoBannerName(
  hue: number,
  label: string,
  slogan: number,
  language: Language = 'es',
): string {
  const suffix = language === 'es' ? '' : `-${language}`;
  return `banner-${normalizeHue(hue)}-${slugifyLabel(label)}-${Math.trunc(slogan) % DEMO_BANNER_SLOGAN_COUNT}${suffix}.svg`;
}

// The button grows for longer labels; at its old width for "Ver tienda ›", so Spanish banners keep
// their bytes.
function buttonWidth(label: string): number {
  return Math.max(136, Math.ceil(label.length * 9.5) + 20);
}

function renderBanner(hue: number, label: string, slogan: string, button: string): string {
  const text = displayLabel(label);
  const width = buttonWidth(button);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="728" height="90" viewBox="0 0 728 90" role="img" aria-label="${escapeXml(`${text}: ${slogan}`)}">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue},65%,38%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,48%)"/></linearGradient></defs>` +
    `<rect width="728" height="90" fill="url(#b)"/>` +
    `<text x="28" y="42" font-family="${FONT_FAMILY}" font-size="26" font-weight="800" fill="#fff">${escapeXml(text)}</text>` +
    `<text x="28" y="70" font-family="${FONT_FAMILY}" font-size="17" fill="hsl(${hue},90%,92%)">${escapeXml(slogan)}</text>` +
    `<rect x="${702 - width}" y="25" width="${width}" height="40" rx="20" fill="#fff"/>` +
    `<text x="${702 - width / 2}" y="51" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="16" font-weight="700" ` +
    `fill="hsl(${hue},65%,32%)">${escapeXml(button)}</text></svg>`
  );
}

export function renderDemoImage(name: string): string | null {
  const banner = BANNER_NAME_PATTERN.exec(name);
  if (banner) {
    const hue = Number(banner[1]);
    const label = banner[2] ?? '';
    const texts = DEMO_BANNER_TEXTS[(banner[4] as Language | undefined) ?? 'es'];
    const slogan = texts.slogans[Number(banner[3])];
    if (hue > 359 || label.length > MAX_LABEL_LENGTH || slogan === undefined) return null;
    return renderBanner(hue, label, slogan, texts.button);
  }
  const logo = LOGO_NAME_PATTERN.exec(name);
  if (logo) {
    const hue = Number(logo[1]);
    const label = logo[2] ?? '';
    if (hue > 359 || label.length > MAX_LABEL_LENGTH) return null;
    return renderLogo(hue, label);
  }
  const product = PRODUCT_NAME_PATTERN.exec(name);
  if (!product) return null;
  const kind = product[1] ?? '';
  const hue = Number(product[2]);
  const label = product[3] ?? '';
  const variant = Number(product[4]);
  if (!KIND_SET.has(kind) || hue > 359 || label.length > MAX_LABEL_LENGTH) return null;
  return renderProduct(kind as DemoImageKind, hue, label, variant);
}

type Palette = { stroke: string; accent: string; mid: string };

function normalizeHue(hue: number): number {
  return ((Math.round(hue) % 360) + 360) % 360;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function displayLabel(label: string): string {
  return label.split('-').join(' ').toUpperCase();
}

// Bold upper-case glyphs are about 0.64 em wide; shrink long labels so they stay inside the card.
function fitFontSize(text: string, maxWidth: number, maxSize: number): number {
  return Math.max(12, Math.min(maxSize, Math.floor(maxWidth / (0.64 * Math.max(1, text.length)))));
}

function renderProduct(kind: DemoImageKind, hue: number, label: string, variant: number): string {
  const palette: Palette = {
    stroke: `hsl(${hue},45%,30%)`,
    accent: `hsl(${hue},70%,84%)`,
    mid: `hsl(${hue},40%,52%)`,
  };
  const text = displayLabel(label);
  const size = fitFontSize(text, 340, 30);
  // Four views of the same product, so a gallery of alternate images does not show one picture 4 times.
  const transform =
    variant === 2
      ? ' transform="rotate(-9 200 190)"'
      : variant === 3
        ? ' transform="translate(200 190) scale(1.16) translate(-200 -190)"'
        : variant === 4
          ? ' transform="translate(400 0) scale(-1 1)"'
          : '';
  const decoration =
    variant === 2
      ? `<ellipse cx="200" cy="306" rx="130" ry="12" fill="hsl(${hue},30%,80%)"/>`
      : variant === 4
        ? `<circle cx="330" cy="70" r="90" fill="hsl(${hue},70%,93%)"/>`
        : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(text)}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,98%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue},55%,91%)"/></linearGradient></defs>` +
    `<rect width="400" height="400" fill="url(#bg)"/>${decoration}` +
    `<g fill="none" stroke="${palette.stroke}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"${transform}>` +
    `${drawKind(kind, palette)}</g>` +
    `<text x="200" y="362" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="700" ` +
    `fill="hsl(${hue},40%,26%)">${escapeXml(text)}</text></svg>`
  );
}

function renderLogo(hue: number, label: string): string {
  const text = displayLabel(label);
  const words = label.split('-');
  const initials = (words.length > 1 ? words.slice(0, 2).map((word) => word[0] ?? '') : [words[0]?.[0] ?? ''])
    .join('')
    .toUpperCase();
  const size = fitFontSize(text, 350, 44);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(text)}">` +
    `<rect width="400" height="400" rx="48" fill="hsl(${hue},70%,96%)"/>` +
    `<rect x="125" y="64" width="150" height="150" rx="36" fill="hsl(${hue},62%,42%)"/>` +
    `<path d="M150 190h100" stroke="hsl(${hue},80%,80%)" stroke-width="8" stroke-linecap="round"/>` +
    `<text x="200" y="166" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${initials.length > 1 ? 64 : 84}" ` +
    `font-weight="800" fill="#fff">${escapeXml(initials)}</text>` +
    `<text x="200" y="300" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="800" ` +
    `letter-spacing="1" fill="hsl(${hue},50%,24%)">${escapeXml(text)}</text></svg>`
  );
}

// One simple line drawing per kind, roughly inside (50,56)-(350,312) so the label fits underneath.
function drawKind(kind: DemoImageKind, p: Palette): string {
  const a = p.accent;
  switch (kind) {
    case 'laptop':
      return (
        `<rect x="100" y="88" width="200" height="130" rx="10" fill="#fff"/>` +
        `<rect x="116" y="104" width="168" height="98" rx="4" fill="${a}" stroke="none"/>` +
        `<path d="M72 232h256l-20 28H92z" fill="#fff"/><path d="M178 246h44"/>`
      );
    case 'desktop':
      return (
        `<rect x="62" y="96" width="160" height="108" rx="8" fill="#fff"/>` +
        `<rect x="76" y="110" width="132" height="80" rx="3" fill="${a}" stroke="none"/>` +
        `<path d="M142 204v32M108 242h68"/><rect x="246" y="80" width="90" height="176" rx="10" fill="#fff"/>` +
        `<path d="M266 108h50M266 128h50"/><circle cx="291" cy="222" r="11" fill="${a}"/>`
      );
    case 'monitor':
      return (
        `<rect x="60" y="76" width="280" height="168" rx="10" fill="#fff"/>` +
        `<rect x="76" y="92" width="248" height="136" rx="3" fill="${a}" stroke="none"/>` +
        `<path d="M200 244v30M148 280h104"/>`
      );
    case 'tablet':
      return (
        `<rect x="118" y="62" width="164" height="236" rx="20" fill="#fff"/>` +
        `<rect x="134" y="86" width="132" height="188" rx="6" fill="${a}" stroke="none"/><circle cx="200" cy="74" r="3"/>`
      );
    case 'phone':
      return (
        `<rect x="140" y="56" width="120" height="246" rx="24" fill="#fff"/>` +
        `<rect x="152" y="78" width="96" height="204" rx="10" fill="${a}" stroke="none"/><path d="M186 67h28"/>`
      );
    case 'tv':
      return (
        `<rect x="46" y="72" width="308" height="182" rx="8" fill="#fff"/>` +
        `<rect x="60" y="86" width="280" height="154" rx="2" fill="${a}" stroke="none"/>` +
        `<path d="M110 254l-14 28M290 254l14 28"/>`
      );
    case 'gpu':
      return (
        `<rect x="56" y="118" width="288" height="114" rx="12" fill="#fff"/>` +
        `<circle cx="138" cy="175" r="40" fill="${a}"/><circle cx="262" cy="175" r="40" fill="${a}"/>` +
        `<path d="M138 140v24M138 186v24M103 175h24M149 175h24M262 140v24M262 186v24M227 175h24M273 175h24" stroke-width="4"/>` +
        `<path d="M108 232v18h134v-18M48 108v152"/>`
      );
    case 'cpu':
      return (
        `<path d="M132 88h136M132 280h136" stroke-width="22" stroke-dasharray="6 14" stroke-linecap="butt"/>` +
        `<path d="M104 116v136M296 116v136" stroke-width="22" stroke-dasharray="6 14" stroke-linecap="butt"/>` +
        `<rect x="116" y="100" width="168" height="168" rx="12" fill="#fff"/>` +
        `<rect x="146" y="130" width="108" height="108" rx="6" fill="${a}"/>`
      );
    case 'motherboard':
      return (
        `<rect x="78" y="66" width="244" height="244" rx="10" fill="#fff"/>` +
        `<rect x="110" y="96" width="72" height="72" rx="4" fill="${a}"/>` +
        `<path d="M214 94v92M236 94v92" stroke-width="9"/><path d="M104 214h164M104 246h164M104 278h110" stroke-width="9"/>` +
        `<circle cx="288" cy="278" r="12" fill="${a}"/>`
      );
    case 'ram':
      return (
        `<rect x="44" y="132" width="312" height="96" rx="6" fill="#fff"/>` +
        `<path d="M70 168h260" stroke="${a}" stroke-width="40" stroke-dasharray="46 12" stroke-linecap="butt"/>` +
        `<path d="M58 214h284" stroke-width="12" stroke-dasharray="4 5" stroke-linecap="butt"/>` +
        `<path d="M186 228v-14h16v14" fill="#fff"/>`
      );
    case 'ssd':
      return (
        `<rect x="56" y="146" width="288" height="76" rx="8" fill="#fff"/>` +
        `<path d="M96 184h60M176 184h60" stroke="${a}" stroke-width="44" stroke-linecap="butt"/>` +
        `<rect x="254" y="168" width="34" height="32" rx="3" fill="${a}"/>` +
        `<path d="M64 156v56" stroke-width="10" stroke-dasharray="3 4" stroke-linecap="butt"/><circle cx="324" cy="184" r="9"/>`
      );
    case 'hdd':
      return (
        `<rect x="98" y="64" width="204" height="256" rx="14" fill="#fff"/>` +
        `<circle cx="200" cy="168" r="74" fill="${a}"/><circle cx="200" cy="168" r="14" fill="#fff"/>` +
        `<path d="M272 284l-48-86" stroke-width="9"/><circle cx="272" cy="286" r="11" fill="#fff"/>`
      );
    case 'keyboard':
      return (
        `<rect x="48" y="126" width="304" height="140" rx="12" fill="#fff"/>` +
        `<path d="M74 158h252M74 186h252M74 214h252" stroke="${p.mid}" stroke-width="18" stroke-dasharray="18 8" stroke-linecap="butt"/>` +
        `<path d="M136 242h128" stroke="${p.mid}" stroke-width="14"/>`
      );
    case 'mouse':
      return (
        `<path d="M200 74c-54 0-78 42-78 98v54c0 54 30 86 78 86s78-32 78-86v-54c0-56-24-98-78-98z" fill="#fff"/>` +
        `<path d="M200 74v86M122 160h156"/><path d="M200 104v26" stroke="${p.mid}" stroke-width="12"/>`
      );
    case 'printer':
      return (
        `<path d="M128 136V72h144v64" fill="#fff"/><rect x="70" y="136" width="260" height="112" rx="14" fill="#fff"/>` +
        `<path d="M128 212h144v80H128z" fill="#fff"/><path d="M150 240h100M150 264h70" stroke-width="4"/>` +
        `<circle cx="292" cy="168" r="9" fill="${a}"/>`
      );
    case 'router':
      return (
        `<path d="M112 190L94 86M288 190l18-104M200 190V92"/><rect x="70" y="190" width="260" height="72" rx="14" fill="#fff"/>` +
        `<path d="M108 226h130" stroke="${p.mid}" stroke-width="10" stroke-dasharray="2 22"/>` +
        `<circle cx="292" cy="226" r="9" fill="${a}"/>`
      );
    case 'headphones':
      return (
        `<path d="M104 228v-38a96 96 0 0 1 192 0v38"/>` +
        `<rect x="82" y="206" width="54" height="90" rx="22" fill="${a}"/><rect x="264" y="206" width="54" height="90" rx="22" fill="${a}"/>`
      );
    case 'speaker':
      return (
        `<rect x="118" y="60" width="164" height="254" rx="22" fill="#fff"/>` +
        `<circle cx="200" cy="222" r="56" fill="${a}"/><circle cx="200" cy="222" r="18"/><circle cx="200" cy="118" r="26" fill="${a}"/>`
      );
    case 'camera':
      return (
        `<path d="M66 140h62l18-30h108l18 30h62v154H66z" fill="#fff"/>` +
        `<circle cx="200" cy="214" r="58" fill="${a}"/><circle cx="200" cy="214" r="30" fill="#fff"/><path d="M290 168h18"/>`
      );
    case 'watch':
      return (
        `<path d="M162 118l6-52h64l6 52M162 282l6 52h64l6-52" fill="${a}"/>` +
        `<rect x="132" y="116" width="136" height="168" rx="34" fill="#fff"/>` +
        `<rect x="150" y="134" width="100" height="132" rx="22" fill="${a}" stroke="none"/>` +
        `<path d="M268 184h12"/><path d="M200 176v26l18 12" stroke-width="5"/>`
      );
    case 'smarthome':
      return (
        `<path d="M114 184v114h172V184" fill="#fff"/><path d="M84 206l116-100 116 100"/>` +
        `<path d="M170 252a42 42 0 0 1 60 0M148 228a72 72 0 0 1 104 0"/><circle cx="200" cy="274" r="8" fill="${p.stroke}"/>`
      );
    case 'game':
      return (
        `<rect x="126" y="56" width="148" height="256" rx="10" fill="#fff"/>` +
        `<path d="M126 94h148" stroke="${p.mid}" stroke-width="14"/>` +
        `<path d="M146 262l38-56 26 32 20-22 32 46z" fill="${a}"/><circle cx="238" cy="158" r="18" fill="${a}"/>`
      );
    case 'console':
      return (
        `<path d="M130 116h-24a30 30 0 0 0-30 30v76a30 30 0 0 0 30 30h24zM270 116h24a30 30 0 0 1 30 30v76a30 30 0 0 1-30 30h-24z" fill="${a}"/>` +
        `<rect x="130" y="116" width="140" height="136" rx="6" fill="#fff"/>` +
        `<rect x="144" y="130" width="112" height="108" rx="3" fill="${a}" stroke="none"/>` +
        `<circle cx="104" cy="160" r="10"/><circle cx="296" cy="210" r="10"/>`
      );
    case 'gamepad':
      return (
        `<path d="M120 132h160c36 0 54 30 62 82 8 50-6 82-32 82-20 0-32-22-48-44H138c-16 22-28 44-48 44-26 0-40-32-32-82 8-52 26-82 62-82z" fill="#fff"/>` +
        `<path d="M122 186v42M101 207h42" stroke-width="11"/>` +
        `<path d="M272 186v2M296 208v2M248 208v2M272 230v2" stroke="${p.mid}" stroke-width="16"/>`
      );
    case 'cd':
      return (
        `<circle cx="200" cy="184" r="120" fill="${a}"/><circle cx="200" cy="184" r="38" fill="#fff"/>` +
        `<circle cx="200" cy="184" r="10"/><path d="M200 94a90 90 0 0 1 90 90" stroke="#fff" stroke-width="9"/>`
      );
    case 'gift':
      return (
        `<rect x="92" y="162" width="216" height="140" rx="8" fill="#fff"/><rect x="78" y="124" width="244" height="46" rx="8" fill="${a}"/>` +
        `<path d="M200 124v178"/><path d="M200 124c-22-42-72-50-72-18 0 16 30 18 72 18 42 0 72-2 72-18 0-32-50-24-72 18z"/>`
      );
  }
}
