// Writes the small, simplified flag images of the language dialog to public/flags.
// Run with `node packages/web/scripts/make-flags.mjs` after changing a design below.
import { mkdirSync, writeFileSync } from 'node:fs';

const W = 30;
const H = 20;
const out = new URL('../public/flags/', import.meta.url);
mkdirSync(out, { recursive: true });

const rect = (x, y, w, h, fill) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`;
const circle = (cx, cy, r, fill) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const poly = (points, fill) => `<polygon points="${points}" fill="${fill}"/>`;
const star = (cx, cy, r, fill) => {
  const points = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return poly(points.join(' '), fill);
};
const h = (colors, weights = colors.map(() => 1)) => {
  const total = weights.reduce((a, b) => a + b, 0);
  let y = 0;
  return colors
    .map((color, i) => {
      const height = (H * weights[i]) / total;
      const part = rect(0, y.toFixed(2), W, height.toFixed(2), color);
      y += height;
      return part;
    })
    .join('');
};
const v = (colors, weights = colors.map(() => 1)) => {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = 0;
  return colors
    .map((color, i) => {
      const width = (W * weights[i]) / total;
      const part = rect(x.toFixed(2), 0, width.toFixed(2), H, color);
      x += width;
      return part;
    })
    .join('');
};
const nordic = (bg, cross, inner) =>
  rect(0, 0, W, H, bg) +
  rect(8, 0, 5, H, cross) +
  rect(0, 7.5, W, 5, cross) +
  (inner ? rect(9.5, 0, 2, H, inner) + rect(0, 9, W, 2, inner) : '');
const stripes = (a, b, count) =>
  Array.from({ length: count }, (_, i) =>
    rect(0, ((H / count) * i).toFixed(2), W, (H / count).toFixed(2), i % 2 ? b : a),
  ).join('');

const flags = {
  us: stripes('#b22234', '#ffffff', 7) + rect(0, 0, 12, 10.8, '#3c3b6e'),
  gb:
    rect(0, 0, W, H, '#012169') +
    '<path d="M0,0 30,20 M30,0 0,20" stroke="#fff" stroke-width="4"/>' +
    '<path d="M0,0 30,20 M30,0 0,20" stroke="#c8102e" stroke-width="1.5"/>' +
    rect(12, 0, 6, H, '#fff') +
    rect(0, 7, W, 6, '#fff') +
    rect(13, 0, 4, H, '#c8102e') +
    rect(0, 8, W, 4, '#c8102e'),
  es: h(['#aa151b', '#f1bf00', '#aa151b'], [1, 2, 1]),
  mx: v(['#006847', '#ffffff', '#ce1126']) + circle(15, 10, 2.5, '#8c5a2b'),
  fr: v(['#0055a4', '#ffffff', '#ef4135']),
  ca:
    v(['#d52b1e', '#ffffff', '#d52b1e'], [1, 2, 1]) +
    poly('15,5 18,10 15.8,10 16,14 14,14 14.2,10 12,10', '#d52b1e'),
  de: h(['#000000', '#dd0000', '#ffce00']),
  it: v(['#009246', '#ffffff', '#ce2b37']),
  pt: v(['#006600', '#ff0000'], [2, 3]) + circle(12, 10, 3.5, '#ffcc00'),
  br:
    rect(0, 0, W, H, '#009c3b') +
    poly('15,2 28,10 15,18 2,10', '#ffdf00') +
    circle(15, 10, 4.5, '#002776'),
  nl: h(['#ae1c28', '#ffffff', '#21468b']),
  se: nordic('#006aa7', '#fecc00'),
  dk: nordic('#c8102e', '#ffffff'),
  no: nordic('#ba0c2f', '#ffffff', '#00205b'),
  fi: nordic('#ffffff', '#002f6c'),
  is: nordic('#02529c', '#ffffff', '#dc1e35'),
  pl: h(['#ffffff', '#dc143c']),
  cz: h(['#ffffff', '#d7141a']) + poly('0,0 14,10 0,20', '#11457e'),
  sk: h(['#ffffff', '#0b4ea2', '#ee1c25']),
  hu: h(['#ce2939', '#ffffff', '#477050']),
  ro: v(['#002b7f', '#fcd116', '#ce1126']),
  bg: h(['#ffffff', '#00966e', '#d62612']),
  gr:
    stripes('#0d5eaf', '#ffffff', 9) +
    rect(0, 0, 11.1, 11.1, '#0d5eaf') +
    rect(4.4, 0, 2.2, 11.1, '#fff') +
    rect(0, 4.4, 11.1, 2.2, '#fff'),
  hr: h(['#ff0000', '#ffffff', '#171796']) + rect(12, 5, 6, 8, '#ff0000'),
  rs: h(['#c6363c', '#0c4076', '#ffffff']),
  si: h(['#ffffff', '#0000ff', '#ff0000']),
  lt: h(['#fdb913', '#006a44', '#c1272d']),
  lv: h(['#9e3039', '#ffffff', '#9e3039'], [2, 1, 2]),
  ee: h(['#0072ce', '#000000', '#ffffff']),
  ru: h(['#ffffff', '#0039a6', '#d52b1e']),
  ua: h(['#0057b7', '#ffd700']),
  tr:
    rect(0, 0, W, H, '#e30a17') +
    circle(11, 10, 5, '#fff') +
    circle(12.3, 10, 4, '#e30a17') +
    star(18, 10, 2.5, '#fff'),
  ie: v(['#169b62', '#ffffff', '#ff883e']),
  ad: v(['#10069f', '#fedf00', '#d50032']),
  al: rect(0, 0, W, H, '#e41e20') + poly('15,4 19,10 15,16 11,10', '#000'),
  mk: rect(0, 0, W, H, '#d20000') + circle(15, 10, 4, '#ffe600'),
  ge: rect(0, 0, W, H, '#ffffff') + rect(13, 0, 4, H, '#ff0000') + rect(0, 8, W, 4, '#ff0000'),
  am: h(['#d90012', '#0033a0', '#f2a800']),
  az:
    h(['#00b5e2', '#ef3340', '#509e2f']) +
    circle(15, 10, 2.5, '#fff') +
    circle(15.8, 10, 2, '#ef3340'),
  kz: rect(0, 0, W, H, '#00afca') + circle(15, 9, 4, '#fec50c'),
  uz:
    h(['#0099b5', '#ffffff', '#1eb53a']) +
    rect(0, 6.4, W, 0.6, '#ce1126') +
    rect(0, 13, W, 0.6, '#ce1126'),
  sa: rect(0, 0, W, H, '#006c35') + rect(7, 12, 16, 1.5, '#fff') + rect(8, 6, 14, 3, '#fff'),
  il:
    rect(0, 0, W, H, '#ffffff') +
    rect(0, 2, W, 3, '#0038b8') +
    rect(0, 15, W, 3, '#0038b8') +
    poly('15,6.5 18,11.5 12,11.5', 'none" stroke="#0038b8'),
  ir: h(['#239f40', '#ffffff', '#da0000']) + circle(15, 10, 2, '#da0000'),
  pk:
    rect(0, 0, W, H, '#01411c') +
    rect(0, 0, 7.5, H, '#fff') +
    circle(19, 10, 5, '#fff') +
    circle(20.5, 9, 4.4, '#01411c'),
  in:
    h(['#ff9933', '#ffffff', '#138808']) +
    circle(15, 10, 2.6, '#000080') +
    circle(15, 10, 2, '#fff'),
  bd: rect(0, 0, W, H, '#006a4e') + circle(13.5, 10, 6, '#f42a41'),
  lk:
    rect(0, 0, W, H, '#ffbe29') +
    rect(1.5, 1.5, 4, 17, '#00534e') +
    rect(6, 1.5, 4, 17, '#eb7400') +
    rect(11.5, 1.5, 17, 17, '#8d153a'),
  np: rect(0, 0, W, H, '#ffffff') + poly('4,1 20,10 9,10 20,19 4,19', '#dc143c'),
  th: h(['#a51931', '#f4f5f8', '#2d2a4a', '#f4f5f8', '#a51931'], [1, 1, 2, 1, 1]),
  vn: rect(0, 0, W, H, '#da251d') + star(15, 10, 6, '#ffff00'),
  id: h(['#ff0000', '#ffffff']),
  my:
    stripes('#cc0001', '#ffffff', 14) +
    rect(0, 0, 15, 11.4, '#010066') +
    circle(6, 5.7, 3.5, '#fc0') +
    circle(7, 5.7, 3, '#010066'),
  ph: h(['#0038a8', '#ce1126']) + poly('0,0 17,10 0,20', '#fff') + circle(5.5, 10, 2, '#fcd116'),
  kh: h(['#032ea1', '#e00025', '#032ea1'], [1, 2, 1]) + rect(11, 7.5, 8, 5, '#fff'),
  mn: v(['#c4272f', '#015197', '#c4272f']) + circle(5, 8, 1.8, '#f9cf02'),
  jp: rect(0, 0, W, H, '#ffffff') + circle(15, 10, 6, '#bc002d'),
  kr:
    rect(0, 0, W, H, '#ffffff') +
    circle(15, 10, 5, '#003478') +
    '<path d="M10,10 a5,5 0 0,1 10,0 z" fill="#cd2e3a"/>',
  cn: rect(0, 0, W, H, '#de2910') + star(6, 6, 4, '#ffde00'),
  tw: rect(0, 0, W, H, '#fe0000') + rect(0, 0, 15, 10, '#000095') + circle(7.5, 5, 2.8, '#fff'),
  hk: rect(0, 0, W, H, '#de2910') + circle(15, 10, 5, '#fff') + circle(15, 10, 2, '#de2910'),
  ke:
    h(['#000000', '#ffffff', '#bb0000', '#ffffff', '#006600'], [6, 1, 6, 1, 6]) +
    poly('15,3 18,10 15,17 12,10', '#bb0000'),
  et:
    h(['#078930', '#fcdd09', '#da121a']) +
    circle(15, 10, 4, '#0f47af') +
    star(15, 10, 3, '#fcdd09'),
  ng: v(['#008751', '#ffffff', '#008751']),
  za:
    h(['#e03c31', '#ffffff', '#001489']) +
    poly('0,0 11,10 0,20', '#007749') +
    poly('0,3 7.5,10 0,17', '#ffb81c'),
  na:
    rect(0, 0, W, H, '#003580') +
    poly('30,0 30,20 0,20', '#009543') +
    poly('0,20 4,20 30,3 30,0 26,0', '#d21034') +
    circle(6, 6, 2.5, '#ffce00'),
  so: rect(0, 0, W, H, '#4189dd') + star(15, 10, 6, '#fff'),
  ne: h(['#e05206', '#ffffff', '#0db02b']) + circle(15, 10, 2.5, '#e05206'),
};

for (const [code, body] of Object.entries(flags)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${body}</svg>\n`;
  writeFileSync(new URL(`${code}.svg`, out), svg);
}
console.log(`wrote ${Object.keys(flags).length} flags`);
