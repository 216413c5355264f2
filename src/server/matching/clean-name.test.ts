import { describe, expect, it } from 'vitest';
import { CLEAN_NAME_EXAMPLES } from '../../../tests/support/clean-names.fixture.ts';
import { cleanProductName, colourWrittenIn, MAX_NAME_LENGTH } from './clean-name.ts';
import { COLOURS, offerAttributes } from './offer-attributes.ts';

// The name as the importer builds it: from the title, the brand column and what matching reads.
const clean = (title: string, brand: string | null = null) =>
  cleanProductName({ title, brand, attributes: offerAttributes({ title, brand }) });

const words = (name: string) => name.match(/[\p{L}\p{N}]+/gu) ?? [];
const COLOUR_WORD = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${Object.values(COLOURS).flat().join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);
// Unit symbols the name writes for the shop's spelling ("Go" is "GB", "U/min" is "rpm").
const UNIT_SYMBOLS = new Set([
  'gb',
  'tb',
  'mb',
  'kg',
  'l',
  'w',
  'rpm',
  'hz',
  'mhz',
  'ghz',
  'mah',
  'mp',
  'cm',
  'mm',
]);

// Titles that leave little or nothing once the noise is gone.
const ODD_TITLES = [
  '¡¡OFERTA!!',
  '🔥🔥🔥',
  '   Envío gratis   ',
  'Negro',
  'Apple',
  '***',
  '- | -',
  'Nuevo - Envío 24h - Garantía España',
  'Samsung Negro',
];

