// Original illustrative SVG scenes for the sample content: buildings and engineering systems
// drawn from a few shapes, small enough to ship in the repository (each well under 4 KB).

export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 800;

const RED = '#c8102e';
const BLUE = '#12264a';
const BLUE_LIGHT = '#1d3a6b';
const AMBER = '#f2a900';
const GREY = '#8a94a6';
const LIGHT = '#e9edf3';

type Sky = 'day' | 'dusk' | 'sea' | 'mountain' | 'night' | 'indoor';

const SKIES: Record<Sky, [top: string, bottom: string]> = {
  day: ['#9cc9f0', '#e6f2fb'],
  dusk: ['#3b4e86', '#f4b183'],
  sea: ['#7fc4e8', '#f3fafe'],
  mountain: ['#6fa8dc', '#f5f8fc'],
  night: ['#0e1a33', '#2c4474'],
  indoor: ['#d9dee7', '#f4f6f9'],
};

function frame(sky: Sky, ground: string | null, body: string, title: string) {
  const [top, bottom] = SKIES[sky];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" role="img"><title>${title}</title><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient><pattern id="w" width="40" height="48" patternUnits="userSpaceOnUse"><rect x="8" y="10" width="24" height="28" fill="#cfe3f5"/></pattern><pattern id="wl" width="40" height="48" patternUnits="userSpaceOnUse"><rect x="8" y="10" width="24" height="28" fill="${AMBER}"/></pattern></defs><rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#s)"/>${ground ? `<rect y="660" width="${IMAGE_WIDTH}" height="140" fill="${ground}"/>` : ''}${body}</svg>`;
}

