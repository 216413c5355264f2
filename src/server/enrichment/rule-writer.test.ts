import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from '../ingest/sanitize-description.ts';
import { buildProductSheet, type ProductFacts } from './product-sheet.ts';
import { writeRuleTexts } from './rule-writer.ts';

// The texts a product gets without a model: Spanish, made of the feed's data and what its title
// states, and nothing else.

const facts = (overrides: Partial<ProductFacts> & { name: string }): ProductFacts => ({
  brand: null,
  model: null,
  colour: null,
  category: null,
  specifications: null,
  shortDescription: null,
  description: null,
  ...overrides,
});

const write = (input: ProductFacts) => writeRuleTexts(buildProductSheet(input));

// Every number the texts state, as the input writes numbers (6,1 and 6.1 alike).
const numbersIn = (text: string) => (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace(',', '.'));

describe('the rules’ texts', () => {
  it.each([
    [
      facts({ name: 'Apple iPhone 15 128GB 6,1" Negro', brand: 'Apple' }),
      'Apple iPhone 15 · 128 GB · 6,1 pulgadas · negro',
    ],
    // The brand goes in front of a name that lacks it; an English colour is said in Spanish.
    [facts({ name: 'iPhone 15 128GB Black', brand: 'Apple' }), 'Apple iPhone 15 · 128 GB · negro'],
    [
      facts({
        name: 'Portátil Lenovo IdeaPad Slim 3 15IAH8 - Intel Core i5-12450H, 16GB RAM, 512GB SSD, 15,6" FHD',
        brand: 'Lenovo',
      }),
      'Portátil Lenovo IdeaPad Slim 3 15IAH8 · 512 GB · 16 GB RAM · 15,6 pulgadas',
    ],
    [
      facts({ name: 'Lavadora Bosch Serie 6 WGG244A0ES 9 kg 1400 rpm Blanca', brand: 'Bosch' }),
      'Lavadora Bosch Serie 6 WGG244A0ES · 9 kg · blanca',
    ],
    // A marketing colour is kept as the shop wrote it rather than guessed at.
    [
      facts({ name: 'Apple MacBook Air 13" M2 8GB 256GB Midnight', brand: 'Apple' }),
      'Apple MacBook Air · 256 GB · 8 GB RAM · 13 pulgadas · midnight',
    ],
    [
      facts({ name: 'Samsung Galaxy A54 5G 128GB Reacondicionado', brand: 'Samsung' }),
      'Samsung Galaxy A54 5G · 128 GB · reacondicionado',
    ],
    [
      facts({ name: 'Dyson V15 Detect Absolute 660W cordless vacuum', brand: 'Dyson' }),
      'Dyson V15 Detect Absolute · 660 W',
    ],
  ])('writes a short line of the name and the title’s attributes for %o', (input, line) => {
    expect(write(input).shortDescription).toBe(line);
  });

  it('lists the attributes and then the shop’s own description, in sanitised HTML', () => {
    const texts = write(
      facts({
        name: 'Samsung Galaxy S24 256GB Onyx Black',
        brand: 'Samsung',
        model: 'SM-S921B',
        description: '<p>Galaxy AI incluido.</p><ul><li>Cámara de 50 MP</li></ul>',
      }),
    );
    expect(texts.description).toBe(
      '<ul><li><strong>Marca:</strong> Samsung</li><li><strong>Modelo:</strong> SM-S921B</li>' +
        '<li><strong>Capacidad:</strong> 256 GB</li><li><strong>Color:</strong> negro</li></ul>' +
        '<p>Galaxy AI incluido.</p><ul><li>Cámara de 50 MP</li></ul>',
    );
  });

  it('escapes what the feed’s columns hold and passes the whole through the sanitiser', () => {
    const texts = write(
      facts({
        name: 'Teclado <b>Gamer</b> 104 teclas',
        brand: '<img src=x onerror=alert(1)>',
        description: '<p onclick="steal()">Retroiluminado</p><script>alert(1)</script>',
      }),
    );
    // No element but the allowed ones, no attribute at all; the brand's markup stays text.
    expect(texts.description).not.toMatch(/<(img|script)|<[^>]+\s\w+=/);
    expect(texts.description).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(texts.description).toContain('<p>Retroiluminado</p>');
  });

  it('uses the shop’s short text when the title states no attribute, and nothing when there is none', () => {
    const noAttributes = facts({
      name: 'Apple AirPods Pro (2.ª generación) con estuche MagSafe USB-C',
      brand: 'Apple',
      shortDescription: 'Cancelación activa de ruido y audio espacial.',
    });
    expect(write(noAttributes).shortDescription).toBe('Cancelación activa de ruido y audio espacial.');
    expect(write({ ...noAttributes, shortDescription: null })).toEqual({
      shortDescription: null,
      description: '<ul><li><strong>Marca:</strong> Apple</li></ul>',
    });
    expect(write(facts({ name: 'Regalo sorpresa' }))).toEqual({ shortDescription: null, description: null });
  });

  it('keeps the short line within 160 characters, cut at a word', () => {
    const long = 'Cable HDMI 2.1 '.repeat(20);
    const text = write(facts({ name: 'Producto', shortDescription: long })).shortDescription!;
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('…')).toBe(true);
    expect(long.startsWith(`${text.slice(0, -1)} `)).toBe(true);
  });

  // Real-looking titles from Spanish and English feeds, with the shops' other columns.
  it.each([
    facts({ name: 'Xiaomi Redmi Note 13 Pro 8GB/256GB Azul', brand: 'Xiaomi' }),
    facts({ name: 'Monitor LG UltraGear 27GR75Q-B 27" QHD IPS 165Hz', brand: 'LG', colour: 'Negro' }),
    facts({ name: 'Funda de silicona para iPhone 15 Pro - Rosa', brand: 'Apple' }),
    facts({ name: 'Frigorífico combi Balay 3KFE563WI 186 cm 302 l Blanco', brand: 'Balay' }),
    facts({ name: 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones, Silver', brand: 'Sony' }),
    facts({ name: 'Canon EOS R50 Mirrorless Camera + RF-S 18-45mm Lens Kit', brand: 'Canon' }),
    facts({ name: 'HP 305 Pack de 2 cartuchos de tinta', brand: 'HP' }),
    facts({
      name: 'Kingston FURY Beast 32GB (2x16GB) DDR5 5600MT/s',
      brand: 'Kingston',
      specifications: 'Latencia: CL36; Voltaje: 1,25 V',
      description: 'Memoria para gaming con disipador de aluminio.',
    }),
  ])('invents nothing for %o', (input) => {
    const texts = write(input);
    const written = `${texts.shortDescription ?? ''} ${htmlToPlainText(texts.description ?? '')}`;
    const given = [
      input.name,
      input.brand,
      input.model,
      input.colour,
      input.specifications,
      input.description,
    ]
      .filter(Boolean)
      .join(' ');
    // No number the input does not hold, and no attribute it does not state.
    const givenNumbers = new Set(numbersIn(given));
    expect(numbersIn(written).filter((n) => !givenNumbers.has(n))).toEqual([]);
    if (!/\d\s?(GB|TB)/i.test(given)) expect(written).not.toMatch(/Capacidad: \d+ [GT]B|RAM/);
    if (!/("|pulgadas|inch)/i.test(given)) expect(written).not.toContain('pulgadas');
    if (!/reacondicionad|refurbished|usad|used/i.test(given))
      expect(written).not.toMatch(/reacondicionado|segunda mano/);
    // Nothing a model would add: ratings, prices, shops.
    expect(written).not.toMatch(/valoraci|opini|€|precio|envío|garant/i);
  });

  it('does not call an accessory’s size its screen', () => {
    const texts = write(facts({ name: 'Funda para iPad Air 10,9 pulgadas Azul' }));
    expect(texts.shortDescription).toBe('Funda para iPad Air · 10,9 pulgadas · azul');
    expect(texts.description).not.toContain('Pantalla');
  });
});
