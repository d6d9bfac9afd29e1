// Which Fluent Emoji Flat icon (MIT, the devDependency @iconify-json/fluent-emoji-flat) pictures each
// seeded product, and the SVG that puts it on its category's tint. Read by generate-product-images.mjs,
// which writes the files once; the API serves those files and never loads the icon set.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const iconSet = require('@iconify-json/fluent-emoji-flat/icons.json');

/** Kept in every picture (short: files go to phones); apps/api/assets/NOTICE.md holds the licence in full. */
export const ATTRIBUTION = 'Fluent Emoji Flat, © Microsoft, MIT License';

// Background tint and accent per category: the shelf reads at a glance.
export const palette = {
  fruits: ['#fff1e0', '#f28c28'], vegetables: ['#e9f7e4', '#3f9a3a'], dairy: ['#eaf3fc', '#2f77c6'],
  bakery: ['#fbefe1', '#b86b2b'], beverages: ['#fde8ea', '#d33b4a'], snacks: ['#fff6d9', '#d99a00'],
  meat: ['#fce8e6', '#b8322a'], seafood: ['#e3f4f7', '#1c8aa0'], frozen: ['#e8f1fb', '#4a8fd6'],
  canned: ['#eef0f3', '#5b6675'], spices: ['#fdebe0', '#c8541c'], condiments: ['#fdeeee', '#c2413b'],
  grains: ['#f8f1df', '#a97c1e'], pasta: ['#fff4da', '#d18b00'], oils: ['#fbf6d9', '#b59a06'],
  cereals: ['#fdf1e3', '#c97a2a'], tea: ['#eef5e6', '#5d8a2e'], coffee: ['#f3ebe4', '#6f4a32'],
  sweets: ['#fdeaf3', '#c4457f'], nuts: ['#f6eee4', '#8d6238'], 'puja-essentials': ['#fff0dc', '#e2711d'],
  'paan-corner': ['#e6f5ea', '#2e8b57'],
};
const NEUTRAL = ['#f1f3f5', '#6b7280'];

/**
 * Per category: the icon a product falls back to, then [kind, icon] rules tried in order against the
 * product's name (first match wins). Rules live inside a category because the same word means different
 * things on different shelves: "mango" is a fruit, a drink and a pickle; "milk" a carton and a chocolate.
 * Where the set has no drawing of the thing itself (pomegranate, okra, chips, oil), the nearest one a
 * shopper would still read right is chosen; produce kinds never share an icon unless one rule names them.
 */
