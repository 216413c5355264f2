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
const described = (shop: string, title: string, brand: string, description: string) => ({
  shop,
  attributes: offerAttributes({ title, brand, description }),
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

describe('UK feeds: appliances, processors, cameras, phones', () => {
  // Titles written for this test the way UK shops write them; brand columns mostly empty.
  const decide = (a: string, b: string) =>
    decideMatch(offer('a', a), product('b', b)) ?? { reason: null, detail: null };

  it('joins a model number written in pieces, without its UK version, or with a longer region suffix', () => {
    expect(
      decide(
        'Hotpoint NSWM 1045C W UK N Freestanding Washing Machine, 10kg Load',
        'Hotpoint NSWM1045CWUKN 10kg 1400rpm Washing Machine White',
      ),
    ).toEqual({ reason: 'model', detail: 'NSWM1045CWUKN' });
    expect(
      decide('Hotpoint NSWM 1045C W 10kg Washing Machine', 'Hotpoint NSWM1045CWUKN 10kg Washing Machine')
        .reason,
    ).toBe('model');
    expect(
      decide('Samsung QE65Q80TATXXU 65" QLED 4K HDR Smart TV', 'Samsung QE65Q80T 65" QLED 4K Smart TV')
        .reason,
    ).toBe('model');
  });

  it('never takes a spin speed for a model number', () => {
    expect(
      decide(
        'Beko WTK84011W 8kg 1400rpm Washing Machine - White',
        'Beko WTK94121W 9kg 1400rpm Washing Machine - White',
      ).reason,
    ).toBeNull();
  });

  it('tells processors apart by their whole number, however it is written, and joins one in any box', () => {
    expect(
      decide('Intel Core i7 9700K 3.6GHz Eight Core Processor', 'Intel Core i7-9700 3.0GHz Processor').reason,
    ).toBeNull();
    expect(
      decide('AMD Ryzen 5 3600X Six Core 4.4GHz Processor', 'AMD Ryzen 5 3600 Six Core 4.2GHz Processor')
        .reason,
    ).toBeNull();
    expect(
      decide('AMD Ryzen 7 5700X3D Eight Core Processor', 'AMD Ryzen 7 5700X Eight Core Processor').reason,
    ).toBeNull();
    expect(
      decide(
        'Intel Core i7 9700K 3.6GHz Eight Core Processor',
        'Intel Core i7-9700K Coffee Lake LGA1151 Processor - Retail',
      ).reason,
    ).not.toBeNull();
    expect(
      decide(
        'Intel BX80684I79700K Core i7-9700K 3.6GHz Processor',
        'Intel Core i7-9700K Coffee Lake LGA1151 - Retail',
      ),
    ).toEqual({ reason: 'model', detail: 'I79700K' });
    // The boxed processor's own cooler makes no bundle of it.
    expect(
      decide(
        'AMD Ryzen 5 3600, AM4, 6 Core, 12 Thread, CPU + Wraith Stealth Cooler',
        'AMD Ryzen 5 3600 3.6GHz AM4 CPU',
      ),
    ).toEqual({ reason: 'model', detail: '3600' });
    // "Ryzen 5 5600" and "Ryzen 5 5600G": one line, two processors.
    expect(
      decide('AMD Ryzen 5 5600G Processor', 'AMD Ryzen 5 5600 3.5GHz 6 Core AM4 Processor').reason,
    ).toBeNull();
    // A laptop with the same processor is no processor.
    expect(
      decide('Intel Core i7-13700H Processor', 'Lenovo IdeaPad Pro 5 Intel Core i7-13700H 16GB 1TB SSD 14"')
        .reason,
    ).toBeNull();
  });

  it('never joins a spare part or a filter to the appliance it fits, named in brackets or after "fits"', () => {
    expect(
      decide(
        'Samsung HAF-QIN Water Filter for French Door Fridge Freezers (RF23R62E3S9)',
        'Samsung RF23R62E3S9 French Door Fridge Freezer - Stainless Steel',
      ).reason,
    ).toBeNull();
    expect(
      decide(
        'Door Seal Gasket Fits Beko WTK84011W Washing Machine',
        'Beko WTK84011W 8kg 1400rpm Washing Machine - White',
      ).reason,
    ).toBeNull();
  });

  it('keeps a camera body apart from its kits, and the S9 from the S9+', () => {
    expect(
      decide(
        'Nikon D3500 DSLR Camera with AF-P DX NIKKOR 18-55 mm f/3.5-5.6G VR Lens',
        'Nikon D3500 DSLR Camera Body Only',
      ).reason,
    ).toBeNull();
    expect(
      decide('Fujifilm X-S10 Mirrorless Camera + XF18-55mm Lens', 'Fujifilm X-S10 Mirrorless Camera Body')
        .reason,
    ).toBeNull();
    expect(
      decide('Samsung Galaxy S9+ 64GB Midnight Black', 'Samsung Galaxy S9 64GB Midnight Black').reason,
    ).toBeNull();
  });

  it("reads the maker from a phone's line, and a phone's wide-angle lens as its camera", () => {
    expect(
      decide('SIM Free iPhone 12 64GB Mobile Phone - Black', 'Apple iPhone 12 64GB Blue').reason,
    ).not.toBeNull();
    expect(
      decide('SIM Free iPhone 12 64GB Mobile Phone - Black', 'Apple iPhone 12 128GB Blue').reason,
    ).toBeNull();
    expect(
      decide(
        'Google Pixel 6 – 5G Android smartphone with wide-angle lens – 128GB – Stormy Black',
        'Google Pixel 6 128GB',
      ).reason,
    ).toBe('line');
    // A case maker's case names the phone, not its maker.
    expect(offerAttributes({ title: 'Griffin iPhone 12 Survivor Case' }).brand).not.toBe('apple');
  });
});

describe('European feeds: near misses of one line', () => {
  const decide = (a: string, b: string) => decideMatch(offer('a', a), product('b', b));

  it('keeps apart what shops write alike: a name after the line, a heatsink, XL, a watch’s case, a pack', () => {
    const pairs = [
      ['Amazon Echo Dot (4.ª generación) Antracita', 'Amazon Echo Show 8 (2.ª generación) Antracita'],
      [
        "De'Longhi Magnifica Evo ECAM290.22.B Cafetera superautomática",
        "De'Longhi Magnifica S Cafetera superautomática",
      ],
      [
        "Cafetera superautomática De'Longhi Magnifica Evo - Negro",
        "CAFETERA SUPERAUTOMATICA DE'LONGHI MAGNIFICA S NEGRO",
      ],
      ['WD_BLACK SN850X 2TB con disipador M.2 NVMe PCIe 4.0', 'WD_BLACK SN850X 2TB M.2 NVMe PCIe 4.0'],
      ['HP 302XL Cartucho de tinta original negro', 'HP 302 Cartucho de tinta original negro'],
      [
        'Apple Watch Series 9 GPS 41mm Caja de aluminio Medianoche',
        'Apple Watch Series 9 GPS 45mm Caja de aluminio Medianoche',
      ],
      ['TP-Link Deco X20 Mesh-WLAN-System, AX1800, 1er-Pack', 'TP-Link Deco X20 2er Set'],
      [
        'Brother LC-3219XL Cartuccia originale nero per MFC-J5330DW',
        'Brother MFC-J5330DW Stampante multifunzione inkjet',
      ],
      ['AMD Ryzen 5 7600X3D 4.1GHz AM5', 'AMD Ryzen 5 7600 - Procesador, 3,8GHz, AM5, Box'],
      // One model number for two sizes of storage, the memory named first.
      [
        'Samsung Galaxy S23 SM-S911B 8 GB RAM 256 GB 6,1" 5G Phantom Black',
        'Samsung Galaxy S23 - Smartphone, 8 GB RAM, 128 GB, 6,1 pollici, 5G, Cream SM-S911B',
      ],
    ] as const;
    for (const [a, b] of pairs) expect(decide(a, b), `${a} / ${b}`).toBeNull();
  });

  it('numbers a line by the generation written after it, in any language', () => {
    expect(
      decide('Amazon Echo Dot (5.ª generación) Azul', 'AMAZON Echo Dot (5. Generation) Gletscherweiß')
        ?.reason,
    ).toBe('line');
    expect(
      decide('Apple AirPods Pro (2e génération) avec boîtier MagSafe (USB-C)', 'Apple AirPods Pro 2 USB-C')
        ?.reason,
    ).toBe('line');
    expect(
      decide('Amazon Echo Dot (4.ª generación) Azul', 'Amazon Echo Dot (5.ª generación) Azul'),
    ).toBeNull();
  });

  it('reads a line past a kind written after the brand, and colours in Italian, Dutch and Portuguese', () => {
    expect(
      decide('Samsung Monitor Odyssey G7 (81,3 cm/32 Zoll, UHD, 144 Hz)', 'Samsung Odyssey G7 32" UHD 144Hz')
        ?.reason,
    ).toBe('line');
    const shopsColours = groupOffersInOrder([
      offer('amzit', 'Xiaomi Redmi Note 12 Pro 5G - Smartphone, 8 GB RAM, 256 GB, Nero'),
      offer('amzit', 'Xiaomi Redmi Note 12 Pro 5G - Smartphone, 8 GB RAM, 256 GB, Bianco'),
      offer('bol', 'Xiaomi Redmi Note 12 Pro 5G 256GB Zwart'),
    ]);
    expect(shopsColours).toEqual([0, 0, 0]);
  });

  it('still joins one product in two languages', () => {
    expect(
      decide('AMD Ryzen 5 7600 3.8GHz AM5', 'AMD Ryzen 5 7600 - Procesador, 3,8GHz, AM5, Box')?.reason,
    ).toBe('model');
    expect(
      decide('Amazon Echo Dot (5.ª generación) Azul', 'Amazon Echo Dot (5. Generation) Blau')?.reason,
    ).toBe('line');
  });
});

describe('a product a GTIN made is one colour', () => {
  it('takes offers of its colour, in a maker’s words too, and of no stated colour, never another', () => {
    const gtinProduct: MatchTarget = {
      attributes: {
        ...offerAttributes({ title: 'Google Pixel 8 Pro 5G 12GB 256GB Azul celeste' }),
        oneColour: true,
      },
      shops: new Set(['b']),
    };
    const decide = (title: string) => decideMatch(offer('a', title), gtinProduct)?.reason ?? null;
    expect(decide('Google Pixel 8 Pro 12GB/256GB Porcelana')).toBeNull();
    expect(decide('Google Pixel 8 Pro 12GB/256GB Obsidiana')).toBeNull();
    expect(decide('Google Pixel 8 Pro 12GB/256GB Azul')).toBe('line');
    expect(decide('Google Pixel 8 Pro 12GB/256GB')).toBe('line');
  });
});

describe('one shop, several listings of one product', () => {
  const groupsOf = (titles: readonly string[]) =>
    groupOffersInOrder(titles.map((title) => offer('a', title)));

  it('joins its colours and its refurbished listing, never two listings it could not tell apart', () => {
    expect(
      groupsOf([
        'Apple iPhone 13 128GB Midnight',
        'Apple iPhone 13 128GB Starlight',
        'Apple iPhone 13 128GB Midnight - Refurbished Grade A',
        'Apple iPhone 13 256GB Midnight',
      ]),
    ).toEqual([0, 0, 0, 3]);
    // The same listing twice, or one that names no colour: the shop sells two things.
    expect(groupsOf(['Apple iPhone 13 128GB Midnight', 'Apple iPhone 13 128GB Midnight'])).toEqual([0, 1]);
    expect(groupsOf(['Apple iPhone 13 128GB', 'Apple iPhone 13 128GB Starlight'])).toEqual([0, 1]);
  });

  it('keeps apart what the shop sells as two products: cases by colour, colours under their own codes', () => {
    expect(groupsOf(['Spigen Case for iPhone 13 Black', 'Spigen Case for iPhone 13 Blue'])).toEqual([0, 1]);
    expect(
      groupsOf([
        'Sony Black Cyber-Shot Digital Camera - DSCW830B',
        'Sony Silver Cyber-Shot Digital Camera - DSCW830S',
      ]),
    ).toEqual([0, 1]);
    // Close titles are too weak for a second listing unless they are the same title but for the
    // colour: a shop words its colours of one product alike.
    expect(
      groupsOf(['Russell Hobbs Inspire kettle black', 'Russell Hobbs Inspire Luxe kettle white']),
    ).toEqual([0, 1]);
    expect(groupsOf(['Russell Hobbs Inspire kettle black', 'Russell Hobbs Inspire kettle white'])).toEqual([
      0, 0,
    ]);
    expect(
      groupsOf([
        'Amazon Kindle Paperwhite Signature Edition 32GB 6.8" Negro',
        'Amazon Kindle Paperwhite Signature Edition 32GB 6.8" Verde agave',
      ]),
    ).toEqual([0, 0]);
  });

  it('keeps apart two new listings of which one says 5G: the shop sells two phones', () => {
    expect(
      groupsOf(['Samsung Galaxy A22 4/64GB Negro Libre', 'Samsung Galaxy A22 5G 4/64GB Gris Libre']),
    ).toEqual([0, 1]);
    expect(
      groupsOf(['Samsung Galaxy A22 5G 4/64GB Negro Libre', 'Samsung Galaxy A22 5G 4/64GB Gris Libre']),
    ).toEqual([0, 0]);
  });

  it('joins its refurbished listing worded its own way when the title is nearly the same', () => {
    expect(
      groupsOf([
        'Marshall Major V Auriculares Bluetooth Inalámbricos On-Ear, más de 100 Horas de Reproducción, Plegables - Negro',
        'Marshall Major V Auriculares Bluetooth On-Ear, Negro (Reacondicionado)',
        'Marshall Major IV Auriculares Bluetooth On-Ear, Negro (Reacondicionado)',
      ]),
    ).toEqual([0, 0, 2]);
  });

  it('joins a colour no list knows when it stands where the other listing names its colour', () => {
    expect(
      groupsOf(['Nothing Phone (2a) 12/256GB Negro Libre', 'Nothing Phone (2a) 12/256GB Milk Libre']),
    ).toEqual([0, 0]);
    expect(
      groupsOf([
        'Samsung Galaxy S25 FE 8GB/256GB Navy | Envío gratis',
        'Samsung Galaxy S25 FE 8GB/256GB Jetblack | Envío gratis',
      ]),
    ).toEqual([0, 0]);
    // The shade's word of a known colour, next to another known colour.
    expect(
      groupsOf(['Xiaomi Redmi Pad SE 8/256GB Gris grafito', 'Xiaomi Redmi Pad SE 8/256GB Azul lavanda']),
    ).toEqual([0, 0]);
  });

  it('keeps apart a listing whose extra word is not where the colour is, or names a model', () => {
    // The other listing's word comes before the colour, not in its place.
    expect(
      groupsOf(['Noctua NH-D15 Disipador CPU Negro', 'Noctua NH-D15 chromax Disipador CPU Negro']),
    ).toEqual([0, 1]);
    expect(groupsOf(['Noctua NH-D15 Disipador CPU', 'Noctua NH-D15 Disipador CPU chromax.black'])).toEqual([
      0, 1,
    ]);
    // A model's word, a kind of thing, or a listing that names no colour at all.
    expect(groupsOf(['Apple iPhone 15 128GB Negro', 'Apple iPhone 15 128GB Plus'])).toEqual([0, 1]);
    expect(groupsOf(['Sony WH-1000XM5 Negro', 'Sony WH-1000XM5 Funda'])).toEqual([0, 1]);
    expect(groupsOf(['Nespresso Vertuo Pop Cafetera', 'Nespresso Vertuo Next Cafetera'])).toEqual([0, 1]);
    // Two words in the colour's place, neither a shade of a colour it names.
    expect(groupsOf(['Kindle Paperwhite 16GB Negro', 'Kindle Paperwhite 16GB Kids Edition'])).toEqual([0, 1]);
  });
});

describe('candidates by the words that name a product', () => {
  it('finds a title that opens with what the thing is by its name', () => {
    expect(
      groupOffersInOrder([
        offer(
          'mediam',
          'Altavoz inteligente con pantalla - Amazon Echo Spot (2024), Alexa, Despertador, Negro',
          'AMAZON',
        ),
        offer(
          'amazon',
          'Echo Spot (modelo de 2024) | Despertador inteligente con sonido de alta calidad y Alexa | Negro',
          'Amazon',
        ),
      ]),
    ).toEqual([0, 0]);
  });
});

describe('PC parts and networks as shops write them', () => {
  it("reads a power supply's 80 Plus rating and a memory's MHz as stated by some shops only", () => {
    expect(offerAttributes({ title: 'EVGA 600 BR 600W 80 Plus Bronze' }).measurements).toContain(
      'eff:bronze',
    );
    expect(
      offerAttributes({ title: 'Cooler Master MWE 650 Bronze V2 650W 80+ Bronze' }).titleWords,
    ).toContain('bronze');
    expect(
      offerAttributes({ title: 'Ballistix Black 16 Go (2x 8 Go) DDR4 3200 MHz CL16' }).titleWords,
    ).toContain('3200');
    expect(offerAttributes({ title: 'Crucial Ballistix DDR4 3200MHz 16GB 2x8GB CL16' }).titleWords).toContain(
      '3200',
    );
    expect(offerAttributes({ title: 'Cooler Master Hyper 212 Black Edition - Disipador CPU' }).brand).toBe(
      'cooler master',
    );
  });

  it('reads "(3 stations)" as a mesh pack of three, not Wi-Fi 3', () => {
    const deco = offerAttributes({ title: 'TP-Link Deco M5 Mesh Wifi (3 stations)' });
    expect(deco.packOf).toBe(3);
    expect(deco.measurements).not.toContain('wifi:3');
    expect(
      decideMatch(
        offer('coolblue', 'TP-Link Deco M5 Mesh Wifi (3 stations)'),
        product('pccomp', 'TP-Link Deco M5 Sistema WiFi Mesh AC1300 Pack de 3'),
      )?.reason,
    ).toBe('line');
  });
});

describe("a line's name after several words of what a thing is", () => {
  it('finds the line after them, and never takes a storage size for its number', () => {
    const line = (title: string) => offerAttributes({ title }).productLine;
    expect(line("Imprimante jet d'encre HP Envy 6020 - Livraison offerte")).toBe('envy6020');
    expect(offerAttributes({ title: "Imprimante jet d'encre HP Envy 6020" }).accessory).toBe(false);
    expect(line('eBook Kobo Clara HD 8 GB con luz ComfortLight PRO')).toBeNull();
    expect(line('Corsair DIMM 32 GB DDR5-5200 (2x 16 GB) Dual-Kit')).toBeNull();
    // A screen's size may be the line's number.
    expect(line("Apple iPad Air 11'' M3 128GB Wi-Fi Blanco estrella")).toBe('ipadair11');
  });
});

describe("makers' names for colours and lines", () => {
  it("reads a colour's name after a line as no model of it, and Garmin's lines without the brand", () => {
    expect(
      decideMatch(
        offer('pccomp', 'Amazfit T-Rex 2 Smartwatch Astro Black & Gold'),
        product('bol-nl', 'Amazfit T-Rex 2 - Smartwatch - Ember Black'),
      )?.reason,
    ).toBe('line');
    expect(offerAttributes({ title: 'Venu 3 Smartwatch GPS, caja de 45 mm y pantalla AMOLED' }).brand).toBe(
      'garmin',
    );
    expect(offerAttributes({ title: 'ASPIRADOR SOLIDOS Y LIQUIDOS KARCHER WD 3 17L 1000W' }).brand).toBe(
      'karcher',
    );
  });
});

describe("a screen's resolution", () => {
  it('reads WXGA+ as a screen, not the Plus model', () => {
    expect(
      offerAttributes({
        title: 'Tablet - Samsung Galaxy Tab A7 Lite, 32 GB, Gris, WiFi, 8.7" WXGA+, 3 GB RAM',
      }).variantWords,
    ).not.toContain('plus');
  });
});

describe('what an accessory fits', () => {
  it('reads a list of cameras after "para" as what a battery fits, one-digit numbers too', () => {
    const battery = offerAttributes({
      title: 'Canon NB-13L Batería para PowerShot G7 X Mark II, G5 X, G9 X, SX720 HS y SX740 HS',
      brand: 'Canon',
    });
    expect(battery.modelCodes).toEqual(['NB13L']);
    expect(battery.targetCodes).toContain('SX740HS');
    expect(
      groupOffersInOrder([
        offer('darty', 'Appareil photo compact CANON PowerShot SX740 HS Noir', 'CANON'),
        offer(
          'amazon',
          'Canon NB-13L Batería para PowerShot G7 X Mark II, G5 X, G9 X, SX720 HS y SX740 HS',
          'Canon',
        ),
      ]),
    ).toEqual([0, 1]);
  });
});

describe("a product's other listings", () => {
  it("joins an offer another shop's listing words alike, when the first listing words it apart", () => {
    expect(
      groupOffersInOrder([
        offer(
          'euronics-it',
          'Huawei FreeBuds SE 2 Auricolare Wireless In-ear Musica e Chiamate Bluetooth Blu',
        ),
        offer(
          'mediam',
          'Auriculares True Wireless - Huawei FreeBuds SE 2, Hasta 40 h, IP54, Bluetooth 5.3, Azul',
          'HUAWEI',
        ),
        offer('elcorte', 'Auriculares inalámbricos Huawei FreeBuds SE 2 True Wireless - Blanco'),
      ]),
    ).toEqual([0, 0, 0]);
  });

  it('keeps apart what the product says together conflicts with: a camera at 2K and at 1080p', () => {
    expect(
      groupOffersInOrder([
        offer(
          'amazon',
          'Xiaomi Mi 360° Home Security Camera 2K - Cámara de vigilancia WiFi, Visión nocturna, Blanco BHR4457GL',
          'Xiaomi',
        ),
        offer('pccomp', 'Xiaomi Mi 360 Home Security Camera 2K Cámara de Vigilancia WiFi'),
        offer('phonehouse', 'Xiaomi Mi Home Security Camera 360º 1080p Blanco | Envío gratis'),
      ]),
    ).toEqual([0, 0, 2]);
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

describe('two shops, two ways of writing one model', () => {
  it('joins a model name and a maker’s part number by the line, never two part numbers or two names', () => {
    // One shop gives the model's name ("EOS90DBODY"), another the maker's part number ("3616C003").
    expect(
      decideMatch(
        offer('a', 'Canon EOS 90D Digital SLR Camera Body - 3616C003', 'Canon'),
        product('b', 'Canon EOS 90D Digital SLR Camera Body - EOS90DBODY'),
      ),
    ).toEqual({ reason: 'line', detail: 'eos90d' });
    expect(
      decideMatch(
        offer('a', 'Canon EOS 90D Digital SLR Camera Body - 3616C003', 'Canon'),
        product('b', 'Canon EOS 90D Digital SLR Camera Body - 3617C003', 'Canon'),
      ),
    ).toBeNull();
    expect(
      decideMatch(
        offer('a', 'Canon EOS 90D Digital SLR Camera Body - EOS90DKIT', 'Canon'),
        product('b', 'Canon EOS 90D Digital SLR Camera Body - EOS90DBODY'),
      ),
    ).toBeNull();
  });

  it('joins a line code written in two words and in one, and a suffix inside the code and apart', () => {
    expect(
      decideMatch(
        offer('a', 'Canon CL-41 cartucho de tinta tricolor para PIXMA', 'Canon'),
        product('b', 'Cartucho de tinta Canon tricolor - CL41'),
      )?.reason,
      // "- CL41" closes the title as the shop's code for it: the number the other writes "CL-41".
    ).toBe('model');
    expect(
      decideMatch(
        offer('a', 'Canon CL-41 cartucho de tinta tricolor para PIXMA', 'Canon'),
        product('b', 'Cartucho de tinta Canon tricolor - CL51'),
      ),
    ).toBeNull();
    expect(
      decideMatch(
        offer('a', 'Canon Speedlite 600EX II-RT flash', 'Canon'),
        product('b', 'Flash Canon 600EXII-RT Speedlite negro - 600EXIIRT'),
      )?.reason,
    ).toBe('model');
    // Written apart on one side only, and the other's code lacks it: another product.
    expect(
      decideMatch(
        offer('a', 'Canon PG-560 XL cartucho de tinta negro', 'Canon'),
        product('b', 'Cartucho de tinta Canon negro - PG560'),
      ),
    ).toBeNull();
  });

  it('joins two shops’ colour letters of one model when both name the same colour, never two colours', () => {
    expect(
      decideMatch(
        offer('a', 'Panasonic combination microwave oven - Black - NNCD87KB'),
        product('b', 'Microondas combinado Panasonic negro - NNCD87KS'),
      )?.reason,
    ).toBe('model');
    expect(
      decideMatch(
        offer('a', 'Panasonic combination microwave oven - Black - NNCD87KB'),
        product('b', 'Microondas combinado Panasonic blanco - NNCD87KW'),
      ),
    ).toBeNull();
  });

  it('reads no storage from a colour code glued to a line ("S550GB" is graphite black)', () => {
    expect(
      offerAttributes({ title: 'Nikon Coolpix S550 Graphite Black - COOLPIXS550GB' }).storageGb,
    ).toBeNull();
    expect(offerAttributes({ title: 'Samsung Galaxy S24 512GB Onyx Black' }).storageGb).toBe(512);
  });
});

describe('one shop in a product by close titles alone', () => {
  it('may list it again with the model number, and that listing wins over close titles', () => {
    const groups = groupOffersInOrder([
      offer('a', 'Garmin Soporte de ventosa para GPS - 0101093600', 'Garmin'),
      // Close titles take the first listing of shop b; its listing with the number joins too.
      offer('b', 'Garmin soporte de ventosa GPS', 'Garmin'),
      offer('b', 'Garmin Suction Cup Mount - 010-10936-00', 'Garmin'),
      // A third listing by close titles alone is not taken.
      offer('b', 'Garmin soporte de ventosa para GPS', 'Garmin'),
    ]);
    expect(groups).toEqual([0, 0, 0, 3]);
  });

  it('finds a product through a line code at the end of its title', () => {
    const groups = groupOffersInOrder([
      offer('a', 'Fellowes destructora de papel corte en partículas - 8CD'),
      offer('b', 'Fellowes Powershred 8CD Personal destructora de papel corte en partículas', 'Fellowes'),
    ]);
    expect(groups).toEqual([0, 0]);
  });

  it('gives an offer of a stated colour the product of its colour before one with its exact code', () => {
    const groups = groupOffersInOrder([
      offer('a', 'Panasonic Lumix compact camera Silver - DMCTZ5S'),
      offer('a', 'Panasonic Lumix compact camera Black - DMCTZ5K'),
      offer('b', 'Panasonic Lumix DMC-TZ5 Digital Camera - Black'),
      offer('b', 'Panasonic Lumix DMC-TZ5 Digital Camera - Silver'),
    ]);
    expect(groups).toEqual([0, 1, 1, 0]);
  });
});

describe('UK feeds, dense near misses', () => {
  const decide = (a: string, b: string) => decideMatch(offer('a', a), product('b', b));

  it('never joins a spare part that gives its appliance’s model number without a "for"', () => {
    expect(
      decide(
        'bosch dishwasher cutlery basket smv4htx31g - fast dispatch',
        'Bosch Serie 4 SMV4HTX31G Fully Integrated Dishwasher',
      ),
    ).toBeNull();
    expect(
      decide(
        'Hotpoint Fridge Freezer Crisper Drawer HBNF55181 - Genuine Part',
        'Hotpoint HBNF55181WUK Fridge Freezer',
      ),
    ).toBeNull();
    // Two spare parts under one part number are one.
    expect(
      decide(
        'Bosch cutlery basket 11018806 for Serie 4 dishwashers',
        'Genuine Bosch Dishwasher Cutlery Basket 11018806',
      )?.reason,
    ).toBe('model');
  });

  it('reads a finish letter written apart from a long code, and no part number from a code in pieces', () => {
    expect(
      decide(
        'BEKO DVN05C20 S Full-size Dishwasher - Silver',
        'Beko DVN05C20 W 60cm Freestanding Dishwasher White',
      ),
    ).toBeNull();
    expect(
      decide('BEKO DVN05C20 S Full-size Dishwasher - Silver', 'DVN05C20S Beko 60cm Dishwasher SILVER')
        ?.reason,
    ).toBe('model');
    expect(
      decide(
        'Hotpoint HBNF 55181 W UK 50/50 Frost Free Fridge Freezer - White',
        'Hotpoint HBNF 55181 S UK 50/50 Frost Free Fridge Freezer - Silver',
      ),
    ).toBeNull();
  });

  it('takes a brand written with a digit for no model number, and VI, VII after a number for another model', () => {
    expect(
      decide(
        'Spares2go Washing Machine Door Seal for Haier HW80-B14979',
        'Spares2go 34cm Microwave Glass Turntable for Panasonic NN-CD87KS',
      ),
    ).toBeNull();
    expect(
      decide('Sony RX100 VII 20.1MP Compact Camera - Black', 'Sony Cyber-shot RX100 V compact camera'),
    ).toBeNull();
    expect(
      decide('Sony RX100 VII Digital Camera', 'Sony RX100 VII 20.1MP Compact Camera - Black')?.reason,
    ).toBe('model');
  });
});

describe('European feeds, dense near misses', () => {
  const decide = (a: string, b: string, brandA?: string, brandB?: string) =>
    decideMatch(offer('a', a, brandA), product('b', b, brandB));

  it('keeps apart one chip on two boards, an OC card and the plain one, Pro and Pro+', () => {
    expect(
      decide(
        'ASUS Dual GeForce RTX 5070 OC Edition 12GB GDDR7',
        'ASUS TUF Gaming GeForce RTX 5070 OC Edition 12GB GDDR7',
      ),
    ).toBeNull();
    expect(
      decide(
        'MSI GeForce RTX 5070 Ti 16G VENTUS 3X 16GB GDDR7',
        'MSI GeForce RTX 5070 Ti VENTUS 3X OC 16GB GDDR7',
      ),
    ).toBeNull();
    expect(
      decide(
        'Xiaomi Redmi Note 14 Pro 5G 8/256GB Verde coral',
        'Xiaomi Redmi Note 14 Pro+ 5G 8GB/256GB Morado lavanda',
      ),
    ).toBeNull();
    // Two boards' part numbers share their first group only.
    expect(
      decide(
        'Sapphire PULSE AMD Radeon RX 9070 XT 16GB GDDR6 (11348-03-20G)',
        'Sapphire NITRO+ AMD Radeon RX 9070 XT 16 GB GDDR6 Tarjeta Gráfica (11348-01-20G)',
      ),
    ).toBeNull();
    // A mouse's resolution is no model number.
    expect(
      decide(
        'Logitech G502 X PLUS Ratón LIGHTSPEED RGB 25600 DPI Negro',
        'Logitech G502 X LIGHTSPEED Ratón 25600 DPI Blanco',
      ),
    ).toBeNull();
  });

  it('joins what shops write differently: a screen’s whole inches, "7000Pa", a watch sold with its strap', () => {
    expect(
      decide(
        'Apple MacBook Air 13" Apple M4 CPU 10 núcleos/16GB/512GB SSD Azul cielo',
        'Apple MacBook Air 13,6" M4 16GB 512GB SSD Medianoche',
        'Apple',
        'Apple',
      ),
    ).not.toBeNull();
    // 13.3 and 13.6 inches are two screens.
    expect(
      decide(
        'Apple MacBook Air 13,3" M1 8GB 256GB Plata',
        'Apple MacBook Air 13,6" M2 8GB 256GB Plata',
        'Apple',
        'Apple',
      ),
    ).toBeNull();
    expect(
      decide(
        'Roborock Qrevo S Robot aspirador 7000Pa Friega Base de autovaciado Negro',
        'Robot aspirador - Roborock Qrevo S, 7000 Pa, Friega, Base de autovaciado, Blanco',
      ),
    ).not.toBeNull();
    expect(
      offerAttributes({
        title: 'Apple Watch Series 10 GPS 46 mm caja de aluminio en negro azabache con correa deportiva',
      }).accessory,
    ).toBe(false);
    expect(offerAttributes({ title: 'Correa deportiva para Apple Watch 46 mm' }).accessory).toBe(true);
    expect(offerAttributes({ title: 'Pulsera de actividad Xiaomi Smart Band 9 Rosa' }).accessory).toBe(false);
    expect(offerAttributes({ title: 'Correa de silicona para Xiaomi Smart Band 9 Negra' }).accessory).toBe(
      true,
    );
    // A tracker's line named "Band" and its number is the tracker; its strap says it is one.
    expect(offerAttributes({ title: 'Huawei Band 9 Negro | Envío gratis' }).accessory).toBe(false);
    expect(offerAttributes({ title: 'Correa para Huawei Band 9 Negra' }).accessory).toBe(true);
    expect(
      decideMatch(
        offer('carref', 'PULSERA ACTIVIDAD HUAWEI BAND 9 BLANCO'),
        product(
          'mediam',
          'Pulsera de actividad - Huawei Band 9, 1.47" AMOLED, 14 días, 5 ATM, Negro',
          'HUAWEI',
        ),
      )?.reason,
    ).toBe('line');
    expect(offerAttributes({ title: 'Philips AquaClean CA6903/10 - Waterfilter - 1 stuk' }).sparePart).toBe(
      true,
    );
  });
});

describe('a line’s versions named by a short word', () => {
  const decide = (a: string, b: string) => decideMatch(offer('a', a), product('b', b));

  it('keeps apart a 4G and a 5G phone, two memory latencies, two Apple chips and a console with a game', () => {
    expect(
      decide(
        'XIAOMI REDMI NOTE 13 PRO 4G 8GB 256GB VERDE',
        'Xiaomi Redmi Note 13 Pro 5G 8/256GB Aurora Purple',
      ),
    ).toBeNull();
    expect(
      decide(
        'Corsair Vengeance DDR5 6000MHz 32GB 2x16GB CL36',
        'Corsair Vengeance DDR5 6000MHz 32GB (2x16GB) CL30 Negra',
      ),
    ).toBeNull();
    expect(
      decide(
        'Apple MacBook Air 13" Apple M3/8GB/256GB SSD Plata',
        "Apple MacBook Air 13,6'' M2 8 núcleos CPU 8GB 256GB SSD Gris espacial",
      ),
    ).toBeNull();
    expect(
      decide(
        'Consola PS5 Slim Estándar - Envío gratis',
        'Consola PS5 Slim + EA Sports FC 24 (código de descarga)',
      ),
    ).toBeNull();
    // A vacuum's suction is no model number.
    expect(
      decide(
        'Roborock S8 Pro Ultra Robot Aspirador 6000Pa Blanco',
        'Roborock S8 Robot Aspirador y Friegasuelos 6000Pa Negro',
      ),
    ).toBeNull();
    // A tablet with Wi-Fi alone and its 5G version are two; a title leaving Wi-Fi out names the first.
    expect(
      decide(
        'Samsung Galaxy Tab S9 FE 6/128GB Wi-Fi Plata',
        'Samsung Galaxy Tab S9 FE 5G, 128 GB, Menta, 10.9" WQXGA',
      ),
    ).toBeNull();
    expect(
      decide(
        'Samsung Galaxy Tab S9 FE 6/128GB Wi-Fi Plata',
        'Samsung Tablet Galaxy Tab S9 FE (10,9", Android, 128 GB), Silber',
      ),
    ).not.toBeNull();
    // A motherboard with Wi-Fi is another board.
    expect(
      decide('ASUS TUF GAMING B650-PLUS WIFI Placa Base', 'ASUS TUF GAMING B650-PLUS Placa Base'),
    ).toBeNull();
    // "Pro (128 GB)" names no line code.
    expect(offerAttributes({ title: 'Apple iPhone 15 Pro (128 GB) - Titanio Natural' }).lineCodes).toEqual(
      [],
    );
  });
});

describe('one model in several countries', () => {
  const decide = (a: string, b: string, brandA?: string, brandB?: string) =>
    decideMatch(offer('a', a, brandA), product('b', b, brandB));

  it('joins Samsung’s country letters, a monitor with and without its L, a region after a slash, and brands as feeds write them', () => {
    expect(
      decide(
        'TV QLED 55" - Samsung QE55Q80CATXXC, UHD 4K, Smart TV',
        'Samsung GQ55Q80CAT QLED-Fernseher (138 cm/55 Zoll)',
      )?.reason,
    ).toBe('model');
    expect(decide('Samsung QE55Q80C QLED 55"', 'Samsung GQ55Q70C QLED-Fernseher 55 Zoll')).toBeNull();
    expect(
      decide(
        'Samsung Odyssey G5 S27CG510EU 27" QHD 165Hz',
        'Monitor Samsung Odyssey G5 LS27CG510EUXEN 27" QHD',
      )?.reason,
    ).toBe('model');
    expect(
      decide(
        'Lavadora Samsung WW90T534DAW 9 kg 1400 rpm Blanca',
        'Máquina de Lavar Roupa SAMSUNG WW90T534DAW/S3 (9 kg)',
      )?.reason,
    ).toBe('model');
    expect(
      decide('LG OLED55C44LA OLED evo C4 55 pulgadas', 'TV LG OLED55C44LA 55" 4K', 'LGE', undefined)?.reason,
    ).toBe('model');
    expect(offerAttributes({ title: 'MANDO DUALSENSE PS5 MIDNIGHT BLACK' }).brand).toBe('sony');
    // "8GB RAM - SSD 256GB": the label right after a size is its own.
    expect(
      offerAttributes({
        title: 'MacBook Air 13.6" (2022) - Apple M2 - 8GB RAM - SSD 256GB - Reacondicionado',
      }),
    ).toMatchObject({ ramGb: 8, storageGb: 256 });
    expect(offerAttributes({ title: 'CEPILLO ELECTRICO ORAL-B IO 6 ROSA' }).brand).toBe(
      offerAttributes({ title: 'x', brand: 'Oral-B' }).brand,
    );
  });
});

describe('a computer named by its chip, memory, storage and screen', () => {
  const decide = (a: string, b: string) => decideMatch(offer('a', a), product('b', b));

  it('joins one MacBook however each shop words it, never another size, chip or memory', () => {
    const mediamarkt =
      'Apple MacBook Air (2025), 13.6" Retina, Chip M4 de Apple con CPU de 10 núcleos y GPU de 8 núcleos, 16 GB RAM, 256 GB SSD, macOS, Blanco estrella';
    expect(decide(mediamarkt, "Apple MacBook Air 13'' M4 16GB 256GB Plata")?.reason).toBe('line');
    expect(decide(mediamarkt, "Apple MacBook Air 15'' M4 16GB 256GB Plata")).toBeNull();
    expect(decide(mediamarkt, "Apple MacBook Air 13'' M3 16GB 256GB Plata")).toBeNull();
    expect(decide(mediamarkt, "Apple MacBook Air 13'' M4 16GB 512GB Plata")).toBeNull();
    expect(decide(mediamarkt, "Apple MacBook Pro 14'' M4 16GB 256GB Plata")).toBeNull();
    // A size one shop leaves out may be either.
    expect(decide(mediamarkt, 'Apple MacBook Air M4 16GB 256GB Plata')).toBeNull();
    // A console's storage is its model's: one shop states it, another leaves it out.
    expect(
      decide(
        'Consola - Sony PlayStation 5 Pro, 2 TB, Blanco',
        'Console Sony PlayStation 5 Pro - Livraison offerte',
      )?.reason,
    ).toBe('line');
    expect(decide('Samsung Galaxy S24 256GB Onyx Black', 'Samsung Galaxy S24 Onyx Black')).toBeNull();
  });
});

describe('found on the dev5 set', () => {
  const decide = (a: string, b: string) => decideMatch(offer('a', a), product('b', b));

  it('keeps apart a Music watch, a drone’s Fly More Combo, Core Ultra K and KF, and cases for two phones', () => {
    expect(
      decide(
        'Garmin Forerunner 165 Music Reloj GPS Negro',
        'Reloj deportivo - Garmin Forerunner 165, 43 mm, GPS',
      ),
    ).toBeNull();
    expect(
      decide('DJI Mini 4 Pro Fly More Combo (DJI RC 2) Dron 4K', 'Dron DJI Mini 4 Pro con mando RC-N2'),
    ).toBeNull();
    expect(
      decide(
        'Intel Core Ultra 5 245KF 4.2/5.2GHz Box',
        'Intel Core Ultra 5 245K 5.2GHz LGA1851 - Procesador',
      ),
    ).toBeNull();
    expect(
      decide('Intel Core Ultra 5 245K 4.2/5.2GHz Box', 'Intel Core Ultra 5 245K 5.2GHz LGA1851 - Procesador')
        ?.reason,
    ).toBe('model');
    expect(
      decide(
        'Funda Spigen Ultra Hybrid Transparente para Samsung Galaxy S25',
        'Spigen Ultra Hybrid Funda Transparente para Samsung Galaxy S25 Ultra',
      ),
    ).toBeNull();
  });

  it('reads brands shops put after a kind or at the end, and a board maker before the chip’s', () => {
    expect(offerAttributes({ title: 'Gafas de realidad virtual Meta Quest 3S 128 GB' }).brand).toBe('meta');
    expect(offerAttributes({ title: 'Sapphire Pulse AMD Radeon RX 9060 XT 16GB GDDR6' }).brand).toBe(
      'sapphire',
    );
    expect(offerAttributes({ title: 'Adaptador de corriente USB-C de 20 W Apple' }).brand).toBe('apple');
  });
});

describe('a specification one shop states and another leaves out', () => {
  const decide = (a: string, b: string, brandA?: string, brandB?: string) =>
    decideMatch(offer('a', a, brandA), product('b', b, brandB));

  it('joins one model whether or not a title gives its power, suction, hours or speed', () => {
    expect(
      decide("De'Longhi Magnifica Evo 15 bar 1450W Negro", "DE'LONGHI Magnifica Evo Schwarz")?.reason,
    ).toBe('title');
    expect(
      decide(
        'Roborock Qrevo S - Robot aspirador, 7000 Pa, Friega, Base de autovaciado, Blanco',
        'Robot aspirador Roborock Qrevo S - Negro',
      )?.reason,
    ).toBe('title');
    expect(
      decide(
        'Xiaomi Power Bank 10000mAh 22.5W Batería Externa Carga Rápida, Negro',
        'Xiaomi Power Bank 10000 mAh 22,5W Negro | Envío gratis',
        'Xiaomi',
      )?.reason,
    ).toBe('title');
    // "1400 rpm" and "1400 Spin": one number, each shop's word for it.
    expect(
      decide(
        'Indesit BWE 91484X W UK N 9kg Washing Machine with 1400 rpm - White - A+++ Rated',
        'Indesit BWE91484XWUKN 9kg Load, 1400 Spin Washing Machine - White',
      )?.reason,
    ).toBe('title');
  });

  it('keeps apart two values of one measurement, and two names after a kind of product', () => {
    expect(
      decide(
        'Xiaomi Power Bank 10000mAh 22.5W Negro',
        'Xiaomi Power Bank 20000mAh 22.5W Negro',
        'Xiaomi',
        'Xiaomi',
      ),
    ).toBeNull();
    expect(
      decide('UGREEN Nexode Cargador USB-C 65W GaN Negro', 'UGREEN Nexode Cargador USB-C 100W GaN Negro'),
    ).toBeNull();
    expect(
      decide(
        "Cafetera de cápsulas De'Longhi Nespresso Vertuo Next 1500W - Gris",
        "De'Longhi Nespresso Vertuo Pop Negro",
        "De'Longhi",
        "De'Longhi",
      ),
    ).toBeNull();
    expect(
      offerAttributes({ title: 'OM SYSTEM OM-1 Mark II Compact System Camera, 20.4MP, 7000 Pa' })
        .measurements,
    ).toEqual(['mp:20.4', 'pa:7000']);
  });
});

describe('one product in the words of six languages', () => {
  const decide = (a: string, b: string) => decideMatch(offer('a', a), product('b', b));

  it('joins a Spanish, a German and a Portuguese title that say the same things in their words', () => {
    expect(
      decide(
        'Logitech MX Keys S Teclado inalámbrico retroiluminado Bluetooth Grafito',
        'Logitech MX Keys S, Tastatur (Graphit, beleuchtet, Bluetooth)',
      )?.reason,
    ).toBe('title');
    expect(
      decide('Tinteiro EPSON 603 Preto (C13T03U14010)', 'Cartucho de tinta Epson 603 Negro')?.reason,
    ).toBe('title');
    // A line's number before a list of specifications is no sound system's channels.
    expect(
      offerAttributes({ title: 'Pulsera de actividad - Huawei Band 9, 1.47" AMOLED, 14 días, 5 ATM, Negro' })
        .measurements,
    ).not.toContain('ch:9.1');
    // A sound system's channels are what it does, not which one it is.
    expect(
      decide(
        'Barra de sonido - Sonos Arc Ultra, Dolby Atmos, 9.1.4, Wi-Fi, Bluetooth, Negro',
        'SONOS Arc Ultra, Soundbar, Weiß',
      )?.reason,
    ).toBe('title');
  });

  it('never takes an ink for its printer, nor earbuds for the headband, because both are "auriculares"', () => {
    expect(
      decide(
        'Tinteiro EPSON 603 Preto (C13T03U14010)',
        'Impresora multifunción Epson Expression Home XP-2200',
      ),
    ).toBeNull();
    expect(
      decide(
        'Auriculares inalámbricos - Bose QuietComfort Ultra Headphones, Cancelación de ruido, Negro',
        'Bose NUEVOS QuietComfort Ultra Earbuds, auriculares inalámbricos con cancelación de ruido, Blanco',
      ),
    ).toBeNull();
  });
});

describe('video games', () => {
  const decide = (a: string, b: string, brandA?: string, brandB?: string) =>
    decideMatch(offer('a', a, brandA), product('b', b, brandB));

  it('joins one game on one platform whatever the brand column and the order of the words', () => {
    expect(
      decide('PS5 Call of Duty: Black Ops 6', 'Jogo PS5 Call of Duty: Black Ops 6', 'Activision'),
    ).toEqual({ reason: 'game', detail: 'ps5' });
    expect(
      decide("Juego Marvel's Spider-Man 2, PS5.", "Videojuego - Marvel's Spider-Man 2, PS5", '', 'Sony')
        ?.reason,
    ).toBe('game');
    expect(
      decide(
        'Nintendo Switch The Legend of Zelda: Tears of the Kingdom',
        'THE LEGEND OF ZELDA TEARS OF THE KINGDOM NSW',
      )?.reason,
    ).toBe('game');
    expect(
      decide('EA SPORTS FC 25 Standard Edition PS5 | Videojuego | Castellano', 'EA Sports FC 25 PS5')?.reason,
    ).toBe('game');
  });

  it('keeps apart another year, another platform, another edition, and the console', () => {
    expect(decide('EA Sports FC 24 PS5', 'EA Sports FC 25 PS5')).toBeNull();
    expect(decide('EA Sports FC 25 PS4', 'EA Sports FC 25 PS5')).toBeNull();
    expect(decide('Call of Duty: Black Ops 6 Vault Edition PS5', 'Call of Duty: Black Ops 6 PS5')).toBeNull();
    expect(offerAttributes({ title: 'Consola PS5 Slim Estándar' }).gameKey).toBeNull();
    expect(offerAttributes({ title: 'Sony DualSense PS5 Blanco' }).gameKey).toBeNull();
  });
});

describe('found on the dev6 set', () => {
  const decide = (a: string, b: string, brandA?: string, brandB?: string) =>
    decideMatch(offer('a', a, brandA), product('b', b, brandB));

  it('takes a watch named with its strap, a tracker, a power bank "for iPhone" and a lens "for cameras" for the device', () => {
    expect(
      offerAttributes({ title: 'Apple Watch SE 3 GPS 44mm Aluminio Luz Estelar Correa Deportiva' }).accessory,
    ).toBe(false);
    expect(offerAttributes({ title: 'Correa deportiva para Apple Watch 46 mm, Negro' }).accessory).toBe(true);
    expect(offerAttributes({ title: 'Bracelet connecté Samsung Galaxy Fit3 Gris' }).accessory).toBe(false);
    expect(
      offerAttributes({
        title: 'Anker MagGo Power Bank (10K), Batería Externa Magnética Qi2, para iPhone 16/15, Negro',
      }).accessory,
    ).toBe(false);
    expect(
      offerAttributes({ title: 'Canon Objetivo RF 50mm F1.8 STM para Cámaras EOS R, Negro' }).accessory,
    ).toBe(false);
    expect(offerAttributes({ title: 'Spigen Ultra Hybrid para iPhone 16, transparente' }).accessory).toBe(
      true,
    );
  });

  it('joins titles that write a code in pieces or a sound bar in their own words', () => {
    expect(
      decide(
        'Auriculares inalámbricos - Sony ULT WEAR WH-ULT900N, Cancelación de ruido, Bluetooth, Negro',
        'Auriculares de diadema inalámbricos Sony ULT WEAR con cancelación de ruido - Blanco',
      )?.reason,
    ).toBe('title');
    expect(
      decide(
        'Barra de sonido Sonos Arc Ultra con Dolby Atmos 9.1.4 - Negro',
        'Barre de son SONOS Arc Ultra Blanc',
      )?.reason,
    ).toBe('title');
    expect(
      decide('Apple iPhone Air 256GB Lichtgoud', 'APPLE iPhone Air 256Go Noir sidéral', 'Apple', 'APPLE')
        ?.reason,
    ).toBeTruthy();
  });

  it('reads a decimal only where the title writes one', () => {
    expect(
      offerAttributes({ title: 'ASUS ROG Xbox Ally AMD Ryzen Z2 A/16GB/512GB SSD/7" 120Hz Blanca' })
        .measurements,
    ).toEqual(['hz:120']);
    expect(offerAttributes({ title: 'Anker MagGo 10.000 mAh Qi2 de 15 W' }).measurements).toEqual([
      'mah:10000',
      'w:15',
    ]);
    expect(offerAttributes({ title: 'DJI Osmo Pocket 3, 4K/120fps, 3-Achsen-Gimbal' }).modelCodes).toEqual(
      [],
    );
  });
});

describe('variant words and lines written in other words', () => {
  it('takes no model from a chip, a screen, a pen sold with a tablet or a small drone', () => {
    const variants = (title: string) => offerAttributes({ title }).variantWords;
    expect(
      variants('Móvil - Apple iPhone Air, Azul cielo, 256 GB, 6.5" Super Retina XDR, Chip A19 Pro, eSIM, 5G'),
    ).toEqual(['air']);
    expect(variants('Móvil - Google Pixel 10, Índigo, 128 GB, 12 GB RAM, 6.3" Actua OLED, 5G')).toEqual([]);
    expect(variants('Apple iPad Pro 11" (M4) Wi-Fi 256 GB con pantalla Ultra Retina XDR')).toEqual(['pro']);
    expect(variants("Tablet Lenovo Idea Tab Pro 12,7'' 256GB Gris Luna con Tab Pen Plus")).toEqual(['pro']);
    expect(variants('DJI Neo, Mini Dron con Cámara 4K UHD')).toEqual(['neo']);
    expect(variants('DJI Mini 4 Pro Fly More Combo')).toEqual(['mini', 'pro']);
  });

  it('reads one line whether a title says "Series", "Gen", "Gaming" or an ordinal', () => {
    const line = (title: string) => offerAttributes({ title }).productLine;
    expect(line('Cepillo eléctrico - Oral-B iO Series 2, 3 modos, Negro')).toBe(
      line('CEPILLO ELECTRICO ORAL-B IO 2 NEGRO'),
    );
    expect(line('Barre de son Sonos Beam Gen 2 Noir')).toBe(
      line('Barra de sonido Sonos Beam 2ª generación Blanco'),
    );
    expect(line('Google Nest Hub 2e generatie Wit')).toBe(line('Google Nest Hub (2ª Gen), 7", Tiza'));
    expect(line('MONITOR GAMING XIAOMI G27I 27" FHD 165HZ IPS')).toBe(
      line('Xiaomi Gaming Monitor G27i, 27 Pulgadas'),
    );
  });
});

describe('what shops add around a name', () => {
  const decide = (a: string, b: string) => decideMatch(offer('a', a), product('b', b));

  it('joins one camera kit whether or not a shop states 4K, a TV by its 2025 code in two countries, and a game rated PEGI 7', () => {
    expect(
      decide(
        'Cámara EVIL - Canon EOS R7 + Objetivo RF-S 18-150 mm IS STM, 32.5 MP, 4K, Negro',
        'Canon EOS R7 + RF-S 18-150mm F3.5-6.3 IS STM Cámara Mirrorless 32.5MP',
      ),
    ).not.toBeNull();
    expect(
      decide(
        'TV QLED 55" - Samsung QE55Q7FAAUXXC, 4K UHD, Q4 AI Processor, Tizen, Smart TV',
        'TV QLED Samsung TQ55Q7FAAUXXC 2025',
      )?.reason,
    ).toBe('model');
    expect(
      decide(
        'Videojuego Nintendo Switch 2 Donkey Kong Bananza, aventura, PEGI 7.',
        'DONKEY KONG BANANZA NINTENDO SWITCH 2',
      )?.reason,
    ).toBe('game');
  });

  it('keeps apart a 4K and an 8K set of one line', () => {
    expect(decide('Samsung Neo QLED 65" 8K Smart TV', 'Samsung Neo QLED 65" 4K Smart TV')).toBeNull();
  });
});

describe('what an offer is for, and colours accessories leave out', () => {
  const decide = (a: string, b: string) => decideMatch(offer('a', a), product('b', b));
  const accessory = (title: string) => offerAttributes({ title }).accessory;

  it('takes a device "compatible with Alexa" or "for iOS", a lens "for the Sony E mount" and a power bank with its cable for the device', () => {
    expect(
      accessory(
        'TP-Link Deco X55 WiFi Mesh AX3000, Wi-Fi 6, Pack de 2, cobertura de hasta 380 m², Compatible con Alexa',
      ),
    ).toBe(false);
    expect(accessory('HUAWEI Watch GT 5 41mm Smartwatch, compatible con iOS y Android, Blanco')).toBe(false);
    expect(accessory('Sigma 18-50mm F2.8 DC DN | C - Objetivo para montura Sony E, Negro')).toBe(false);
    expect(accessory('Xiaomi 33W Power Bank 20000mAh (Integrated Cable)')).toBe(false);
    expect(accessory('Pack de 4 cartuchos de tinta Epson 603 Estrella de mar')).toBe(true);
    expect(accessory('Compatible con Nintendo Switch: mando inalámbrico')).toBe(true);
  });

  it('joins a charger or brush heads one shop gives a colour and another none, never inks of two colours', () => {
    expect(
      decide('Adaptador de corriente USB-C de 20 W Apple', 'Cargador Apple USB-C 20W Blanco')?.reason,
    ).toBe('title');
    expect(
      decide(
        'Oral-B CrossAction Cabezales de Recambio, Pack de 4 Unidades, Blanco',
        'Oral-B CrossAction Opzetborstels - Met CleanMaximiser-technologie - 4 Stuks',
      )?.reason,
    ).toBe('title');
    expect(decide('Cartucho de tinta Epson 603 Negro', 'Cartucho de tinta Epson 603 Cian')).toBeNull();
    expect(
      decide('Funda de silicona Apple para iPhone 16, Negro', 'Funda de silicona Apple para iPhone 16'),
    ).toBeNull();
  });
});

describe('marketing that names other things', () => {
  it('takes a phone "compatible with AirPods", a board "for AMD processors" and a dual-band router for the device', () => {
    const accessory = (title: string) => offerAttributes({ title }).accessory;
    expect(
      accessory(
        'Apple iPhone 16 Pro 256 GB: Teléfono 5G con Control de Cámara, Chip A18 Pro. Compatible con AirPods; Titanio negro',
      ),
    ).toBe(false);
    expect(
      accessory('MSI MAG B650 Tomahawk WiFi Placa Base, ATX - Compatible con Procesadores AMD Ryzen 7000'),
    ).toBe(false);
    expect(accessory('TP-Link Archer AX55 Router WiFi 6 AX3000 Dual Band')).toBe(false);
    expect(accessory('Xiaomi Smart Band 9 Correa de repuesto, Negro')).toBe(true);
  });
});

describe("makers' numbering of colours", () => {
  const decide = (a: string, b: string) => decideMatch(offer('a', a), product('b', b));

  it("joins De'Longhi's colours after a dot and Apple's part numbers of two colours; reads DLSS 3, HDMI 2.1a, 135 g and 185 ºC as specifications", () => {
    expect(
      decide(
        "Cafetera express - De'Longhi Dedica Style EC685.M, 15 bar, 1300 W, 1.1 l, Plata",
        "De'Longhi Dedica Style EC685.BK - Cafetera Espresso Manual, 1300 W, 15 Bar, Negro",
      )?.reason,
    ).toBe('model');
    expect(
      decide(
        "Apple MacBook Air 13,6'' M2 8 núcleos CPU 8 núcleos GPU 8GB 256GB SSD Gris espacial MLXW3Y/A",
        'Apple MacBook Air 13,6" MLY13Y/A con chip M2, 8 GB, 256 GB SSD - Blanco estrella',
      ),
    ).not.toBeNull();
    const card = offerAttributes({
      title: 'ASUS Dual GeForce RTX 4060 OC 8GB GDDR6 (DLSS 3, HDMI 2.1a) DLSS3',
    });
    expect(card.modelCodes).toEqual([]);
    expect(card.measurements).toEqual(['dlss:3', 'hdmi:2.1a', 'x:dlss3']);
    expect(offerAttributes({ title: 'Dron - DJI Neo, 4K, 135 g, Gris' }).measurements).toEqual([
      'g:135',
      'res:4k',
    ]);
    expect(offerAttributes({ title: 'Plancha de pelo - ghd Platinum+, 185 ºC, Negro' }).measurements).toEqual(
      ['c:185'],
    );
    expect(offerAttributes({ title: 'Xiaomi Redmi 13 C 5G 128GB' }).measurements).toEqual([]);
  });

  it('keeps apart two Apple laptops of one line with other memory', () => {
    expect(
      decide(
        'Apple MacBook Air 13,6" MLY13Y/A con chip M2, 8 GB, 256 GB SSD - Blanco estrella',
        'Apple MacBook Air 13,6" MLY23Y/A con chip M2, 8 GB, 512 GB SSD - Blanco estrella',
      ),
    ).toBeNull();
  });
});

describe('consoles and phones written two ways', () => {
  const decide = (a: string, b: string) => decideMatch(offer('a', a), product('b', b));

  it("joins a console whether or not a shop states its storage, and reads a phone's storage first or last", () => {
    expect(decide('Consola - Nintendo Switch 2, 256 GB, Negro', 'Consola Switch 2')).not.toBeNull();
    expect(
      decide('Nintendo Switch Lite Turquesa', 'Nintendo Switch Lite 32GB - Gris - Reacondicionado'),
    ).not.toBeNull();
    const pixel = offerAttributes({ title: 'Google Pixel 9 128 GB + 12 GB RAM móvil libre 5G - Porcelana' });
    expect([pixel.storageGb, pixel.ramGb]).toEqual([128, 12]);
    const galaxy = offerAttributes({ title: 'Samsung Galaxy A16 4GB+128GB Negro' });
    expect([galaxy.storageGb, galaxy.ramGb]).toEqual([128, 4]);
  });

  it('keeps apart two storage sizes of one console when both are stated', () => {
    expect(decide('Consola Xbox Series S 512GB Blanca', 'Consola Xbox Series S 1TB Negra')).toBeNull();
  });
});

describe('devices whose titles name what they are used with', () => {
  const accessory = (title: string) => offerAttributes({ title }).accessory;

  it('takes a cordless vacuum, a printer "de tinta", a lens "for Sony E", a game and a remote player "for PS5" for the device', () => {
    expect(accessory('ASPIRADOR ESCOBA DYSON V8 ADVANCED SIN CABLE ¡OFERTA!')).toBe(false);
    expect(
      accessory(
        'Canon PIXMA MG3650S - Impresora Multifunción de Tinta, WiFi, Impresión a Doble Cara, Blanco',
      ),
    ).toBe(false);
    expect(accessory('Objetivo Sigma 18-50mm F2.8 DC DN | C para Sony E')).toBe(false);
    expect(accessory('Astro Bot para PlayStation 5')).toBe(false);
    expect(accessory('Reproductor remoto PlayStation Portal para PS5')).toBe(false);
    expect(accessory('Garmin Forerunner 165, Smartwatch para correr con GPS, pantalla AMOLED, Negro')).toBe(
      false,
    );
    expect(accessory('Apple Watch Ultra 2 4G 49mm Natural Titanium Ocean Band Blauw')).toBe(false);
  });

  it('still takes an ink for the printers it lists, a strap and a controller "for PS5" for accessories', () => {
    const ink = offerAttributes({
      title:
        'Canon PG-540 Cartucho de Tinta Original Negro para Impresora Pixma MG2150, MG3150, MG3650S, TS5150',
    });
    expect(ink.accessory).toBe(true);
    expect(ink.modelCodes).not.toContain('MG3650S');
    expect(accessory('Apple Watch Band - Correa deportiva - 46 mm - Negro - M/L')).toBe(true);
    expect(accessory('Mando inalámbrico para PS5 compatible, negro')).toBe(true);
    expect(accessory('Cable USB-C a Lightning 1 m')).toBe(true);
  });
});

describe('an XL written apart, and "for" followed by a use', () => {
  it('joins "PG-545XL" and "PG-545 XL", and takes a speaker "for outdoors" or a clock speaker "to see the time" for devices', () => {
    expect(
      decideMatch(
        offer('a', 'Cartucho de tinta - Canon PG-545XL, Negro, 15 ml'),
        product('b', 'Tinteiro CANON PG-545 XL Preto'),
      ),
    ).not.toBeNull();
    expect(
      decideMatch(
        offer('a', 'Cartucho de tinta Canon PG-545 Negro'),
        product('b', 'Tinteiro CANON PG-545 XL Preto'),
      ),
    ).toBeNull();
    const accessory = (title: string) => offerAttributes({ title }).accessory;
    expect(
      accessory('Bose SoundLink Flex Altavoz Bluetooth Portátil, Resistente al Agua para Exteriores, Azul'),
    ).toBe(false);
    expect(
      accessory('Echo Dot con reloj (5.ª generación) | Altavoz inteligente con reloj para ver la hora'),
    ).toBe(false);
  });
});

describe('found on the dev7 set', () => {
  const decide = (a: string, b: string, brandA?: string, brandB?: string) =>
    decideMatch(offer('a', a, brandA), product('b', b, brandB));

  it('reads a second "for" as what a filter fits, and a room "for" as no accessory', () => {
    const filter = offerAttributes({
      title:
        'Krups F088 Claris Cartucho Filtrante de Agua para Cafeteras Superautomáticas Krups, Compatible con Essential EA8108 e Intuition, 1 Unidad',
    });
    expect(filter.modelCodes).not.toContain('EA8108');
    expect(
      decide(
        'Krups F088 Claris Cartucho Filtrante de Agua para Cafeteras Superautomáticas Krups, Compatible con Essential EA8108 e Intuition',
        'Cafetera superautomática - Krups EA8108 Essential, 15 bar, 1450 W, Negro',
      ),
    ).toBeNull();
    expect(
      offerAttributes({
        title: 'Purificador de aire Serie 800 AC0820/10 para estancias de hasta 49 m² - Blanco',
      }).accessory,
    ).toBe(false);
    expect(offerAttributes({ title: 'Philips SH71/50 Scheerkoppen' }).accessory).toBe(true);
  });

  it('joins small appliances named in four languages and a brand written with its group', () => {
    expect(
      decide(
        'Ventilador de pie Xiaomi Smart Standing Fan 2 Pro',
        'Ventoinha de pé XIAOMI Smart Standing Fan 2 Pro',
        'Xiaomi',
        'Xiaomi',
      ),
    ).not.toBeNull();
    expect(
      decide(
        'Patinete eléctrico - Segway-Ninebot KickScooter F2 Pro E, 25 km/h, Autonomía 55 km, Gris',
        'Patinete eléctrico Ninebot KickScooter F2 Pro E con autonomía de 55 km',
        'SEGWAY-NINEBOT',
        'Segway',
      ),
    ).not.toBeNull();
  });
});

describe('a maker found after a kind, and a factory suffix', () => {
  const decide = (a: string, b: string) => decideMatch(offer('a', a), product('b', b));

  it('joins a lock whose maker follows its kind, and a code with and without its two factory characters', () => {
    expect(
      decide(
        'Cerradura inteligente NUKI Smart Lock 4.0 blanca Bluetooth',
        'Nuki Smart Lock 4.0 Cerradura Inteligente Blanca',
      ),
    ).not.toBeNull();
    expect(
      decide(
        'Ventilador de pie ROWENTA Turbo Silence Extreme+ VU5670 negro 40 cm con mando',
        'ROWENTA VU5670F0 Ventilateur sur pied Turbo Silence Extreme+ 40 cm - Noir',
      )?.reason,
    ).toBe('model');
    expect(
      decide('Cartucho de tinta Canon PG-560 Negro', 'Cartucho de tinta Canon PG-560XL Negro'),
    ).toBeNull();
  });
});

describe('a number the title closes with, or its description gives', () => {
  it('reads a code after the last dash as the model number, however short, unless it is a word', () => {
    const codes = (title: string) => offerAttributes({ title }).modelCodes;
    expect(codes('Funda Speck SeeThru rosa para MacBook Air 13 - MBA-PNK-SEE')).toContain('MBAPNKSEE');
    expect(codes('Mando a distancia universal Meliconi - SCC1')).toContain('SCC1');
    expect(codes('Auriculares Sony de botón - MDR EX32LP/BLK')).toContain('MDREX32LPBLK');
    expect(codes('Logitech MX Keys S Teclado inalámbrico (Grafito) - AZERTY')).toEqual([]);
    expect(codes('Logitech MX Keys S Teclado inalámbrico - NEGRO')).toEqual([]);
    expect(codes('MOVIL XIAOMI REDMI NOTE 14 - PACK 2 UNIDADES')).not.toContain('PACK2UNIDADES');
    expect(codes('ROBOT DE COCINA CECOTEC MAMBO - OUTLET')).toEqual([]);
  });

  it("joins a short code one shop closes its title with and another writes among the title's words", () => {
    expect(
      decideMatch(
        offer('a', 'Mando a distancia universal Meliconi - SCC1', 'Meliconi'),
        product('b', 'Meliconi SCC1 mando universal'),
      )?.reason,
    ).toBe('model');
    // Not across variants of a line: "Reno8" is the Pro's line too.
    expect(
      decideMatch(
        offer('a', 'oppo reno8 5g cph2359 256gb shimmer black sim free refurbished excellent'),
        product('b', 'OPPO Reno8 Pro 5G - 256 GB, Glazed Black'),
      ),
    ).toBeNull();
  });

  it("joins an offer whose title gives no number by the number its description's opening gives", () => {
    const mount = described(
      'a',
      'Peerless Universal Tilt Wall Mount',
      'Peerless',
      '<p>Peerless Smart Mount ST660P Universal Tilt Wall Mount for 37" to 60" Screens (Black). Up to 90 kg.</p>',
    );
    expect(mount.attributes.describedCodes).toEqual(['ST660P']);
    expect(mount.attributes.modelCodes).toEqual([]);
    expect(
      decideMatch(mount, product('b', 'Peerless 37" - 60" Flat Panel TV Black Wall Mount - ST660P')),
    ).toEqual({
      reason: 'model',
      detail: 'ST660P',
    });
    // …and the other way round, as the offer with the number comes second.
    expect(
      decideMatch(offer('b', 'Peerless 37" - 60" Flat Panel TV Black Wall Mount - ST660P'), {
        attributes: mount.attributes,
        shops: new Set(['a']),
      })?.reason,
    ).toBe('model');
    // Not another maker's number, not the device a case fits, not past the opening sentence.
    expect(decideMatch(mount, product('b', 'Vogel\'s 37" - 60" TV Wall Mount - ST660P'))).toBeNull();
    expect(
      described(
        'a',
        'Funda Spigen Ultra Hybrid transparente',
        'Spigen',
        'Funda compatible con Samsung Galaxy S24 SM-S921B',
      ).attributes.describedCodes,
    ).toEqual([]);
    expect(
      described(
        'a',
        'Soporte de pared Peerless',
        'Peerless',
        'Soporte inclinable para pantallas. Sustituye al ST640P.',
      ).attributes.describedCodes,
    ).toEqual([]);
  });

  it("never tells two offers apart by a description's number (it may be the shop's own reference)", () => {
    const phone = described(
      'a',
      'Apple iPhone 15 128GB Negro',
      'Apple',
      'REF 8837261 - Apple iPhone 15 de 128 GB',
    );
    expect(decideMatch(phone, product('b', 'Apple iPhone 15 (128 GB) - Azul'))?.reason).toBe('line');
    // A title's own number still comes first: the description is not read then.
    expect(
      described('a', 'Samsung Galaxy S24 128GB SM-S921B', 'Samsung', 'Samsung SM-S926B Galaxy S24+')
        .attributes.describedCodes,
    ).toEqual([]);
  });

  it("lets one maker's whole number outweigh a pack count it holds and the device words of a case", () => {
    expect(
      decideMatch(
        offer('a', 'Sony Papel fotográfico para impresora DPP-FP50, pack de 120 - SVMF120P'),
        product('b', 'Sony papel y cinta de impresión - SVM-F120P', 'Sony'),
      )?.reason,
    ).toBe('model');
    expect(
      decideMatch(
        offer('a', "Speck SeeThru Clear Hard Shell Case For 15' MacBook - MB15CLRSEEV2"),
        product('b', "Speck Products SeeThru Case for Apple 15' MacBook Pro - MB15-CLR-SEE-V2", 'Speck'),
      )?.reason,
    ).toBe('model');
    // A pack count the number does not hold is another product ("CA6903/22" is the pack of two).
    expect(
      decideMatch(
        offer('a', 'Filtro de Água PHILIPS AquaClean CA6903/22 (Pack 2)'),
        product(
          'b',
          'Philips AquaClean CA6903/10 - Filtro de agua para cafeteras superautomáticas, 1 unidad',
          'Philips',
        ),
      ),
    ).toBeNull();
    // Nor does a line's name outweigh a kit against the body.
    expect(
      decideMatch(
        offer('a', 'Cámara EVIL - Sony ZV-E10 II Kit 16-50mm, 26 MP, 4K, Negro'),
        product('b', 'Sony ZV-E10 II Boîtier nu'),
      ),
    ).toBeNull();
  });
});

describe('what a product says as its offers come in', () => {
  it('keeps the network one offer states for the next: a 5G phone does not join the 4G one', () => {
    const groups = groupOffersInOrder([
      offer('pccomp', 'Xiaomi Redmi Note 11 Pro 6/128GB Blanco Polar Libre'),
      offer('phonehouse', 'Xiaomi Redmi Note 11 Pro 4G 6GB/128GB Graphite Gray | Envío gratis'),
      offer(
        'mediam',
        'Móvil - Xiaomi Redmi Note 11 Pro 5G, Atlantic Blue, 128 GB, 6 GB RAM, 6.67" AMOLED 120 Hz',
      ),
    ]);
    expect(groups[1]).toBe(groups[0]);
    expect(groups[2]).not.toBe(groups[0]);
  });

  it("reads a router's 2.5G ports as no mobile network", () => {
    expect(
      offerAttributes({ title: 'TP-Link Archer BE550 - Router WiFi 7 Tribanda BE9300, 5 Puertos 2.5G' })
        .network,
    ).toBe('wifi');
    expect(offerAttributes({ title: 'Xiaomi Redmi Note 13 Pro 5G 8GB/256GB' }).network).toBe('5g');
  });

  it("joins a shop's second colour to the product its first joined by close titles, by the same title", () => {
    const groups = groupOffersInOrder([
      offer(
        'mediam',
        'Auriculares inalámbricos - Bose QuietComfort Ultra Headphones, Cancelación de ruido, Negro',
      ),
      offer('fnac', 'Auriculares Noise Cancelling Bose QuietComfort Ultra Negro'),
      offer('fnac', 'Auriculares Noise Cancelling Bose QuietComfort Ultra Blanco humo'),
      // Not a listing of the same colour: that is another product, or the same listing twice.
      offer('fnac', 'Auriculares Noise Cancelling Bose QuietComfort Ultra Negro mate'),
    ]);
    expect(groups[1]).toBe(groups[0]);
    expect(groups[2]).toBe(groups[0]);
    expect(groups[3]).not.toBe(groups[0]);
  });

  it("reads Apple's and makers' marketing colours as colours", () => {
    const colour = (title: string) => offerAttributes({ title }).colour;
    expect(colour('Apple iPhone 16 Pro Max, Titanio desierto, 256 GB')).toBe('desert');
    expect(colour("iPhone 16 Pro Max APPLE (6.9'' - 256 GB - Titânio Deserto)")).toBe('desert');
    expect(colour('Auriculares Bose QuietComfort Ultra con cancelación de ruido - Arena')).toBe('sand');
    expect(colour('BEATS Studio Pro, Over-ear Kopfhörer Bluetooth Sandstein')).toBe('sand');
    // A shade's name after a colour is the colour's, not a word of the product's name.
    const words = (title: string) => offerAttributes({ title }).titleWords;
    expect(words('Auriculares Noise Cancelling Bose QuietComfort Ultra Blanco humo')).not.toContain('humo');
    expect(words('POCO X4 Pro 5G 6/128GB Negro Láser Libre')).not.toContain('laser');
    expect(words('Impresora láser HP LaserJet Pro 4002dn')).toContain('laser');
    // A maker's named shade after a plain colour is that colour, in Spanish order as in English.
    expect(colour('OnePlus 13 12/256GB Azul Medianoche Libre')).toBe('blue');
    expect(colour('OnePlus 13 12GB 256GB Midnight Blue')).toBe('blue');
    expect(colour('Amazfit GTS 4 Mini, 1.65" AMOLED, GPS, Blanco Menta')).toBe('white');
    expect(colour('Motorola moto g35 5G 4GB/128GB Negro Medianoche')).toBe('black');
    expect(colour('Correa Samsung Sport Band 20mm M/L Galaxy Watch5, Color Grafito')).toBe('black');
  });

  it('joins a long marketing title that holds a short one nearly whole', () => {
    expect(
      decideMatch(
        offer(
          'amazon',
          'Dyson Airstrait Alisador de pelo de húmedo a seco, sin placas calientes, secado y alisado a la vez, cabello sano, Níquel/Cobre',
          'Dyson',
        ),
        product('elcorte', 'Alisador de pelo Dyson Airstrait de húmedo a seco - Níquel y cobre'),
      )?.reason,
    ).toBe('title');
  });

  it("reads a memory kit's modules and timings as no letter and no model number", () => {
    const kit = offerAttributes({
      title:
        'G.Skill Trident Z5 Neo RGB 32 GB (2 x 16 GB) DDR5 6000 CL30-38-38-96 1,35 V F5-6000J3038F16GX2-TZ5NR',
      brand: 'G.SKILL',
    });
    expect(kit.modelCodes).toEqual(['F56000J3038F16GX2TZ5NR']);
    // A Canon ink's "CL-41" is still its number.
    expect(offerAttributes({ title: 'Cartucho de tinta Canon CL-41 tricolor' }).lineCodes).toContain('CL41');
  });
});

describe('brands, uses, counts and packs as European feeds write them', () => {
  it("reads POCO and Redmi as Xiaomi's, whichever a shop names in its brand column", () => {
    expect(
      decideMatch(
        offer('pccomp', 'POCO X4 Pro 5G 6/128GB Negro Láser Libre', 'Xiaomi'),
        product(
          'mediam',
          'Móvil - POCO X4 Pro 5G, Laser Black, 128 GB, 6 GB RAM, 6.67" AMOLED 120 Hz',
          'POCO',
        ),
      )?.reason,
    ).toBe('line');
    expect(offerAttributes({ title: 'POCO X4 Pro 5G 6/128GB', brand: 'POCO' }).brand).toBe('xiaomi');
    expect(offerAttributes({ title: 'Xiaomi Redmi Note 13 8GB/256GB', brand: 'Redmi' }).brand).toBe('xiaomi');
  });

  it('finds a POCO line whether or not a title names Xiaomi, and keeps its generations apart', () => {
    const line = (title: string) => offerAttributes({ title }).productLine;
    expect(line('POCO X5 Pro 5G 8/256GB Amarillo Libre')).toBe('pocox5');
    expect(line('Xiaomi POCO X5 Pro 5G 8GB 256GB Negro (Reacondicionado)')).toBe('pocox5');
    const groups = groupOffersInOrder([
      offer('amazon', 'Xiaomi POCO X5 Pro 5G 8GB 256GB Negro (Reacondicionado)', 'Xiaomi'),
      offer('pccomp', 'POCO X5 Pro 5G 8/256GB Amarillo Libre'),
      offer('carref', 'MOVIL POCO X6 PRO 5G 8GB 256GB NEGRO'),
    ]);
    expect(groups).toEqual([0, 0, 2]);
  });

  it("reads a maker's brands, a brand's line of business, a brand in two words and a marketplace's no-brand as one", () => {
    const brand = (title: string, column?: string) => offerAttributes({ title, brand: column }).brand;
    expect(brand('Auriculares True Wireless - Soundcore Liberty 4 NC', 'SOUNDCORE')).toBe('anker');
    expect(brand('Anker Soundcore Liberty 4 NC Auriculares Bluetooth ANC Blanco')).toBe('anker');
    expect(brand('Eufy Video Doorbell E340 Dual Cam Batterij')).toBe('anker');
    expect(brand('Sage The Barista Express Impress Cafetera Espresso', 'Sage Appliances')).toBe('sage');
    expect(brand('Philips Hue White Ambiance GU10, 2 Unidades', 'Signify')).toBe('philips');
    expect(brand('COSORI Freidora de Aire 6L TurboBlaze', 'Vesync')).toBe('cosori');
    expect(brand('TOMTOM ONE XL Additional Mount Kit - 9S00.006', 'TOM TOM')).toBe('tomtom');
    expect(brand('Micrófono Rode PodMic USB Negro', 'RØDE')).toBe('rode');
    expect(brand('Replacement Remote Control BN59-01259B for Samsung UE55MU6120', 'Generic')).toBeNull();
    expect(brand('Café con leche 16 cápsulas Nescafé Dolce Gusto')).toBe('nescafe');
    expect(brand('Altavoz Bluetooth ULTIMATE EARS WONDERBOOM 4, IP67, 14h, azul cobalto.')).toBe('logitech');
    expect(brand('Ultimate Ears WONDERBOOM 4 - Altavoz Bluetooth, IP67', 'Ultimate Ears')).toBe('logitech');
    expect(brand('Mercusys Halo H80X AX3000 Wi-Fi 6 Pack de 2')).toBe('mercusys');
    expect(brand('Motorola moto g35 5G - Smartphone 5G, 4GB RAM, 128GB, Verde Hoja', 'Lenovo')).toBe(
      'motorola',
    );
    expect(brand('Lenovo IdeaPad Slim 3 15IAH8 i5-12450H/16GB/512GB', 'Lenovo')).toBe('lenovo');
    expect(brand('Xbox Elite Wireless Controller Series 2 – Core Edition (Blanco)', 'Xbox')).toBe(
      'microsoft',
    );
    // A brand column no list knows gives way to a device's brand the title names, unless the title
    // names the column's brand too.
    expect(brand('Secador de pelo ghd Helios 1875W - Negro', 'Jemella')).toBe('ghd');
    expect(brand('Cámara de vigilancia WiFi Imou Ranger 2C 4MP 2K, 360°, Wi-Fi', 'Dahua')).toBe('imou');
    expect(
      brand('Sennheiser ACCENTUM Plus Wireless - Auriculares inalámbricos', 'Sennheiser electronic'),
    ).toBe('sennheiser');
    expect(brand('Ring Video Doorbell (2ª generación) de Amazon | Videotimbre con vídeo HD', 'Ring')).toBe(
      'ring',
    );
    expect(brand('Funda de silicona para Samsung Galaxy S24 Negra', 'Cool')).toBe('cool');
  });

  it('reads "moto g34" as Motorola\'s, "GTS 4 Mini" as a model, and a game\'s genre as no part of its name', () => {
    expect(
      offerAttributes({ title: 'moto g34 5G 128GB - Negro - Libre - Reacondicionado Grado A' }).brand,
    ).toBe('motorola');
    const variants = (title: string) => offerAttributes({ title }).variantWords;
    expect(variants('Amazfit GTS 4 Mini Reloj Inteligente Smartwatch, GPS, Azul')).toContain('mini');
    expect(variants('Mini Dron Plegable con Cámara 4K')).not.toContain('mini');
    expect(variants('TP-Link Tapo P100 (Pack de 4) - Mini Enchufe Inteligente Wi-Fi')).not.toContain('mini');
    expect(
      groupOffersInOrder([
        offer('carref', 'JUEGO NINTENDO SWITCH SUPER MARIO BROS WONDER'),
        offer('alcampo', 'Juego Super Mario Bros. Wonder para Nintendo Switch. Género: plataformas. PEGI 3.'),
      ]),
    ).toEqual([0, 0]);
  });

  it("reads Panasonic's DC- and DMC- prefixes as no part of a camera's number or line", () => {
    expect(
      decideMatch(
        offer('fnac', 'Cámara compacta Panasonic Lumix TZ200 Negro'),
        product('ldlc-fr', 'Panasonic Lumix DC-TZ200 Noir'),
      )?.reason,
    ).toBe('model');
    expect(
      offerAttributes({ title: 'Cámara Evil Panasonic Lumix DMC-G7 con objetivo 14-42 mm' }).productLine,
    ).toBe('lumixg7');
    // Another camera's number stays another camera.
    expect(
      decideMatch(
        offer('fnac', 'Cámara compacta Panasonic Lumix TZ100 Negro'),
        product('ldlc-fr', 'Panasonic Lumix DC-TZ200 Noir'),
      ),
    ).toBeNull();
  });

  it('reads an e-reader in "Negro Tinta" as no ink, and the Italian "auricolare" as earphones', () => {
    expect(
      offerAttributes({
        title:
          'PocketBook Basic Lux 4 Lector de Libros Electrónicos 6" E-Ink, 8 GB, Luz Frontal, Wi-Fi, Negro Tinta',
      }).accessory,
    ).toBe(false);
    expect(offerAttributes({ title: 'Cartucho de tinta negra HP 305' }).accessory).toBe(true);
    expect(
      offerAttributes({ title: 'Huawei FreeBuds SE 2 Auricolare Wireless In-ear Bluetooth Blu' }).titleWords,
    ).toContain('auriculares');
  });

  it('reads a sale\'s name ("Black Friday") as nothing of the product, not even its colour', () => {
    expect(
      offerAttributes({ title: 'Samsung Galaxy S25 128GB Azul Marino - Oferta Black Friday' }).colour,
    ).toBe('blue');
    expect(
      groupOffersInOrder([
        offer('amazon', 'Astro Bot - PlayStation 5 - Oferta Black Friday'),
        offer('pccomp', 'Astro Bot PS5'),
      ]),
    ).toEqual([0, 0]);
  });

  it("reads a phone maker's bare number as its phone's line, and only a phone's", () => {
    const line = (title: string) => offerAttributes({ title }).productLine;
    expect(line('realme 13 Pro 5G 8/256GB Verde Esmeralda Libre')).toBe('realme13');
    expect(line('OnePlus 13 12/256GB Azul Medianoche Libre')).toBe('oneplus13');
    expect(line('Xiaomi 55" 4K UHD Smart TV Negro')).toBeNull();
    expect(
      decideMatch(
        offer(
          'euronics-it',
          'realme 13 Pro 5G 17.0 cm (6,7") Doppia SIM Android 14 5G USB tipo-C 8 GB 256 GB Verde Smeraldo',
        ),
        product('pccomp', 'realme 13 Pro 5G 8/256GB Verde Esmeralda Libre'),
      )?.reason,
    ).toBe('line');
    expect(
      decideMatch(
        offer(
          'euronics-it',
          'realme 12 Pro 5G 17.0 cm (6,7") Doppia SIM Android 14 5G USB tipo-C 8 GB 256 GB Verde',
        ),
        product('pccomp', 'realme 13 Pro 5G 8/256GB Verde Esmeralda Libre'),
      ),
    ).toBeNull();
    expect(
      decideMatch(offer('a', 'OnePlus 13 12GB 256GB Negro'), product('b', 'OnePlus 13R 12GB 256GB Negro')),
    ).toBeNull();
  });

  it('reads a descaler in six languages as one', () => {
    expect(
      decideMatch(
        offer('amazon', 'Durgol Swiss Espresso - Descalcificador, 2 x 125 ml', 'Durgol'),
        product('mmde', 'DURGOL Swiss Espresso Entkalker, 2 x 125 ml - Versandkostenfrei', 'DURGOL'),
      )?.reason,
    ).toBe('title');
  });

  it('reads "Wi-Fi 6 2 unidades" as a version and a count, "Bluetooth 5.3" as one version', () => {
    const measured = (title: string) => offerAttributes({ title }).measurements;
    expect(measured('Mercusys Halo H80X AX3000 Wi-Fi 6 2 unidades - Sistema Wi-Fi Mesh')).toContain('wifi:6');
    expect(measured('Router TP-Link Archer AX55 Wi-Fi 6, Bluetooth 5.3')).toContain('bluetooth:5.3');
    expect(
      groupOffersInOrder([
        offer('coolmod', 'Mercusys Halo H80X AX3000 Wi-Fi 6 2 unidades - Sistema Wi-Fi Mesh'),
        offer('pccomp', 'Mercusys Halo H80X AX3000 Wi-Fi 6 Pack de 2'),
        offer('alter', 'Mercusys Halo H80X, Mesh-WLAN-System (AX3000, Wi-Fi 6, 2 Stück)'),
        offer('fnac', 'Mercusys Halo H80X AX3000 Wi-Fi 6 Pack de 3'),
      ]),
    ).toEqual([0, 0, 0, 3]);
  });

  it('reads Nescafé Dolce Gusto under any of its names, and its capsules counted as a pack', () => {
    const capsules = (title: string, brand?: string) => offerAttributes({ title, brand });
    expect(capsules('CAPSULAS NESCAFE DOLCE GUSTO CORTADO 16 UD').packOf).toBe(16);
    expect(capsules('Nescafé Dolce Gusto Cortado, Pack XL de 30 cápsulas').packOf).toBe(30);
    expect(
      decideMatch(
        offer('carref', 'CAPSULAS NESCAFE DOLCE GUSTO CORTADO 16 UD'),
        product('amazon', 'Nescafé Dolce Gusto Cortado Espresso Macchiato, Pack de 16 cápsulas', 'Nestlé'),
      )?.reason,
    ).toBe('title');
    expect(
      decideMatch(
        offer('carref', 'CAPSULAS NESCAFE DOLCE GUSTO CORTADO 16 UD'),
        product('bol', 'Nescafé Dolce Gusto Cortado - 30 koffiecups', 'Nestlé'),
      ),
    ).toBeNull();
  });

  it('takes "for PC", "for desktop" and "compatible with Intel and AMD" as uses, not as what an accessory fits', () => {
    const accessory = (title: string) => offerAttributes({ title }).accessory;
    expect(accessory('Kingston FURY Beast 16GB (2x8GB) 3200MHz DDR4 CL16 Memoria para escritorio')).toBe(
      false,
    );
    expect(
      accessory('be quiet! Pure Power 12 M 750W ATX 3.0, Fuente de Alimentación para PC, 80 Plus Gold'),
    ).toBe(false);
    expect(
      accessory('Cooler Master Hyper 212 Black Edition Disipador de CPU, Compatible con Intel y AMD'),
    ).toBe(false);
    expect(accessory('Funda de silicona para iPhone 16 Pro Max')).toBe(true);
    // …nor is "for long hair"; nor an e-reader's E Ink screen an ink.
    expect(
      accessory('Moldeador Dyson Airwrap Multi-styler Complete Long para pelo largo - Azul Prusia'),
    ).toBe(false);
    expect(
      accessory('PocketBook Verse Pro - Lector de libros electrónicos de 6", 16 GB, pantalla E Ink Carta'),
    ).toBe(false);
    expect(accessory('Cartucho de tinta HP 924 negro')).toBe(true);
  });

  it('lets one shop count what a product does or comes with and another leave it out', () => {
    expect(
      decideMatch(
        offer(
          'mediam',
          'Dron - DJI Mini 4K, 4K UHD, 31 min de vuelo, Alcance de 10 km, Estabilización de 3 ejes, Gris',
          'DJI',
        ),
        product('fnac', 'Dron DJI Mini 4K Gris', 'DJI'),
      )?.reason,
    ).toBe('title');
    // "3D V-Cache" is no "V" model of the processor.
    expect(
      offerAttributes({ title: 'AMD Ryzen 9 9900X3D Procesador de 12 núcleos, 3D V-Cache, 140 MB de caché' })
        .numberSuffixes,
    ).toEqual([]);
    expect(
      decideMatch(
        offer('alcampo', 'Cepillo de dientes eléctrico ORAL-B Vitality Pro, 3 modos, temporizador, azul.'),
        product('carref', 'CEPILLO DENTAL ELECTRICO ORAL-B VITALITY PRO NEGRO'),
      )?.reason,
    ).toBe('title');
  });

  it("reads a size range, a part number's last piece and a band's name as no code, memory or lens", () => {
    const band = offerAttributes({
      title: 'XIAOMI Smart Band 7 Fitness Tracker, Silikon, 160-224 mm, Schwarz',
    });
    expect(band.modelCodes).toEqual([]);
    expect(band.bundle).toBe(false);
    const card = offerAttributes({
      title: 'Sapphire PULSE Radeon RX 6600, Grafikkarte (11310-01-20G, HDMI, 3x DisplayPort)',
    });
    expect(card.ramGb).toBeNull();
    expect(offerAttributes({ title: 'Sapphire Pulse AMD Radeon RX 6600 8GB GDDR6' }).ramGb).toBe(8);
    // A camera "with" a lens is still a kit.
    expect(offerAttributes({ title: 'Cámara EVIL Sony Alpha 6700 con objetivo E 18-135 mm' }).bundle).toBe(
      true,
    );
  });
});

describe('variant words that name no model', () => {
  it('reads "80 Plus", "Pack XL", "Velocidade Máx" and "d\'air" as no variant, and a tablet "Wi-Fi + 5G" as Cellular', () => {
    const variants = (title: string) => offerAttributes({ title }).variantWords;
    expect(variants('be quiet! Pure Power 12 M 750W 80 Plus Gold Modular')).toEqual([]);
    expect(variants('Nescafé Dolce Gusto Cortado, Pack XL de 30 cápsulas')).toEqual([]);
    expect(
      variants(
        'Trotinete Elétrica XIAOMI Electric Scooter 4 Pro (Velocidade Máx: 25 km/h - Autonomia: 45 km)',
      ),
    ).toEqual(['pro']);
    expect(variants("LEVOIT Core 300S Purificateur d'air connecté filtre HEPA Blanc")).toEqual([]);
    expect(variants('Apple iPad Pro (2024) 11 inch 256GB Wifi + 5G Zilver')).toEqual(['cellular', 'pro']);
    // …while a model's own "Max" and "Plus" stay.
    expect(variants('Robot aspirador - Roborock Q7 Max, 4200 Pa, Blanco')).toEqual(['max']);
    expect(variants('Apple iPhone 16 Pro Max (256 GB) - Titanio del desierto')).toEqual(['max', 'pro']);
    expect(variants('Samsung Galaxy S25 Plus 5G 256GB, Wi-Fi 7')).toEqual(['plus']);
  });
});

describe('one vocabulary for the kinds and features of six languages', () => {
  it('joins titles that name a kind in other words and languages', () => {
    expect(
      decideMatch(
        offer('boulanger', 'Coiffeur multifonction Dyson Airwrap i.d. Bleu de Prusse/Cuivre', 'Dyson'),
        product(
          'elcorte',
          'Moldeador multistyler Dyson Airwrap i.d. con conexión Bluetooth - Azul Prusia/Cobre',
        ),
      )?.reason,
    ).toBe('title');
    expect(
      decideMatch(
        offer('darty', 'Lisseur GHD Chronos Noir'),
        product('elcorte', 'Plancha de pelo ghd Chronos - Negro'),
      )?.reason,
    ).toBe('title');
    const words = (title: string) => offerAttributes({ title }).titleWords;
    expect(words('Robot aspirador y friegasuelos Roborock Qrevo Curv')).toContain('vacuum');
    expect(words('Disco duro externo WD Elements 2 TB')).toEqual(
      expect.arrayContaining(['harddisk', 'external']),
    );
    expect(words('Casque de réalité virtuelle META Quest 2 128Go')).toContain('vr');
    expect(words('Gafas de realidad virtual - Meta Quest 2, 128 GB')).toContain('vr');
  });
});

describe('boards, series, packs of packs and headphones as a product holds them', () => {
  it("keeps a board's DDR4 version apart from the board its name alone means, and reads no board in a tablet's code", () => {
    expect(
      decideMatch(
        offer('ldlc', 'MSI PRO B760M-A WIFI'),
        product('pccomp', 'MSI PRO B760M-A WIFI DDR4 Placa Base Micro-ATX, LGA 1700'),
      ),
    ).toBeNull();
    expect(
      decideMatch(offer('alter', 'MSI PRO B760M-A WIFI, Mainboard'), product('ldlc', 'MSI PRO B760M-A WIFI'))
        ?.reason,
    ).toBe('model');
    expect(
      offerAttributes({ title: 'TABLET SAMSUNG GALAXY TAB S9 FE 10,9" 128GB WIFI SM-X510 PLATA' })
        .variantWords,
    ).toEqual(['fe']);
  });

  it("never joins two appliances by the series they share ('iQ300')", () => {
    expect(
      decideMatch(
        offer('amazon', 'Siemens iQ300 SN23HW60AE Lavavajillas Independiente, 13 Servicios, 60 cm, Blanco'),
        product(
          'elcorte',
          'Lavavajillas Siemens iQ300 SN23HI60AE de 60 cm con 13 servicios - Acero inoxidable',
        ),
      ),
    ).toBeNull();
  });

  it('counts packs of packs ("5 paquetes de 16 cápsulas") as the whole', () => {
    expect(
      offerAttributes({ title: 'Tassimo Marcilla Café con Leche - 5 paquetes de 16 cápsulas (80 bebidas)' })
        .packOf,
    ).toBe(80);
    expect(offerAttributes({ title: 'CAPSULAS TASSIMO MARCILLA CAFE CON LECHE 16 UDS' }).packOf).toBe(16);
  });

  it('keeps what one offer says of how headphones are worn for the offers after it', () => {
    const groups = groupOffersInOrder([
      offer(
        'amazon',
        'Sennheiser MOMENTUM True Wireless 4 Auriculares Inalámbricos con Bluetooth 5.4, Black Copper',
      ),
      offer('fnac', 'Auriculares Noise Cancelling Sennheiser Momentum 4 Wireless Denim'),
      offer('euronics', 'Sennheiser MOMENTUM 4 Wireless Cuffie Wireless A Padiglione Bluetooth Nero'),
    ]);
    expect(groups[2]).not.toBe(groups[0]);
  });
});

describe('what shops add to a title and say nothing against', () => {
  it("reads a folding phone's larger screen, a brand before a code in pieces, a chip's Pro and a glass's Ultra-Wide", () => {
    const read = (title: string) => offerAttributes({ title });
    expect(
      read('Motorola razr 50 ultra, 12/512GB, Pantalla externa pOLED 4", Pantalla interior 6,9" 165Hz')
        .screenInches,
    ).toBe(6.9);
    expect(read('MSI MAG 274QRF QD E2 27" LED Rapid IPS QHD 180Hz').modelCodes).toEqual(['MAG274QRFQD']);
    expect(
      read('Móvil - Nothing Phone (2a), Black, 256 GB, 12 GB RAM, MediaTek Dimensity 7200 Pro').variantWords,
    ).toEqual([]);
    expect(
      read('PanzerGlass Ultra-Wide Fit Protector de Pantalla para Nothing Phone (2a)').variantWords,
    ).toEqual([]);
  });

  it('joins titles one of which gives battery days, AirPlay\'s version or "for TV, games and music"', () => {
    expect(
      decideMatch(
        offer(
          'amazon',
          'Suunto Race Reloj Deportivo GPS con Pantalla AMOLED, Batería de 26 Días, Acero Inoxidable',
          'Suunto',
        ),
        product('bol', 'Suunto Race Stainless Steel - Sporthorloge - AMOLED', 'Suunto'),
      ),
    ).not.toBeNull();
    expect(
      decideMatch(
        offer(
          'amazon',
          'Sonos Ray - Barra de sonido compacta para TV, juegos y música, Wi-Fi, AirPlay 2, negro',
          'Sonos',
        ),
        product('elcorte', 'Barra de sonido Sonos Ray con Wi-Fi y AirPlay 2 - Negro'),
      )?.reason,
    ).toBe('title');
  });
});

describe('sizes, interfaces, uses and conditions a title adds', () => {
  it("reads no code from a line, its variant and a screen's size ('S23 FE 6,4\"'), nor from SATA3", () => {
    expect(offerAttributes({ title: "Samsung Galaxy S23 FE 6,4'' 128GB 5G Morado" }).modelCodes).toEqual([]);
    expect(offerAttributes({ title: 'Samsung Galaxy S23 FE 8/128GB Menta Libre' }).modelCodes).toEqual([]);
    expect(offerAttributes({ title: 'Samsung 870 EVO SSD 500GB SATA3' }).modelCodes).toEqual([]);
  });

  it('joins a monitor\'s 23.8" and a shop\'s rounded 24", never 24" and 27"', () => {
    expect(
      decideMatch(
        offer('amazon', 'LG 24GN600-B UltraGear - Monitor Gaming de 24 pulgadas, Panel IPS 1ms, 144Hz'),
        product('pccomp', 'LG UltraGear 24GN600-B 23.8" LED IPS FullHD 144Hz FreeSync'),
      )?.reason,
    ).toBe('model');
    expect(
      decideMatch(
        offer('a', 'Monitor LG UltraGear 27" 144Hz'),
        product('b', 'Monitor LG UltraGear 23.8" 144Hz'),
      ),
    ).toBeNull();
  });

  it('takes "for calls" as a use, a remote player "for the PS5 console" as a device, and outlet words as no name', () => {
    const read = (title: string) => offerAttributes({ title });
    expect(
      read('Bose QuietComfort 45 Auriculares inalámbricos, con micrófono para llamadas, Blanco Humo')
        .accessory,
    ).toBe(false);
    expect(read('PlayStation Portal Reproductor Remoto para consola PS5').accessory).toBe(false);
    expect(read('Outlet - Aspirador escoba sin cable Dyson V11 - Reacondicionado').titleWords).not.toContain(
      'outlet',
    );
    // A year after a name is a name: "Kindle (2022)" is not the Kindle Paperwhite.
    expect(
      decideMatch(
        offer('bol', 'Amazon Kindle Paperwhite - 16GB - Agavegroen - Refurbished'),
        product('coolblue', 'Amazon Kindle (2022) 16GB Denim'),
      ),
    ).toBeNull();
  });
});

describe('sizes one shop states and another leaves out', () => {
  it("joins a coffee machine's tank and an e-reader's storage one shop leaves out, never a phone's storage", () => {
    expect(
      decideMatch(
        offer('alcampo', 'Cafetera de cápsulas NESPRESSO Krups Inissia, 19 bar, 0,7 l, negro.'),
        product('carref', 'CAFETERA NESPRESSO KRUPS INISSIA BLANCA'),
      )?.reason,
    ).toBe('title');
    expect(
      decideMatch(
        offer('coolblue', 'Kobo Clara 2E Blauw'),
        product('fnac', "eBook Kobo Clara 2E 6'' 16GB Azul", 'Kobo'),
      )?.reason,
    ).toBe('title');
    expect(
      decideMatch(offer('a', 'Apple iPhone 15 Negro'), product('b', 'Apple iPhone 15 128GB Azul')),
    ).toBeNull();
    // A tablet's "QXGA+" screen is no Plus model.
    expect(
      offerAttributes({ title: 'Samsung Galaxy Z Fold6, 256 GB, 7.6" QXGA+ Dynamic AMOLED 2X' }).variantWords,
    ).toEqual([]);
  });
});

describe('cases and clear cases', () => {
  it('keeps a clear case apart from a coloured one for the same phone, and a clear case joins one that names no colour', () => {
    expect(
      decideMatch(
        offer('bol', 'Apple Siliconen hoesje met MagSafe - iPhone 13 mini - Middernacht'),
        product('amazon', 'Apple Funda Transparente con MagSafe para el iPhone 13 mini'),
      ),
    ).toBeNull();
    expect(
      decideMatch(
        offer('worten', 'Capa APPLE iPhone 13 mini MagSafe (Transparente)'),
        product('amazon', 'Apple Funda con MagSafe para el iPhone 13 mini'),
      )?.reason,
    ).toBe('title');
  });
});

describe('counts of batteries', () => {
  it("keeps a drone's Fly More Combo with one battery apart from the one with three, in figures or in words", () => {
    const one = offer('fnac', 'Dron DJI Avata 2 Fly More Combo (1 batería)');
    expect(decideMatch(one, product('darty', 'Drone DJI AVATA 2 Fly More Combo 3 batteries'))).toBeNull();
    expect(
      decideMatch(
        one,
        product('mediam', 'Drone - DJI Avata 2 Fly More Combo (Three Batteries), 4K, 23 min, Gris'),
      ),
    ).toBeNull();
    expect(
      decideMatch(one, product('alter', 'DJI Avata 2 Fly More Combo (Single Battery), Drohne (schwarz)'))
        ?.reason,
    ).toBe('title');
  });
});

describe('what comes in the box, ratings and uses', () => {
  it('reads a memory card "+ Adaptador SD" and a tablet "+ Tab Pen" as the product alone, a console "+ game" as a bundle', () => {
    const bundle = (title: string) => offerAttributes({ title }).bundle;
    expect(bundle('SanDisk Extreme microSDXC 128GB UHS-I U3 V30 A2 Clase 10 + Adaptador SD')).toBe(false);
    expect(bundle('Lenovo Tab M11 11" 4/128GB WiFi Gris + Lenovo Tab Pen')).toBe(false);
    expect(bundle('Consola - Nintendo Switch + Mario Kart 8 Deluxe (código de descarga)')).toBe(true);
  });

  it('joins a speaker whether or not a title gives its IP rating, and a keyboard "for Business"', () => {
    expect(
      decideMatch(
        offer('amazon', 'Bose SoundLink Micro: altavoz Bluetooth portátil resistente al agua, Negro', 'Bose'),
        product('mediam', 'Altavoz inalámbrico - Bose SoundLink Micro, Bluetooth, IP67, 6 h, Negro', 'BOSE'),
      )?.reason,
    ).toBe('title');
    expect(offerAttributes({ title: 'Logitech Keyboard K120 for Business (AZERTY)' }).accessory).toBe(false);
    expect(offerAttributes({ title: 'HP 62 - Inktcartridge - Kleur' }).colour).toBe('multi');
  });
});

describe('memory kits and brands after a kind', () => {
  it("reads a memory kit's size as the kit's however its modules are written", () => {
    const kit = (title: string) => offerAttributes({ title });
    expect(kit('Crucial Pro DDR5 5600MHz 64GB 2x32GB CL46').storageGb).toBe(64);
    expect(
      kit('Crucial DIMM 64 GB DDR5-5600 (2x 32 GB) Dual-Kit, Arbeitsspeicher (schwarz, CP2K32G56C46U5, Pro)')
        .storageGb,
    ).toBe(64);
    expect(kit('Crucial DIMM 64 GB DDR5-5600 (2x 32 GB) Dual-Kit').ramGb).toBeNull();
    expect(kit('Crucial DIMM 64 GB DDR5-5600 (2x 32 GB) Dual-Kit').modelCodes).toEqual([]);
    // A laptop's RAM is still its RAM.
    expect(kit('Portátil ASUS Vivobook 15 i5-1235U/16GB DDR4/512GB SSD/15.6"').ramGb).toBe(16);
  });

  it("reads Dolce Gusto capsules as Nescafé's, and a Dolce Gusto machine as its maker's", () => {
    expect(offerAttributes({ title: 'CAPSULAS DOLCE GUSTO ESPRESSO INTENSO 16 UDS' }).brand).toBe('nescafe');
    expect(
      offerAttributes({ title: 'CAFETERA DE CAPSULAS DOLCE GUSTO KRUPS PICCOLO XS KP1A05 NEGRA' }).brand,
    ).toBe('krups');
  });
});

describe("a screen's, a camera's, a speaker's and a kit lens's words that name no model", () => {
  it('reads OLED as a variant of consoles only, a camera "Ultra Lighting", "Connect+" and a kit lens\'s III as none', () => {
    const variants = (title: string) => offerAttributes({ title }).variantWords;
    expect(variants('HUAWEI nova 11 Smartphone, Pantalla Curva OLED 6,7 Pulgadas, 8GB+256GB, Negro')).toEqual(
      [],
    );
    expect(
      variants('Móvil libre Huawei Pura 70 de 12 GB RAM y 256 GB con cámara Ultra Lighting - Negro'),
    ).toEqual([]);
    expect(
      variants('JBL Charge 4 - Altavoz inalámbrico portátil con Bluetooth, JBL Connect+, negro'),
    ).toEqual([]);
    expect(variants('Consola Nintendo Switch OLED Blanca')).toEqual(['oled']);
    expect(variants('Valve Steam Deck OLED 512GB')).toEqual(['oled']);
    const kit = offerAttributes({ title: 'CAMARA REFLEX CANON EOS 4000D + 18-55 III 18MP WIFI' });
    expect(kit.variantWords).toEqual([]);
    expect(kit.numberSuffixes).toEqual([]);
    expect(offerAttributes({ title: 'Cámara compacta Sony RX100 III' }).numberSuffixes).toEqual(['iii']);
  });
});

describe('features named like models, pads, heads and uses', () => {
  it('reads "FreshCare+", "Super Actua", coffee pads, a "Scheerkop" and "for pets" or "for Windows, Mac" as what they are', () => {
    const read = (title: string) => offerAttributes({ title });
    expect(
      read('Lavadora carga frontal - Whirlpool FFB 8448 BV SP, 8 kg, 1400 rpm, Vapor, FreshCare+, Blanco')
        .variantWords,
    ).toEqual([]);
    expect(
      read('Google Pixel 8 Pro: smartphone Android libre con pantalla Super Actua - Azul celeste, 128GB')
        .variantWords,
    ).toEqual(['pro']);
    expect(read('CAFE SENSEO CLASSIC 36 MONODOSIS').packOf).toBe(36);
    expect(read('Braun Series 9 92S - Scheerkop - Zilver').accessory).toBe(true);
    expect(
      read('iRobot Roomba i3+ Robot Aspirador con vaciado automático, Wi-Fi, Ideal para mascotas, i3552')
        .accessory,
    ).toBe(false);
    expect(
      read('Logitech K380 Teclado Inalámbrico Multidispositivo Bluetooth para Windows, Mac, iPad, Android')
        .accessory,
    ).toBe(false);
    // "Galaxy S8+" and "Pro+" are still Plus models.
    expect(read('Samsung Galaxy S8+ 64GB').variantWords).toContain('plus');
  });
});

describe("a console's screen, DualShock and ink bottles", () => {
  it("joins a console whose screen one shop gives, reads DualShock as Sony's and an Inktfles as ink", () => {
    expect(
      decideMatch(
        offer('mediam', 'Consola - Nintendo Switch Lite, 32 GB, 5.5", Gris', 'NINTENDO'),
        product('carref', 'Consola Nintendo Switch Lite - Amarillo'),
      )?.reason,
    ).not.toBeUndefined();
    expect(offerAttributes({ title: 'MANDO DUALSHOCK 4 V2 NEGRO PS4' }).brand).toBe('sony');
    expect(offerAttributes({ title: 'Epson 101 - Inktfles - Zwart' }).accessory).toBe(true);
  });
});

describe('codes in capitals and measurements after a word', () => {
  it('reads no code from a line written in capitals ("GALAXY TAB S7 FE") nor from "app, 2300 Pa"', () => {
    expect(
      offerAttributes({ title: 'TABLET SAMSUNG GALAXY TAB S7 FE 12,4" 4GB 64GB WIFI NEGRO' }).modelCodes,
    ).toEqual([]);
    expect(
      offerAttributes({
        title: 'Robot aspirador CECOTEC Conga 3090, navegación láser, friega, app, 2300 Pa.',
      }).lineCodes,
    ).toEqual([]);
    // A code in pieces in a title of capitals is still one ("HOTPOINT NSWM 843C W UK N").
    expect(offerAttributes({ title: 'LAVADORA HOTPOINT NSWM 843C W UK N 8KG' }).modelCodes).toContain(
      'NSWM843CWUKN',
    );
  });
});

describe('numbers compared elsewhere', () => {
  it("lets one title say 5G, a kit's modules or a phone's screen and another leave them out", () => {
    expect(
      decideMatch(
        offer('coolblue', 'OnePlus Nord 3 5G 256GB Zwart'),
        product('pccomp', 'OnePlus Nord 3 16/256GB Tempest Gray Libre'),
      ),
    ).not.toBeNull();
    expect(
      decideMatch(
        offer('coolmod', 'Corsair Vengeance LPX DDR4 3200MHz 32GB 2x16GB CL16 Negra'),
        product('pccomp', 'Corsair Vengeance LPX DDR4 3200MHz 32GB CL16'),
      ),
    ).not.toBeNull();
    // …while a tablet line's two screens stay two products.
    expect(
      decideMatch(
        offer('a', 'Apple iPad Pro 13" M4 256GB Wi-Fi Plata'),
        product('b', 'Apple iPad Pro M4 256GB Wi-Fi Plata'),
      ),
    ).toBeNull();
  });
});

describe('power supplies', () => {
  it('reads no colour from "80 Plus Gold" and no cable from "Kabel-Management"', () => {
    const psu = offerAttributes({
      title: 'be quiet! Pure Power 12 M 850W, PC-Netzteil (schwarz, Kabel-Management, 850 Watt)',
    });
    expect(psu.accessory).toBe(false);
    expect(offerAttributes({ title: 'Seasonic FOCUS GX-750 750W 80 Plus Gold Modular' }).colour).toBeNull();
  });
});

describe('a plus sign that adds nothing', () => {
  it('reads "Face + Body", a keyboard "+ Ratón" combo and "Studio Buds + con…" as no bundle', () => {
    const bundle = (title: string) => offerAttributes({ title }).bundle;
    expect(
      bundle('Afeitadora - Philips OneBlade 360 Face + Body QP2834/20, Recortadora, 5 en 1, Verde Lima'),
    ).toBe(false);
    expect(bundle('Logitech MK270 Wireless Combo Teclado + Ratón Negro - Teclado')).toBe(false);
    expect(
      bundle('Auriculares True Wireless Beats Studio Buds + con cancelación de ruido - Transparente'),
    ).toBe(false);
    expect(
      bundle('SANDISK Carte mémoire microSDXC Extreme 256 Go + Adaptateur SD - SDSQXAV-256G-GN6MA'),
    ).toBe(false);
    expect(bundle('Dron DJI Mavic 3 Classic + Radiocontrol DJI RC')).toBe(true);
  });
});

describe('packs counted by what they hold', () => {
  it('reads "4 cabezales" and "36 pz" as packs, and a "Battery Pack 10.000mAh" as no pack', () => {
    const pack = (title: string) => offerAttributes({ title }).packOf;
    expect(pack('Recambio Oral-B Sensitive Clean 4 cabezales')).toBe(4);
    expect(pack('Lavazza A Modo Mio Qualità Rossa capsule caffè 36 pz')).toBe(36);
    expect(pack('Samsung Battery Pack 10.000mAh 25W Beige | Envío gratis')).toBeNull();
    expect(offerAttributes({ title: 'Amazfit GTR 3 Pro Smartwatch Marrón Piel', brand: 'Huami' }).brand).toBe(
      'amazfit',
    );
  });
});

describe("makers' colour names", () => {
  it("reads chalk, anthracite, denim and coral as colours, so a shop's two colours of one product join", () => {
    const colour = (title: string) => offerAttributes({ title }).colour;
    expect(
      colour('Altavoz inteligente Google Nest Mini (2.ª generación) con Asistente de Google - Tiza'),
    ).toBe('white');
    expect(colour('Altavoz inteligente con Alexa - Amazon Echo (4.ª generación), Antracita')).toBe('grey');
    expect(colour('Auriculares Noise Cancelling Sennheiser Momentum 4 Wireless Denim')).toBe('blue');
    expect(colour('CONSOLA NINTENDO SWITCH LITE CORAL')).toBe('pink');
    const groups = groupOffersInOrder([
      offer('carref', 'CONSOLA NINTENDO SWITCH LITE CORAL'),
      offer('carref', 'CONSOLA NINTENDO SWITCH LITE AZUL'),
    ]);
    expect(groups[1]).toBe(groups[0]);
    // "Carbon Black" is black, and a controller stays apart from the console.
    expect(
      decideMatch(
        offer('amazon', 'Mando Inalámbrico Xbox - Carbon Black - Xbox Series X|S, Xbox One, Windows'),
        product('alter', 'Microsoft Xbox Series X, Spielkonsole (Schwarz)'),
      ),
    ).toBeNull();
  });
});
