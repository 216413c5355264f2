import { describe, expect, it } from 'vitest';
import { offerAttributes } from './offer-attributes.ts';
import { bestMatch, decideMatch, groupOffersInOrder, type MatchTarget } from './product-matcher.ts';

// Offers as shops write them, matched one at a time as an import meets them.

const offer = (shop: string, title: string, brand?: string) => ({
  shop,
  attributes: offerAttributes({ title, brand }),
});
const product = (shop: string, title: string, brand?: string): MatchTarget => ({
  attributes: offerAttributes({ title, brand }),
  shops: new Set([shop]),
});

describe('decideMatch', () => {
  it('joins one model written with and without a region suffix or series letters', () => {
    expect(
      decideMatch(
        offer('a', 'TV LED 55" - Samsung UE55CU7105KXXC, UHD 4K, Smart TV'),
        product('b', 'TV LED 139 cm (55") Samsung UE55CU7105 Crystal UHD 4K'),
      )?.reason,
    ).toBe('model');
    expect(
      decideMatch(
        offer('a', 'LG OLED evo 55C34LA 55" 4K Smart TV 120Hz'),
        product('b', 'TV OLED 55" - LG OLED55C34LA, 4K, Smart TV'),
      )?.reason,
    ).toBe('model');
    expect(
      decideMatch(
        offer('a', 'Portátil ASUS TUF Gaming A15 FA507NV-LP023W 15,6" RTX 4060'),
        product('b', 'ASUS TUF Gaming A15 FA507NV - Portátil gaming 15.6" RTX 4060 6GB'),
      )?.reason,
    ).toBe('model');
  });

  it("keeps apart one line's models: a card's cooler, its memory, a keyboard's layout, Ti and chipsets", () => {
    // As feeds send them: with the brand column.
    const pairs = [
      [
        'PowerColor',
        'Tarjeta gráfica PowerColor Radeon RX 7600 Hellhound 8G',
        'Tarjeta gráfica PowerColor Radeon RX 7600 Fighter 8G',
      ],
      [
        'Zotac',
        'Tarjeta gráfica Zotac GeForce RTX 3050 Trinity 8G',
        'Tarjeta gráfica Zotac GeForce RTX 3050 Trinity 6G',
      ],
      [
        'Zotac',
        'Tarjeta gráfica Zotac GeForce RTX 4060 Twin Edge 8G',
        'Tarjeta gráfica Zotac GeForce RTX 4060 Ti Twin Edge 8G',
      ],
      [
        'Logitech',
        'Teclado Logitech G915 TKL LIGHTSPEED Tactile inalámbrico (layout español) Blanco',
        'Teclado Logitech G915 TKL LIGHTSPEED Tactile inalámbrico (layout portugués) Blanco',
      ],
      [
        'MSI',
        'Placa base MSI MAG B650EM MORTAR Micro-ATX AM5',
        'Placa base MSI PRO B650EM-P WIFI Micro-ATX AM5',
      ],
      [
        'Corsair',
        'Memoria RAM Corsair Vengeance DDR5 32GB (2x16GB) CL36',
        'Memoria RAM Corsair Dominator DDR5 32GB (2x16GB) CL32',
      ],
      [
        'ASUS',
        'Ratón gaming ASUS TUF Gaming M3 Gen II + alfombrilla',
        'Ratón gaming ASUS TUF Gaming M3 Gen II',
      ],
    ] as const;
    for (const [brand, a, b] of pairs) {
      expect(decideMatch(offer('a', a, brand), product('b', b, brand)), `${a} / ${b}`).toBeNull();
    }
    // The same card in two shops' words still joins.
    expect(
      decideMatch(
        offer('a', 'Tarjeta gráfica PowerColor Radeon RX 7600 Hellhound 8G', 'PowerColor'),
        product('b', 'PowerColor Radeon RX 7600 Hellhound 8GB GDDR6', 'PowerColor'),
      ),
    ).not.toBeNull();
  });

  it('joins what shops write differently: 1 TB and 1000 GB, a parent company as the brand, a chip named Ultra', () => {
    const joined = [
      [
        offer(
          'a',
          'JBL Charge 5 Altavoz inalámbrico portátil con Bluetooth, resistente al agua (IP67), camuflaje',
          'Harman',
        ),
        product('b', 'JBL Charge 5 Altavoz Bluetooth Resistente al Agua Negro', 'JBL'),
      ],
      [
        offer(
          'a',
          'Móvil - Xiaomi 13T, Alpine Blue, 256 GB, 8 GB RAM, 6,67" AMOLED, MediaTek Dimensity 8200-Ultra',
          'Xiaomi',
        ),
        product('b', 'Xiaomi 13T 8/256GB Negro Libre', 'Xiaomi'),
      ],
    ] as const;
    for (const [a, b] of joined) expect(decideMatch(a, b)).not.toBeNull();
    expect(offerAttributes({ title: 'Xbox Series X 1000GB - Negro' }).storageGb).toBe(
      offerAttributes({ title: 'Microsoft Xbox Series X 1TB Negra' }).storageGb,
    );
  });

  it('never joins 55" and 65" of one series, nor a phone and its case', () => {
    expect(
      decideMatch(
        offer('a', 'TV LED 65" - Samsung UE65CU7105KXXC, UHD 4K'),
        product('b', 'TV LED 55" Samsung UE55CU7105 Crystal UHD 4K'),
      ),
    ).toBeNull();
    expect(
      decideMatch(
        offer('a', 'Funda de silicona Samsung para Galaxy S23 SM-S911B'),
        product('b', 'Samsung Galaxy S23 SM-S911B 128GB Negro'),
      ),
    ).toBeNull();
  });
});