const block = (x: number, y: number, w: number, h: number, fill: string, windows = 'w') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/><rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 30}" fill="url(#${windows})"/>`;

const sun = (x: number, y: number, r = 60, fill = AMBER) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;

const crane = (x: number) =>
  `<g stroke="${AMBER}" stroke-width="10" fill="none"><path d="M${x} 660V180M${x - 120} 190H${x + 260}M${x + 220} 190v120"/></g><rect x="${x + 200}" y="310" width="40" height="30" fill="${RED}"/>`;

const waves = `<path d="M0 640q75-30 150 0t150 0 150 0 150 0 150 0 150 0 150 0 150 0V800H0z" fill="#2b7bb9"/><path d="M0 690q75-25 150 0t150 0 150 0 150 0 150 0 150 0 150 0 150 0V800H0z" fill="#1d5f94"/>`;

const mountains = (fill = '#5d7391', snow = '#fff') =>
  `<path d="M0 660 260 300 430 470 640 220 900 520 1050 380 1200 520V660z" fill="${fill}"/><path d="m640 220-70 90 40-10 30 30 30-40 40 20z M260 300l-50 70 30-8 20 22 30-30z" fill="${snow}"/>`;

const pipe = (d: string, color = RED, width = 34) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

const sprinklerHead = (x: number, y: number) =>
  `<g fill="${GREY}"><rect x="${x - 8}" y="${y}" width="16" height="34"/><path d="M${x - 30} ${y + 40}h60l-12 14h-36z"/></g><g fill="#4fa3e0">${[
    -50, -20, 10, 40,
  ]
    .map((dx, i) => `<path d="M${x + dx} ${y + 90 + (i % 2) * 40}q8 14 0 22q-8-8 0-22z"/>`)
    .join('')}</g>`;

const fan = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${BLUE_LIGHT}"/><g fill="${LIGHT}">${[0, 120, 240]
    .map(
      (angle) =>
        `<path d="M${cx} ${cy}q${r * 0.2} -${r * 0.8} ${r * 0.7} -${r * 0.5}z" transform="rotate(${angle} ${cx} ${cy})"/>`,
    )
    .join('')}</g>`;

const flame = (x: number, y: number, s = 1) =>
  `<path d="M${x} ${y}c${-40 * s} ${-40 * s} ${-10 * s} ${-90 * s} ${10 * s} ${-130 * s}c${10 * s} ${40 * s} ${50 * s} ${60 * s} ${40 * s} ${100 * s}c${-5 * s} ${20 * s} ${-30 * s} ${35 * s} ${-50 * s} ${30 * s}z" fill="${RED}"/><path d="M${x + 5 * s} ${y - 5 * s}c${-15 * s} ${-20 * s} 0 ${-45 * s} ${8 * s} ${-60 * s}c${8 * s} ${25 * s} ${25 * s} ${35 * s} ${12 * s} ${58 * s}z" fill="${AMBER}"/>`;

/** Georgian titles of the scenes (the English title is inside each SVG and its asset). */
export const SCENE_TITLES_KA = {
  'business-center': 'მშენებარე ბიზნეს ცენტრი',
  'seaside-hotel': 'ზღვისპირა სასტუმრო',
  'shopping-mall': 'სავაჭრო ცენტრი',
  factory: 'ქარხანა დაისისას',
  residential: 'საცხოვრებელი კომპლექსი',
  hospital: 'რეგიონული საავადმყოფო',
  'data-center': 'მონაცემთა ცენტრი აირით ხანძარქრობის სისტემით',
  school: 'სკოლის შენობა',
  'port-warehouse': 'პორტის საწყობი',
  'old-town-hotel': 'ძველი თბილისის სასტუმრო ხის აივნებით',
  'mountain-resort': 'მთის კურორტი',
  winery: 'მარანი და ვენახი',
  arena: 'სპორტული არენა ღამით',
  library: 'უნივერსიტეტის ბიბლიოთეკა',
  metro: 'მეტროსადგური კვამლის კონტროლის სისტემით',
  greenhouse: 'სათბურების კომპლექსი',
  'rail-depot': 'სარკინიგზო დეპო',
  'spa-pool': 'სპას აუზის დარბაზი',
  sprinklers: 'სპრინკლერის მილები და თავაკები',
  'electrical-panel': 'ელექტროგამანაწილებელი ფარი',
  'rooftop-hvac': 'კონდიცირების დანადგარები სახურავზე',
  'pump-room': 'სატუმბო სადგური სასმელი და სახანძრო წყლის მაგისტრალებით',
  'fire-alarm': 'კვამლის დეტექტორი, სირენა და ხელით ჩასართავი ღილაკი',
  extinguisher: 'ცეცხლმაქრი',
  'evacuation-plan': 'ევაკუაციის გეგმა',
};

/** A scene's name: the key of its Georgian title and of its drawing. */
export type Scene = keyof typeof SCENE_TITLES_KA;

/** Scene name → function returning the SVG (its English title inside). */
export const SCENES: Record<Scene, () => string> = {
  'business-center': () =>
    frame(
      'day',
      '#6b7b8c',
      `${sun(1040, 130)}${block(120, 260, 200, 400, BLUE)}${block(360, 120, 240, 540, BLUE_LIGHT)}${block(640, 200, 180, 460, '#2e4a7a')}${block(860, 300, 220, 360, BLUE)}${crane(900)}`,
      'Business center under construction',
    ),
  'seaside-hotel': () =>
    frame(
      'sea',
      null,
      `${sun(180, 150, 70)}${block(420, 180, 360, 460, '#f1f1f1')}<rect x="420" y="160" width="360" height="30" fill="${RED}"/>${waves}<path d="M980 640c10-120 0-200-20-260" stroke="#6b4f2a" stroke-width="16" fill="none"/><path d="M960 380c-80-20-120 10-140 40 50-30 100-30 140-40zm0 0c60-50 120-40 150-10-60-15-100-5-150 10zm0 0c10-70 60-90 90-90-40 20-70 50-90 90z" fill="#2f8f46"/>`,
      'Seaside hotel',
    ),
  'shopping-mall': () =>
    frame(
      'day',
      '#707d8b',
      `<rect x="100" y="340" width="1000" height="320" fill="${BLUE_LIGHT}"/><rect x="120" y="420" width="960" height="180" fill="url(#w)"/><rect x="440" y="280" width="320" height="80" rx="10" fill="${RED}"/><rect x="480" y="305" width="240" height="30" fill="${LIGHT}"/><rect x="520" y="540" width="160" height="120" fill="#cfe3f5"/>`,
      'Shopping mall',
    ),
  factory: () =>
    frame(
      'dusk',
      '#5b5f66',
      `<path d="M100 660V420l160-90v90l160-90v90l160-90v90l160-90v330z" fill="#3d4d63"/><rect x="820" y="220" width="50" height="440" fill="#56627a"/><rect x="920" y="280" width="50" height="380" fill="#56627a"/><path d="M845 200c-40-30 10-70 60-60 30-40 100-20 90 20" fill="none" stroke="${LIGHT}" stroke-width="18" stroke-linecap="round" opacity=".7"/><rect x="140" y="500" width="580" height="80" fill="url(#wl)"/>`,
      'Factory at dusk',
    ),
  residential: () =>
    frame(
      'day',
      '#7d8c6a',
      `${sun(160, 120)}${block(140, 300, 220, 360, '#d8c3a5')}${block(400, 220, 220, 440, '#c9b18f')}${block(660, 260, 220, 400, '#d8c3a5')}${block(920, 340, 180, 320, '#c9b18f')}<path d="M0 660h1200" stroke="#4c6b35" stroke-width="20"/>`,
      'Residential complex',
    ),
  hospital: () =>
    frame(
      'day',
      '#7a8a99',
      `${block(200, 240, 800, 420, '#f4f6f9')}<rect x="520" y="130" width="160" height="160" rx="16" fill="${RED}"/><path d="M600 160v100M550 210h100" stroke="#fff" stroke-width="34"/><rect x="540" y="560" width="120" height="100" fill="#cfe3f5"/>`,
      'Regional hospital',
    ),
  'data-center': () =>
    frame(
      'indoor',
      '#c3cad6',
      `${[120, 360, 600, 840]
        .map(
          (x) =>
            `<rect x="${x}" y="200" width="200" height="460" fill="${BLUE}"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${x + 20}" y="${220 + i * 54}" width="160" height="36" fill="${BLUE_LIGHT}"/><circle cx="${x + 160}" cy="${238 + i * 54}" r="6" fill="${i % 3 ? '#3fd07a' : AMBER}"/>`).join('')}`,
        )
        .join(
          '',
        )}${pipe('M80 120H1120', RED, 24)}${[300, 600, 900].map((x) => `<rect x="${x - 20}" y="100" width="40" height="60" rx="8" fill="${RED}"/>`).join('')}`,
      'Data center with gas suppression',
    ),
  school: () =>
    frame(
      'day',
      '#6f8f4e',
      `${sun(1020, 120)}${block(200, 320, 800, 340, '#e8b77a')}<path d="M180 330 600 180l420 150z" fill="${RED}"/><rect x="560" y="520" width="80" height="140" fill="#7a4e2d"/><circle cx="600" cy="260" r="34" fill="#fff"/><path d="M600 240v22l14 10" stroke="${BLUE}" stroke-width="6" fill="none"/>`,
      'School building',
    ),
  'port-warehouse': () =>
    frame(
      'sea',
      null,
      `${waves}<rect x="80" y="380" width="640" height="270" fill="#9aa6b5"/><path d="M80 380 400 300l320 80z" fill="#6f7d8f"/><g fill="${RED}"><rect x="780" y="520" width="160" height="80"/><rect x="950" y="520" width="160" height="80" fill="${BLUE_LIGHT}"/><rect x="860" y="436" width="160" height="80" fill="${AMBER}"/></g>${crane(820)}`,
      'Port warehouse',
    ),
  'old-town-hotel': () =>
    frame(
      'dusk',
      '#6d5a4a',
      `${block(160, 300, 300, 360, '#c7a27c', 'wl')}${block(480, 260, 260, 400, '#b88d63', 'wl')}${block(760, 320, 300, 340, '#c7a27c', 'wl')}<g fill="#6b4f2a">${[180, 500, 780].map((x) => `<rect x="${x}" y="440" width="${x === 500 ? 220 : 260}" height="14"/><path d="M${x} 454h${x === 500 ? 220 : 260}" stroke="#6b4f2a" stroke-width="4" stroke-dasharray="6 14"/>`).join('')}</g>`,
      'Old Tbilisi hotel with wooden balconies',
    ),
  'mountain-resort': () =>
    frame(
      'mountain',
      '#e9eef5',
      `${mountains()}<rect x="420" y="470" width="360" height="190" fill="#7a4e2d"/><path d="M390 480 600 360l210 120z" fill="${RED}"/><rect x="460" y="520" width="280" height="90" fill="url(#wl)"/>`,
      'Mountain resort',
    ),
  winery: () =>
    frame(
      'dusk',
      null,
      `<path d="M0 560q300-120 600-40t600-20V800H0z" fill="#5f7f3a"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${60 + i * 200} 640q60-40 140-20" stroke="#3e5a24" stroke-width="12" fill="none"/>`).join('')}<rect x="380" y="380" width="440" height="240" fill="#d9c2a0"/><path d="M360 390 600 280l240 110z" fill="#8b3a3a"/><g fill="#7a4e2d">${[430, 560, 690].map((x) => `<ellipse cx="${x + 40}" cy="560" rx="50" ry="40"/>`).join('')}</g>`,
      'Winery and vineyard',
    ),
  arena: () =>
    frame(
      'night',
      '#2a3346',
      `<path d="M160 660V480q440-260 880 0v180z" fill="${BLUE_LIGHT}"/><path d="M220 500q380-200 760 0" stroke="${AMBER}" stroke-width="14" fill="none"/><rect x="200" y="560" width="800" height="60" fill="url(#wl)"/>${[240, 480, 720, 960].map((x) => `<circle cx="${x}" cy="140" r="6" fill="#fff"/>`).join('')}`,
      'Sports arena at night',
    ),
  library: () =>
    frame(
      'day',
      '#9b9486',
      `<path d="M160 320 600 170l440 150z" fill="#d9d2c3"/><rect x="180" y="320" width="840" height="40" fill="#cbc2b0"/>${[220, 340, 460, 580, 700, 820, 940].map((x) => `<rect x="${x}" y="360" width="40" height="260" fill="#efe9dc"/>`).join('')}<rect x="160" y="620" width="880" height="40" fill="#cbc2b0"/>`,
      'University library',
    ),
  metro: () =>
    frame(
      'indoor',
      '#7c8594',
      `<path d="M120 660V360a480 260 0 0 1 960 0v300z" fill="#5a6476"/><rect x="220" y="420" width="760" height="200" rx="40" fill="${RED}"/><rect x="260" y="450" width="680" height="70" fill="url(#w)"/>${pipe('M160 300q440-240 880 0', AMBER, 16)}<rect x="520" y="250" width="160" height="60" fill="#1e7b3a"/><path d="M550 280h80l-20-16m20 16-20 16" stroke="#fff" stroke-width="8" fill="none"/>`,
      'Metro station with smoke control',
    ),
  greenhouse: () =>
    frame(
      'day',
      '#8a6f4a',
      `${sun(1050, 110)}${[120, 480, 840].map((x) => `<path d="M${x} 660V460q120-140 240 0v200z" fill="#d6efe1" stroke="#7fb59a" stroke-width="8"/><path d="M${x + 40} 620h160" stroke="#3a8b52" stroke-width="30" stroke-dasharray="20 14"/>`).join('')}${pipe('M80 640H1120', '#4fa3e0', 12)}`,
      'Greenhouse complex',
    ),
  'rail-depot': () =>
    frame(
      'day',
      '#7b7466',
      `<rect x="120" y="320" width="960" height="320" fill="#8e5a3c"/><path d="M100 330 600 220l500 110z" fill="#5c3a27"/>${[200, 500, 800].map((x) => `<path d="M${x} 640V460a100 100 0 0 1 200 0v180z" fill="#3b2a20"/>`).join('')}<path d="M0 720h1200M0 760h1200" stroke="${GREY}" stroke-width="8"/><path d="M0 740h1200" stroke="#5a4a3a" stroke-width="40" stroke-dasharray="12 28"/>`,
      'Railway depot',
    ),
  'spa-pool': () =>
    frame(
      'indoor',
      '#b9c7d6',
      `<rect x="100" y="480" width="1000" height="180" fill="#5ab4e5"/><path d="M100 520q60-14 120 0t120 0 120 0 120 0 120 0 120 0 120 0 120 0" stroke="#bfe6fb" stroke-width="8" fill="none"/>${[200, 500, 800].map((x) => `<path d="M${x} 140h200v300h-200z" fill="#cfe3f5" stroke="#fff" stroke-width="10"/>`).join('')}${fan(1080, 120, 50)}`,
      'Spa pool hall',
    ),
  sprinklers: () =>
    frame(
      'indoor',
      null,
      `${pipe('M0 160H1200', RED)}${[200, 500, 800, 1100].map((x) => `<path d="M${x} 160v40" stroke="${RED}" stroke-width="20"/>${sprinklerHead(x, 196)}`).join('')}<rect y="600" width="1200" height="200" fill="#c3cad6"/>`,
      'Sprinkler pipes and heads',
    ),
  'electrical-panel': () =>
    frame(
      'indoor',
      '#c3cad6',
      `<rect x="300" y="120" width="600" height="540" rx="12" fill="#dfe4ec" stroke="${GREY}" stroke-width="10"/>${[0, 1, 2, 3].map((row) => [0, 1, 2, 3, 4, 5].map((col) => `<rect x="${350 + col * 86}" y="${170 + row * 110}" width="56" height="80" rx="6" fill="${row === 0 ? RED : BLUE_LIGHT}"/><rect x="${368 + col * 86}" y="${185 + row * 110}" width="20" height="${row % 2 ? 30 : 22}" fill="#fff"/>`).join('')).join('')}<path d="M600 640v40" stroke="${AMBER}" stroke-width="20"/><path d="m580 60 40 0-30 40h30l-50 60 14-46h-24z" fill="${AMBER}"/>`,
      'Electrical switchboard',
    ),
  'rooftop-hvac': () =>
    frame(
      'day',
      '#9aa3b0',
      `<rect x="0" y="620" width="1200" height="40" fill="#6f7a88"/>${[140, 520, 900].map((x) => `<rect x="${x}" y="420" width="260" height="200" rx="10" fill="#e6eaf0" stroke="${GREY}" stroke-width="8"/>${fan(x + 80, 520, 60)}${fan(x + 190, 520, 40)}`).join('')}${pipe('M270 420V300H1030V420', GREY, 20)}`,
      'Rooftop air-conditioning units',
    ),
  'pump-room': () =>
    frame(
      'indoor',
      '#aeb7c4',
      `${pipe('M80 300H1120', '#2b7bb9', 40)}${pipe('M80 440H1120', RED, 40)}${[300, 700].map((x) => `<rect x="${x}" y="500" width="220" height="150" rx="20" fill="${BLUE}"/><circle cx="${x + 110}" cy="575" r="44" fill="${BLUE_LIGHT}"/><path d="M${x + 60} 500V440m100 60V300" stroke="#6f7a88" stroke-width="24"/>`).join('')}<circle cx="1040" cy="560" r="50" fill="#fff" stroke="${GREY}" stroke-width="10"/><path d="M1040 560l26-26" stroke="${RED}" stroke-width="8"/>`,
      'Pump room with water and fire mains',
    ),
  'fire-alarm': () =>
    frame(
      'indoor',
      null,
      `<rect y="0" width="1200" height="90" fill="#dfe4ec"/><path d="M520 90h160v40a80 30 0 0 1-160 0z" fill="#f4f6f9" stroke="${GREY}" stroke-width="6"/><circle cx="600" cy="140" r="10" fill="${RED}"/><path d="M520 220q80 40 160 0M480 260q120 60 240 0" stroke="${RED}" stroke-width="8" fill="none"/><rect x="160" y="380" width="200" height="200" rx="100" fill="${RED}"/><circle cx="260" cy="480" r="50" fill="#f4f6f9"/><rect x="840" y="380" width="180" height="240" rx="10" fill="${RED}"/><rect x="870" y="420" width="120" height="80" fill="#f4f6f9"/><path d="M900 560h60" stroke="#fff" stroke-width="12"/>`,
      'Smoke detector, bell and manual call point',
    ),
  extinguisher: () =>
    frame(
      'indoor',
      '#c3cad6',
      `<rect x="500" y="260" width="200" height="400" rx="60" fill="${RED}"/><rect x="520" y="360" width="160" height="140" fill="#f4f6f9"/><path d="M560 200h80v60h-80z M640 220h100l30 40" fill="${BLUE}" stroke="${BLUE}" stroke-width="10"/>${flame(900, 640, 1.2)}`,
      'Fire extinguisher',
    ),
  'evacuation-plan': () =>
    frame(
      'indoor',
      null,
      `<rect x="200" y="100" width="800" height="600" fill="#fff" stroke="#1e7b3a" stroke-width="16"/><path d="M260 160h680v480H260zM260 380h300M700 160v220M560 380v260" stroke="${BLUE}" stroke-width="10" fill="none"/><path d="M380 520h300l-40-40m40 40-40 40M800 260v300" stroke="#1e7b3a" stroke-width="16" fill="none"/><circle cx="420" cy="260" r="24" fill="${RED}"/>`,
      'Evacuation plan',
    ),
};