export const pictureRules = {
  fruits: ['red-apple', [
    [/banana/i, 'banana'], [/litchi|lychee/i, 'cherries'], [/mango/i, 'mango'], [/apple/i, 'red-apple'],
    [/pomegranate|anar/i, 'peach'], [/papaya/i, 'melon'], [/guava/i, 'pear'], [/watermelon/i, 'watermelon'],
    [/grape/i, 'grapes'], [/orange/i, 'tangerine'], [/kiwi/i, 'kiwi-fruit'], [/sweet lime|mosambi/i, 'lime'],
    [/coconut/i, 'coconut'],
  ]],
  vegetables: ['leafy-green', [
    [/onion/i, 'onion'], [/potato/i, 'potato'], [/tomato/i, 'tomato'], [/chilli/i, 'hot-pepper'],
    [/coriander|dhaniya/i, 'herb'], [/ginger/i, 'ginger-root'], [/garlic/i, 'garlic'], [/lady finger|bhindi/i, 'pea-pod'],
    [/cucumber|gourd|lauki|parwal/i, 'cucumber'], [/cauliflower|gobhi/i, 'broccoli'], [/spinach|palak/i, 'leafy-green'],
    [/lemon|nimbu/i, 'lemon'], [/brinjal|baingan/i, 'eggplant'],
  ]],
  dairy: ['glass-of-milk', [
    [/paneer|cheese/i, 'cheese-wedge'], [/dahi|curd/i, 'bowl-with-spoon'], [/butter/i, 'butter'], [/egg/i, 'egg'],
    [/ghee/i, 'jar'], [/milk|lassi/i, 'glass-of-milk'],
  ]],
  bakery: ['bread', [
    [/cake/i, 'shortcake'], [/biscuit|cookie|choco fills|marie|bikis|hide/i, 'cookie'], [/thekua/i, 'cookie'],
    [/bread|pav|rusk/i, 'bread'],
  ]],
  beverages: ['cup-with-straw', [
    [/water/i, 'droplet'], [/frooti|maaza|juice|aam panna/i, 'beverage-box'], [/kool|milk/i, 'glass-of-milk'],
    [/glucon|rooh afza/i, 'tropical-drink'], [/energy/i, 'high-voltage'], [/cola|thums|sprite|soda/i, 'cup-with-straw'],
  ]],
  tea: ['teapot', [[/green tea/i, 'teacup-without-handle'], [/chai|tea/i, 'teapot']]],
  coffee: ['hot-beverage', [[/cold brew|latte|can\b/i, 'cup-with-straw'], [/coffee|nescafe|bru/i, 'hot-beverage']]],
  snacks: ['pretzel', [
    [/popcorn/i, 'popcorn'], [/nacho|doritos/i, 'taco'], [/lay's|kurkure|bingo|chipps|chips/i, 'rice-cracker'],
    [/moong dal/i, 'beans'], [/bhujia|sev|khatta/i, 'pretzel'],
  ]],
  sweets: ['candy', [
    [/rasgulla|gulab jamun/i, 'dango'], [/soan papdi|khaja|tilkut/i, 'moon-cake'], [/dairy milk|kitkat|5 star/i, 'chocolate-bar'],
    [/candy|gum|mishri|batasha/i, 'candy'],
  ]],
  nuts: ['peanuts', [
    [/makhana/i, 'popcorn'], [/raisin/i, 'grapes'], [/coconut/i, 'coconut'], [/almond|walnut|dates/i, 'chestnut'],
    [/cashew|pistachio|peanut/i, 'peanuts'],
  ]],
  meat: ['cut-of-meat', [
    [/drumstick|chicken curry/i, 'poultry-leg'], [/salami/i, 'bacon'], [/kebab|mutton curry/i, 'meat-on-bone'],
    [/breast|keema|liver/i, 'cut-of-meat'],
  ]],
  seafood: ['fish', [[/prawn|shrimp/i, 'shrimp'], [/pomfret/i, 'tropical-fish'], [/fish|fillet|hilsa|surmai/i, 'fish']]],
  frozen: ['ice-cream', [
    [/fries|wedges/i, 'french-fries'], [/tikki/i, 'roasted-sweet-potato'], [/peas/i, 'pea-pod'], [/nuggets/i, 'poultry-leg'],
    [/paratha|parota/i, 'flatbread'], [/cornetto/i, 'soft-ice-cream'], [/ice cream|chocobar/i, 'ice-cream'],
  ]],
  canned: ['canned-food', [
    [/pineapple/i, 'pineapple'], [/beans|rajma/i, 'beans'], [/olive/i, 'olive'], [/tomato puree/i, 'tomato'],
    [/dal makhani|palak paneer/i, 'pot-of-food'], [/gulab jamun/i, 'dango'], [/tuna|cocktail|condensed/i, 'canned-food'],
  ]],
  spices: ['jar', [
    [/salt/i, 'salt'], [/mirch|chilli/i, 'hot-pepper'], [/pepper/i, 'salt'],
    [/methi/i, 'herb'], [/jeera|cumin|ajwain|kalonji/i, 'seedling'], [/masala/i, 'jar'],
  ]],
  condiments: ['jar', [
    [/ketchup/i, 'tomato'], [/chilli sauce|schezwan/i, 'hot-pepper'], [/honey/i, 'honey-pot'], [/mayonnaise|jam|pickle|soy/i, 'jar'],
  ]],
  grains: ['sheaf-of-rice', [
    [/rice/i, 'cooked-rice'], [/dal|rajma/i, 'beans'], [/sugar/i, 'jar'], [/atta|besan|sattu|sooji|maida/i, 'sheaf-of-rice'],
  ]],
  pasta: ['steaming-bowl', [[/pasta|spaghetti|penne|vermicelli/i, 'spaghetti'], [/noodles/i, 'steaming-bowl']]],
  oils: ['pouring-liquid', [
    [/sunflower/i, 'sunflower'], [/olive/i, 'olive'], [/coconut/i, 'coconut'], [/soyabean/i, 'beans'], [/oil/i, 'pouring-liquid'],
  ]],
  cereals: ['bowl-with-spoon', [[/corn flakes/i, 'ear-of-corn'], [/poha/i, 'cooked-rice'], [/oats|muesli|chocos|ragi/i, 'bowl-with-spoon']]],
  'puja-essentials': ['diya-lamp', [
    [/agarbath|agarbatti|dhoop|havan/i, 'fire'], [/camphor|wicks/i, 'candle'], [/diya/i, 'diya-lamp'], [/kumkum|roli/i, 'red-circle'],
    [/ganga jal/i, 'amphora'], [/kalawa|thread/i, 'thread'], [/marigold|genda/i, 'blossom'],
  ]],
  'paan-corner': ['leafy-green', [
    [/paan/i, 'leafy-green'], [/gulkand/i, 'rose'], [/supari/i, 'chestnut'], [/matches/i, 'fire'],
    [/mouth freshener|pearls|saunf/i, 'candy'],
  ]],
};

/** The icon for a product: its category's first matching rule, else the category's own icon. */
export function pictureFor({ name, category }) {
  const [fallback, rules] = pictureRules[category] ?? ['shopping-bags', []];
  const rule = rules.find(([pattern]) => pattern.test(name));
  return { icon: rule?.[1] ?? fallback, kind: rule ? `${category}:${rule[0].source}` : `${category}:fallback` };
}

export function iconBody(icon) {
  const found = iconSet.icons[icon];
  if (!found) throw new Error(`Fluent Emoji Flat has no icon called ${icon}`);
  return found.body;
}

export const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tint mixed half-way to white: the disc behind the icon, so dark icons still stand clear. */
const lighter = (hex) => `#${[1, 3, 5].map((i) => Math.round((Number.parseInt(hex.slice(i, i + 2), 16) + 255) / 2).toString(16).padStart(2, '0')).join('')}`;

/**
 * The icon (32 × 32 in the set) drawn 144 px wide in the middle of a tile tinted with its category's
 * colour. No text: the card names the product. The set wraps most icons in <g fill="none">; that
 * attribute moves onto the placing <g>, so each file stays under 4 KB.
 */
export function pictureSvg({ label, category, icon, size = 240 }) {
  const [tint] = palette[category] ?? NEUTRAL;
  const scale = (size * 0.6) / 32;
  const offset = (size - 32 * scale) / 2;
  const half = size / 2;
  const body = iconBody(icon);
  const unwrapped = /^<g fill="none">(.*)<\/g>$/s.exec(body);
  const placed = `transform="translate(${offset} ${offset}) scale(${scale})"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img" aria-label="${escapeXml(label)}">` +
    `<!-- ${icon} · ${ATTRIBUTION} -->` +
    `<rect width="${size}" height="${size}" rx="${size / 10}" fill="${tint}"/><circle cx="${half}" cy="${half}" r="${Math.round(size * 0.38)}" fill="${lighter(tint)}"/>` +
    (unwrapped && !unwrapped[1].includes('</g>') ? `<g fill="none" ${placed}>${unwrapped[1]}</g>` : `<g ${placed}>${body}</g>`) +
    '</svg>\n';
}

export function productSvg(product) {
  return pictureSvg({ label: `${product.name} ${product.weight}`, category: product.category, icon: pictureFor(product).icon });
}