describe('a line written as a model number', () => {
  it('joins "Harmony 950" in words and HARMONY950BK as one code, but not another number', () => {
    expect(
      decideMatch(
        offer('a', 'Logitech Harmony 950 mando a distancia universal'),
        product('b', 'Logitech universal remote control - HARMONY950BK'),
      ),
    ).toEqual({ reason: 'model', detail: 'HARMONY950BK' });
    expect(
      decideMatch(
        offer('a', 'Logitech Harmony 650 mando a distancia universal'),
        product('b', 'Logitech universal remote control - HARMONY950BK'),
      ),
    ).toBeNull();
    expect(
      decideMatch(
        offer('a', 'Logitech Harmony 950 Pro mando a distancia universal'),
        product('b', 'Logitech universal remote control - HARMONY950BK'),
      ),
    ).toBeNull();
  });
});

describe('bestMatch', () => {
  it('prefers the product with the same code and colour to one with another suffix', () => {
    const silver = product('a', 'Sony Cyber-shot DSC-W120 Digital Camera Silver - DSCW120');
    const pink = product('a', 'Sony Cyber-shot DSC-W120 Digital Camera Pink - DSCW120P');
    const found = bestMatch(offer('b', 'Sony DSC-W120 compact camera - Pink - DSCW120/P'), [
      [1, silver],
      [2, pink],
    ]);
    expect(found?.key).toBe(2);
  });
});

describe('groupOffersInOrder', () => {
  it('groups one model from three shops and keeps its other sizes apart', () => {
    const groups = groupOffersInOrder([
      offer('a', 'Samsung UE65CU7105KXXC 65" LED UltraHD 4K HDR10+'),
      offer('b', "TV SAMSUNG UE65CU7105 (LED - 65'' - 165 cm - 4K Ultra HD - Smart TV)"),
      offer('c', 'TV LED 55" - Samsung UE55CU7105KXXC, UHD 4K, Smart TV'),
      offer('c', 'TV LED 65" - Samsung UE65CU7105KXXC, UHD 4K, Smart TV'),
    ]);
    expect(groups).toEqual([0, 0, 2, 0]);
  });
});

describe('close titles (offers without a model number)', () => {
  const decide = (a: string, b: string, brandA?: string, brandB?: string) =>
    decideMatch(offer('a', a, brandA), product('b', b, brandB));

  it('joins one product named alike, the brand from a column or from the title’s first word', () => {
    const found = decide(
      'Plantronics Voyager 5200 Auricular Bluetooth con cancelación de ruido',
      'Plantronics Voyager 5200 Bluetooth Headset',
      undefined,
      'Plantronics Inc',
    );
    expect(found?.reason).toBe('title');
    expect(
      decide('Cuisinart hervidor eléctrico inalámbrico acero', 'Cuisinart hervidor eléctrico inalámbrico')
        ?.reason,
    ).toBe('title');
  });

  it('never joins across a number, a size, a variant, a pack, a bundle or an accessory', () => {
    expect(
      decide('Plantronics Voyager 5200 Bluetooth Headset', 'Plantronics Voyager 4200 Bluetooth Headset'),
    ).toBeNull();
    // A number one title states and the other leaves out.
    expect(decide('Tefal sartén antiadherente 24 cm', 'Tefal sartén antiadherente')).toBeNull();
    expect(
      decide('Samsung Galaxy Tab S9 FE 128GB Wifi Gris', 'Samsung Galaxy Tab S9 FE 256GB Wifi Gris'),
    ).toBeNull();
    expect(decide('Hisense 55" 4K Smart TV serie A6K', 'Hisense 65" 4K Smart TV serie A6K')).toBeNull();
    expect(
      decide('Apple AirPods Pro 2 con estuche MagSafe', 'Apple AirPods 2 con estuche MagSafe'),
    ).toBeNull();
    expect(decide('Apple Funda de silicona para iPhone 15 azul', 'Apple iPhone 15 128GB azul')).toBeNull();
    expect(decide('Nikon Z fc cuerpo negro', 'Nikon Z fc con objetivo 16-50 mm negro')).toBeNull();
    expect(decide('Philips Hue White bombilla E27 pack de 2', 'Philips Hue White bombilla E27')).toBeNull();
    // An ink in another colour is another product.
    expect(decide('Cartucho de tinta HP 305 color', 'Cartucho de tinta HP 305 negro')).toBeNull();
    // Two brands.
    expect(
      decide('Cuisinart hervidor eléctrico inalámbrico', 'Taurus hervidor eléctrico inalámbrico'),
    ).toBeNull();
  });

  it('finds the candidates through the brand and the title’s first words', () => {
    const groups = groupOffersInOrder([
      offer('a', 'Plantronics Voyager 5200 Auricular Bluetooth con cancelación de ruido'),
      offer('b', 'Plantronics Voyager 5200 Bluetooth Headset', 'Plantronics'),
      offer('c', 'Plantronics Voyager 4200 Bluetooth Headset', 'Plantronics'),
    ]);
    expect(groups).toEqual([0, 0, 2]);
  });
});