describe('clean product names', () => {
  it.each(CLEAN_NAME_EXAMPLES)('$language: $title', ({ title, brand, name }) => {
    expect(clean(title, brand)).toBe(name);
  });

  it('has examples enough in each language', () => {
    for (const language of ['es', 'en', 'de', 'fr']) {
      expect(CLEAN_NAME_EXAMPLES.filter((example) => example.language === language).length).toBeGreaterThan(
        5,
      );
    }
  });

  it('keeps the colour of a product a GTIN made (each colour has its own GTIN)', () => {
    const title = 'Apple iPhone 15 128GB Negro';
    const attributes = offerAttributes({ title, brand: 'Apple' });
    expect(cleanProductName({ title, brand: 'Apple', attributes, keepColour: true })).toBe(
      'Apple iPhone 15 128 GB Negro',
    );
    expect(cleanProductName({ title, brand: 'Apple', attributes })).toBe('Apple iPhone 15 128 GB');
  });

  it('takes the brand a title opens with over a brand column the title never says', () => {
    expect(clean('Auriculares Sony WH-1000XM5 Negro', 'Lenovo')).toBe('Sony WH-1000XM5');
    // An accessory names the brand it is for: the column stays its maker.
    expect(clean('Funda Apple iPhone 15 Negra', 'Spigen')).toBe('Spigen Funda Apple iPhone 15 Negra');
  });

  it('tells the colour a title names, as written, for the offer to show it', () => {
    expect(colourWrittenIn('Apple iPhone 13 (128 GB) - Midnight')).toBe('Midnight');
    expect(colourWrittenIn('Samsung Galaxy S23 5G SM-S911B/DS 128 GB Phantom Black')).toBe('Phantom Black');
    expect(colourWrittenIn('Samsung Galaxy A15 128GB en color negro')).toBe('negro');
    expect(colourWrittenIn('Apple iPhone 8 Plus 64GB SIM free smartphone in gold')).toBe('gold');
    expect(colourWrittenIn('Sony WH-1000XM5 Kopfhörer silber')).toBe('silber');
    expect(colourWrittenIn('LG OLED55C34LA 55" 4K')).toBeNull();
    expect(colourWrittenIn('Xiaomi Black Shark 4 128GB')).toBeNull();
    expect(colourWrittenIn('Google Pixel 8 Pro 12GB 256GB 6.7" Azul celeste')).toBe('Azul celeste');
  });

  it('names the brand once, first, in its usual writing', () => {
    expect(clean('iPhone 15 128GB Apple', 'Apple')).toBe('Apple iPhone 15 128 GB');
    expect(clean('APPLE APPLE iPhone 15 128GB', 'APPLE')).toBe('Apple iPhone 15 128 GB');
    expect(clean('Smart TV LG 55UR78006LK 55" 4K', 'LG Electronics')).toBe('LG 55UR78006LK 55" 4K');
    expect(clean('Portátil IdeaPad 3 15ITL6', 'LENOVO')).toBe('Lenovo IdeaPad 3 15ITL6');
    // A brand shoppers do not know yet keeps the column's writing, out of capitals.
    expect(clean('Auriculares UGREEN HiTune T3 Bluetooth', 'UGREEN')).toBe('Ugreen HiTune T3 Bluetooth');
    for (const { title, brand } of CLEAN_NAME_EXAMPLES) {
      const attributes = offerAttributes({ title, brand });
      if (!brand || attributes.accessory) continue;
      const name = clean(title, brand);
      const first = name.split(' ')[0]!.toLowerCase();
      expect(
        words(name).filter((word) => word.toLowerCase() === first),
        name,
      ).toHaveLength(1);
    }
  });

  it('adds no brand when the brand is unknown or a placeholder', () => {
    expect(clean('Smartwatch deportivo pantalla 1,4 pulgadas IP68 Negro')).toBe(
      'Smartwatch deportivo pantalla 1,4" IP68',
    );
    expect(clean('Cable HDMI 2.1 8K 2 metros', 'Genérico')).toBe('Cable HDMI 2.1 8K 2 metros');
    expect(clean('Funda de silicona para iPhone 15 roja', 'N/A')).toBe(
      'Funda de silicona para iPhone 15 roja',
    );
  });

  it('writes sizes one way: a space before the unit, a comma for decimals, memory and storage as a pair', () => {
    expect(clean('Apple iPhone 15 128GB')).toBe('Apple iPhone 15 128 GB');
    expect(clean('Apple iPhone 15 128 gb')).toBe('Apple iPhone 15 128 GB');
    expect(clean('Apple iPhone 15 128 Go')).toBe('Apple iPhone 15 128 GB');
    expect(clean('Samsung T7 Shield 1TB')).toBe('Samsung T7 Shield 1 TB');
    expect(clean('Samsung UE55CU7105 55 pulgadas')).toBe('Samsung UE55CU7105 55"');
    expect(clean("Samsung UE55CU7105 55''")).toBe('Samsung UE55CU7105 55"');
    expect(clean('LG 43UR78006LK 43 Zoll (108 cm)')).toBe('LG 43UR78006LK 43"');
    expect(clean('Lavadora Bosch WAN28281ES 8KG')).toBe('Bosch WAN28281ES 8 kg');
    expect(clean('Frigorífico Balay 3KFE563WI 300l')).toBe('Balay 3KFE563WI 300 L');
    expect(clean('Xiaomi Redmi Note 13 6.67" 8GB/256GB')).toBe('Xiaomi Redmi Note 13 6,67" 8 GB / 256 GB');
    expect(clean('Xiaomi Redmi Note 13 8+256GB')).toBe('Xiaomi Redmi Note 13 8 GB / 256 GB');
    expect(clean('Xiaomi Redmi Note 13 8GB 256GB')).toBe('Xiaomi Redmi Note 13 8 GB / 256 GB');
    expect(clean('Portátil Acer Aspire 3 A315-59 16GB RAM 512GB SSD', 'Acer')).toBe(
      'Acer Aspire 3 A315-59 16 GB RAM / 512 GB SSD',
    );
    // Not sizes: a kit of two memories, a thousand watts, a range of numbers, numbers inside codes.
    expect(clean('Kingston FURY Beast 16GB (2x8GB) DDR4')).toBe('Kingston FURY Beast 16 GB (2x8GB) DDR4');
    expect(clean('Microondas Cecotec ProClean 1.000 W grill')).toBe('Cecotec ProClean 1.000 W grill');
    expect(clean('Bosch KGN39VLEA for rooms from 10 to 20 m2')).toBe(
      'Bosch KGN39VLEA for rooms from 10 to 20 m2',
    );
  });

  it('writes titles in capitals or in lower case as names, and leaves the maker’s capitals alone', () => {
    expect(clean('PORTATIL LENOVO IDEAPAD 3 15ITL6')).toBe('Lenovo IdeaPad 3 15ITL6');
    expect(clean('AURICULARES SONY WH-1000XM5 CON CANCELACION DE RUIDO')).toBe(
      'Sony WH-1000XM5 con Cancelacion de Ruido',
    );
    expect(clean('samsung galaxy s23 ultra 256gb')).toBe('Samsung Galaxy S23 Ultra 256 GB');
    expect(clean('IMPRESORA MULTIFUNCION HP OFFICEJET PRO 9010E WIFI')).toBe('HP OfficeJet Pro 9010E Wi-Fi');
    expect(clean('Canon EOS R50 + RF-S 18-45mm IS STM')).toBe('Canon EOS R50 + RF-S 18-45 mm IS STM');
    expect(clean('CANON EOS R50 + RF-S 18-45MM IS STM')).toBe('Canon EOS R50 + RF-S 18-45 mm IS STM');
    expect(clean('SAMSUNG RB38C775CB1/EU FRIGORIFICO COMBI NO FROST')).toBe('Samsung RB38C775CB1/EU');
    expect(clean('BOSCH SERIE 4 KGN39VLEA NO FROST 203 CM INOX')).toBe(
      'Bosch Serie 4 KGN39VLEA No Frost 203 cm Inox',
    );
    expect(clean('LG QLED-FERNSEHER 55QNED816RE')).toBe('LG QLED-Fernseher 55QNED816RE');
    expect(clean('Sony BRAVIA XR-55A80L OLED 4K')).toBe('Sony BRAVIA XR-55A80L OLED 4K');
    expect(clean('Samsung 990 PRO 2TB NVMe M.2 SSD')).toBe('Samsung 990 PRO 2 TB NVMe M.2 SSD');
  });

  it('removes the shop’s noise in the four languages', () => {
    expect(clean('¡¡OFERTA!! Apple iPhone 15 128GB *** ENVÍO GRATIS *** 🔥')).toBe('Apple iPhone 15 128 GB');
    expect(clean('Samsung Galaxy A55 5G 8/256GB Nuevo Precintado Garantía España Envío 24h')).toBe(
      'Samsung Galaxy A55 5G 8 GB / 256 GB',
    );
    expect(clean('Xiaomi 14 512GB Versión Europea Últimas unidades | Tienda Oficial')).toBe(
      'Xiaomi 14 512 GB',
    );
    expect(clean('Apple iPad 10.9" 64GB Wi-Fi (Reacondicionado) - Amazon.es')).toBe(
      'Apple iPad 10,9" 64 GB Wi-Fi',
    );
    expect(clean('Google Pixel 8 128GB Brand New Free Shipping Original')).toBe('Google Pixel 8 128 GB');
    expect(clean('Apple iPhone 13 128GB Refurbished Grade A')).toBe('Apple iPhone 13 128 GB');
    expect(clean('Samsung Galaxy S24 256GB Neu & OVP versandkostenfrei')).toBe('Samsung Galaxy S24 256 GB');
    expect(clean('Apple iPhone 14 128 Go Reconditionné Livraison gratuite')).toBe('Apple iPhone 14 128 GB');
  });

  it('gives the same name whatever noise the shop adds around a title', () => {
    for (const { title, brand, name } of CLEAN_NAME_EXAMPLES) {
      for (const noisy of [
        `¡¡OFERTA!! ${title} - Envío gratis`,
        `${title} | Tienda Oficial`,
        `${title} *** ENVÍO 24H *** 🔥`,
        `Nuevo ${title} (Garantía España)`,
      ]) {
        expect(clean(noisy, brand), noisy).toBe(name);
      }
    }
  });

  it('removes colours, however they are written', () => {
    expect(clean('Apple iPhone 8 Plus 64GB SIM free smartphone in gold')).toBe('Apple iPhone 8 Plus 64 GB');
    expect(clean('Samsung Galaxy A15 128GB en color negro')).toBe('Samsung Galaxy A15 128 GB');
    expect(clean('Samsung Galaxy A15 128GB color: negro')).toBe('Samsung Galaxy A15 128 GB');
    expect(clean('Samsung Galaxy S23 Ultra 256GB Phantom Black')).toBe('Samsung Galaxy S23 Ultra 256 GB');
    expect(clean('Xiaomi Redmi Note 13 128GB Azul Oscuro/Negro')).toBe('Xiaomi Redmi Note 13 128 GB');
    expect(clean('Apple MacBook Air 13" M2 8GB 256GB Gris Espacial')).toBe(
      'Apple MacBook Air 13" M2 8 GB / 256 GB',
    );
    for (const { title, brand } of CLEAN_NAME_EXAMPLES) {
      const attributes = offerAttributes({ title, brand });
      const name = clean(title, brand);
      // A colour that names the line stays ("Black Shark"), and so does a keyboard's switches'.
      if (attributes.accessory || name.includes('Black Shark') || name.includes('switches')) continue;
      expect(name).not.toMatch(COLOUR_WORD);
    }
  });

  it('keeps a colour that names the line, and an accessory’s words, order and colour', () => {
    expect(clean('Xiaomi Black Shark 4 128GB Negro', 'Xiaomi')).toBe('Xiaomi Black Shark 4 128 GB');
    expect(clean('Red Dead Redemption 2 PS4')).toBe('Red Dead Redemption 2 PS4');
    expect(clean('Funda Spigen para iPhone 15', 'Spigen')).toBe('Funda Spigen para iPhone 15');
    // For a case or an ink the colour is the product (two inks of one model are two products).
    expect(clean('HP 305 Cartucho de tinta Tricolor y Negro Pack 2', 'HP')).toBe(
      'HP 305 Cartucho de tinta Tricolor y Negro Pack 2',
    );
    expect(clean('Cargador Apple USB-C 20W Blanco', 'Apple')).toBe('Cargador Apple USB-C 20 W Blanco');
    // The brand goes first when the title does not say it.
    expect(clean('Funda de silicona con MagSafe para iPhone 15', 'Apple')).toBe(
      'Apple Funda de silicona con MagSafe para iPhone 15',
    );
  });

  it('drops the product’s kind when the line says it, and the shop’s description after it', () => {
    expect(clean('Auriculares inalámbricos Sony WH-1000XM5', 'Sony')).toBe('Sony WH-1000XM5');
    expect(clean('Sony WH-1000XM5 Kopfhörer mit Noise Cancelling', 'Sony')).toBe('Sony WH-1000XM5');
    expect(clean('Samsung WW90T534DAW lavadora de carga frontal 9 kg 1400 rpm clase A')).toBe(
      'Samsung WW90T534DAW 9 kg 1400 rpm',
    );
    // Without a line after it the kind is all the name says.
    expect(clean('Lavadora 8 kg 1200 rpm', 'Candy')).toBe('Candy Lavadora 8 kg 1200 rpm');
    // "TV" names a line too.
    expect(clean('Apple TV 4K 128GB Wi-Fi + Ethernet', 'Apple')).toBe('Apple TV 4K 128 GB Wi-Fi + Ethernet');
  });

  it('keeps names short, cut between words, with nothing left dangling', () => {
    const name = clean(
      'Lenovo Legion Pro 5 16IRX8 Intel Core i7-13700HX 16GB 1TB SSD RTX 4070 16" WQXGA 240Hz Windows 11 Home (Gris Tormenta, teclado español)',
      'Lenovo',
    );
    expect(name).toBe('Lenovo Legion Pro 5 16IRX8 Intel Core i7-13700HX 16 GB / 1 TB SSD RTX 4070 16" WQXGA');
    const long = clean(
      'Samsung Galaxy Book4 Pro 360 Intel Core Ultra 7 155H 16GB 1TB 16" AMOLED táctil con S Pen incluido (y funda)',
    );
    expect(long.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
    expect(long).not.toMatch(/[-,/(+]$|\s(?:de|con|y)$/);
    expect(long).toBe('Samsung Galaxy Book4 Pro 360 Intel Core Ultra 7 155H 16 GB / 1 TB 16" AMOLED táctil');
  });

  it('never returns an empty name: the title, tidied, when nothing would be left', () => {
    expect(clean('¡¡OFERTA!!')).toBe('¡¡OFERTA!!');
    expect(clean('  Envío   gratis ')).toBe('Envío gratis');
    expect(clean('Negro', 'Apple')).toBe('Negro');
    for (const title of [...ODD_TITLES, ...CLEAN_NAME_EXAMPLES.map((example) => example.title)]) {
      expect(clean(title).trim()).not.toBe('');
      expect(clean(title, 'Samsung').trim()).not.toBe('');
    }
  });

  it('gives the same name for a clean name, never invents a word, and stays short', () => {
    for (const { title, brand } of [
      ...CLEAN_NAME_EXAMPLES,
      ...ODD_TITLES.map((title) => ({ title, brand: 'Samsung' })),
    ]) {
      const name = clean(title, brand);
      expect(clean(name, brand), title).toBe(name);
      expect(name.length, title).toBeLessThanOrEqual(MAX_NAME_LENGTH);
      const source = `${title} ${brand ?? ''}`.toLowerCase();
      for (const word of words(name)) {
        if (UNIT_SYMBOLS.has(word.toLowerCase())) continue;
        expect(source, `${word} in ${name}`).toContain(word.toLowerCase());
      }
    }
  });
});
