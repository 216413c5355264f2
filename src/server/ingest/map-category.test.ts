import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from '../../shared/categories.ts';
import { CATEGORY_RULES } from './category-rules.ts';
import {
  type CategoryInput,
  compileKeywords,
  createCategoryMapper,
  findInvalidRuleTargets,
  mapCategory,
  normalizeCategoryText,
} from './map-category.ts';

type Expected = [category: string, subcategory: string | null] | null;

// What shops really write (the demo feeds' strings first), and where it must land.
const CASES: Array<[CategoryInput, Expected]> = [
  // English shop categories as affiliate feeds from UK and Irish shops label them (issue 15)
  [{ merchantCategory: 'Mobile Phones' }, ['electronics', 'smartphones']],
  [{ merchantCategory: 'Fridge Freezers' }, ['appliances', 'large-appliances']],
  [{ merchantCategory: 'CPUs' }, ['computers', 'processors']],
  [{ merchantCategory: 'TVs' }, ['electronics', 'televisions']],
  [{ merchantCategory: 'Digital Cameras' }, ['electronics', 'cameras']],
  [{ merchantCategory: 'Washer Dryers' }, ['appliances', 'large-appliances']],
  [{ merchantCategory: 'Steam Irons' }, ['appliances', 'small-appliances']],
  // demo feed strings
  [{ merchantCategory: 'Informática > Portátiles' }, ['computers', 'laptops']],
  [{ merchantCategory: 'Informática > Ordenadores de sobremesa' }, ['computers', 'desktops']],
  [{ merchantCategory: 'Informática > Monitores' }, ['computers', 'monitors']],
  [{ merchantCategory: 'Informática > Tablets' }, ['computers', 'tablets']],
  [{ merchantCategory: 'Informática > Componentes > Tarjetas gráficas' }, ['computers', 'graphics-cards']],
  [{ merchantCategory: 'Informática > Componentes > Procesadores' }, ['computers', 'processors']],
  [{ merchantCategory: 'Informática > Componentes > Placas base' }, ['computers', 'motherboards']],
  [{ merchantCategory: 'Informática > Componentes > Memoria RAM' }, ['computers', 'memory']],
  [{ merchantCategory: 'Informática > Almacenamiento > Discos SSD' }, ['computers', 'storage']],
  [{ merchantCategory: 'Informática > Almacenamiento > Discos duros' }, ['computers', 'storage']],
  [{ merchantCategory: 'Informática > Periféricos > Teclados' }, ['computers', 'keyboards-mice']],
  [{ merchantCategory: 'Informática > Periféricos > Ratones' }, ['computers', 'keyboards-mice']],
  [{ merchantCategory: 'Informática > Impresoras' }, ['computers', 'printers']],
  [{ merchantCategory: 'Informática > Redes > Routers' }, ['computers', 'networking']],
  [{ merchantCategory: 'Electrónica > Telefonía > Smartphones' }, ['electronics', 'smartphones']],
  [{ merchantCategory: 'Electrónica > Televisores' }, ['electronics', 'televisions']],
  [{ merchantCategory: 'Electrónica > Audio > Auriculares' }, ['electronics', 'headphones']],
  [{ merchantCategory: 'Electrónica > Audio > Altavoces' }, ['electronics', 'speakers-audio']],
  [{ merchantCategory: 'Electrónica > Fotografía > Cámaras' }, ['electronics', 'cameras']],
  [{ merchantCategory: 'Electrónica > Wearables > Smartwatches' }, ['electronics', 'smartwatches']],
  [{ merchantCategory: 'Electrónica > Hogar inteligente' }, ['electronics', 'smart-home']],
  [{ merchantCategory: 'Videojuegos > PS5' }, ['toys-games', 'video-games']],
  [{ merchantCategory: 'Videojuegos > Nintendo Switch' }, ['toys-games', 'video-games']],
  [{ merchantCategory: 'Videojuegos > Xbox Series' }, ['toys-games', 'video-games']],
  [{ merchantCategory: 'Videojuegos > Consolas' }, ['toys-games', 'consoles']],
  [{ merchantCategory: 'Videojuegos > Accesorios' }, ['toys-games', 'gaming-accessories']],
  [{ merchantCategory: 'Música > CD' }, ['music-movies', 'music']],
  [{ merchantCategory: 'Regalos originales' }, ['original-gifts', 'gifts']],
  // other shop wordings
  [{ merchantCategory: 'Ordenadores portátiles' }, ['computers', 'laptops']],
  [{ merchantCategory: 'Portátiles y Ultrabooks' }, ['computers', 'laptops']],
  [{ merchantCategory: 'Laptops' }, ['computers', 'laptops']],
  [{ merchantCategory: 'Computers > Laptops' }, ['computers', 'laptops']],
  [{ merchantCategory: 'INFORMATICA > PORTATILES' }, ['computers', 'laptops']],
  [{ merchantCategory: 'informatica/portatiles gaming' }, ['computers', 'laptops']],
  [{ merchantCategory: 'Informática > Portátiles > Cargadores' }, ['computers', 'computer-accessories']],
  [{ merchantCategory: 'Informática > Portátiles > Mochilas' }, ['luggage', 'backpacks']],
  [{ merchantCategory: 'Informática' }, ['computers', null]],
  [{ merchantCategory: 'Informática > Componentes > Memorias' }, ['computers', 'memory']],
  [{ merchantCategory: 'Libros > Memorias' }, ['books', 'printed-books']],
  [{ merchantCategory: 'Tarjetas de memoria' }, ['computers', 'storage']],
  [{ merchantCategory: 'Cajas y fuentes de alimentación' }, ['computers', 'pc-cases-power']],
  [
    { merchantCategory: 'Informática > Componentes > Fuentes de alimentación' },
    ['computers', 'pc-cases-power'],
  ],
  [{ merchantCategory: 'Informática > Componentes > Refrigeración' }, ['computers', 'pc-cases-power']],
  [{ merchantCategory: 'Teclados y ratones' }, ['computers', 'keyboards-mice']],
  [{ merchantCategory: 'Impresoras y escáneres > Tinta' }, ['computers', 'printers']],
  [{ merchantCategory: 'Redes > Switches' }, ['computers', 'networking']],
  [{ merchantCategory: 'Software > Antivirus' }, ['computers', 'software']],
  [{ merchantCategory: 'Accesorios de informática' }, ['computers', 'computer-accessories']],
  [{ merchantCategory: 'Electrónica > Vídeo > Monitores de ordenador' }, ['computers', 'monitors']],
  [{ categoryPath: 'Electronics > Computers > Tablet Computers' }, ['computers', 'tablets']],
  [{ merchantCategory: 'Telefonía > Móviles libres' }, ['electronics', 'smartphones']],
  [{ merchantCategory: 'Telefonía > Accesorios > Fundas' }, ['electronics', 'phone-accessories']],
  [{ merchantCategory: 'Smartphones > Fundas' }, ['electronics', 'phone-accessories']],
  [{ categoryName: 'Mobile Phones' }, ['electronics', 'smartphones']],
  [{ categoryName: 'Mobile Phone Accessories' }, ['electronics', 'phone-accessories']],
  [{ categoryName: 'Televisions' }, ['electronics', 'televisions']],
  [{ merchantCategory: 'TV > Soportes TV' }, ['electronics', 'televisions']],
  [{ merchantCategory: 'Series TV' }, ['music-movies', 'movies-series']],
  [{ categoryName: 'Headphones' }, ['electronics', 'headphones']],
  [{ merchantCategory: 'Gaming > Auriculares' }, ['toys-games', 'gaming-accessories']],
  [{ merchantCategory: 'Auriculares gaming' }, ['toys-games', 'gaming-accessories']],
  [{ merchantCategory: 'Altavoces inteligentes' }, ['electronics', 'smart-home']],
  [{ merchantCategory: 'Altavoces portátiles' }, ['electronics', 'speakers-audio']],
  [{ merchantCategory: 'Barras de sonido' }, ['electronics', 'speakers-audio']],
  [{ merchantCategory: 'Cámaras de vigilancia' }, ['electronics', 'smart-home']],
  [{ merchantCategory: 'Fotografía > Objetivos' }, ['electronics', 'cameras']],
  [{ merchantCategory: 'Relojes inteligentes' }, ['electronics', 'smartwatches']],
  [{ merchantCategory: 'Smartwatches > Correas' }, ['electronics', 'smartwatches']],
  [{ merchantCategory: 'Libros electrónicos' }, ['electronics', 'ereaders']],
  [{ merchantCategory: 'Drones' }, ['electronics', 'drones']],
  [{ merchantCategory: 'Proyectores' }, ['electronics', 'projectors']],
  [{ merchantCategory: 'Electrónica' }, ['electronics', null]],
  [{ categoryName: 'Video Games' }, ['toys-games', 'video-games']],
  [{ categoryName: 'Games Consoles' }, ['toys-games', 'consoles']],
  [{ categoryPath: 'Electronics > Video Game Consoles' }, ['toys-games', 'consoles']],
  [{ categoryPath: 'Electrónica > Accesorios para videoconsolas' }, ['toys-games', 'gaming-accessories']],
  [{ categoryPath: 'Software > Video Game Software' }, ['toys-games', 'video-games']],
  [{ merchantCategory: 'Juegos PS4' }, ['toys-games', 'video-games']],
  [{ merchantCategory: 'PS5 > Juegos' }, ['toys-games', 'video-games']],
  [{ merchantCategory: 'Switch > Mandos' }, ['toys-games', 'gaming-accessories']],
  [{ merchantCategory: 'Consolas y videojuegos' }, ['toys-games', null]],
  [{ merchantCategory: 'Consolas de videojuegos' }, ['toys-games', 'consoles']],
  [{ merchantCategory: 'PS5' }, ['toys-games', null]],
  [{ merchantCategory: 'PS5', productName: 'Consola PlayStation 5 Slim' }, ['toys-games', 'consoles']],
  [{ merchantCategory: 'Sillas gaming' }, ['toys-games', 'gaming-accessories']],
  [{ merchantCategory: 'Juguetes > Juegos de mesa' }, ['toys-games', 'board-games']],
  [{ merchantCategory: 'Juguetes > Coches' }, ['toys-games', 'toys']],
  [{ merchantCategory: 'Juguetes' }, ['toys-games', 'toys']],
  [{ merchantCategory: 'Música > Vinilos' }, ['music-movies', 'music']],
  [{ categoryName: 'Music' }, ['music-movies', 'music']],
  [{ categoryName: 'CDs' }, ['music-movies', 'music']],
  [{ categoryName: 'DVD & Blu-ray' }, ['music-movies', 'movies-series']],
  [{ merchantCategory: 'Cine > Películas' }, ['music-movies', 'movies-series']],
  [{ merchantCategory: 'Instrumentos musicales > Guitarras' }, ['music-movies', 'musical-instruments']],
  [{ merchantCategory: 'Instrumentos > Teclados' }, ['music-movies', 'musical-instruments']],
  [{ merchantCategory: 'Vinilos decorativos' }, ['home-decor', 'wall-art']],
  [{ merchantCategory: 'Equipos de música' }, ['electronics', 'speakers-audio']],
  [{ categoryName: 'Gifts' }, ['original-gifts', 'gifts']],
  [{ categoryName: 'Gadgets' }, ['original-gifts', 'gadgets']],
  [{ merchantCategory: 'Regalos > Gadgets' }, ['original-gifts', 'gadgets']],
  [{ merchantCategory: 'Tarjetas regalo' }, ['gift-cards', 'gift-card']],
  [{ categoryName: 'Perfume' }, ['perfumery', 'fragrances']],
  [{ merchantCategory: 'Perfumería > Mujer' }, ['perfumery', null]],
  [{ merchantCategory: 'Perfumes > Mujer' }, ['perfumery', 'fragrances']],
  [{ merchantCategory: 'Cosmética > Maquillaje' }, ['perfumery', 'cosmetics']],
  [{ merchantCategory: 'Cuidado personal > Afeitadoras' }, ['perfumery', 'personal-care']],
  [{ merchantCategory: 'Secadores de pelo' }, ['perfumery', 'personal-care']],
  [{ categoryName: 'Wine' }, ['wines', 'wine']],
  [{ merchantCategory: 'Vinos > Tintos' }, ['wines', 'wine']],
  [{ merchantCategory: 'Licores > Whisky' }, ['wines', 'spirits']],
  [{ merchantCategory: 'Copas de vino' }, ['home', 'kitchen']],
  [{ merchantCategory: 'Electrodomésticos > Lavadoras' }, ['appliances', 'large-appliances']],
  [{ merchantCategory: 'Pequeño electrodoméstico > Freidoras de aire' }, ['appliances', 'small-appliances']],
  [{ merchantCategory: 'Robots aspiradores' }, ['appliances', 'vacuum-cleaners']],
  [{ merchantCategory: 'Cafeteras' }, ['appliances', 'coffee-machines']],
  [{ merchantCategory: 'Aire acondicionado portátil' }, ['appliances', 'climate']],
  [{ merchantCategory: 'Hogar > Cocina > Sartenes' }, ['home', 'kitchen']],
  [{ merchantCategory: 'Hogar > Muebles > Sofás' }, ['home', 'furniture']],
  [{ merchantCategory: 'Hogar > Textil > Ropa de cama' }, ['home', 'home-textiles']],
  [{ merchantCategory: 'Iluminación > Lámparas de mesa' }, ['home', 'lighting']],
  [{ merchantCategory: 'Hogar > Almacenamiento' }, ['home', null]],
  [{ merchantCategory: 'Decoración > Cuadros' }, ['home-decor', 'wall-art']],
  [{ merchantCategory: 'Decoración > Espejos' }, ['home-decor', 'decor-accessories']],
  [{ merchantCategory: 'Moda > Mujer > Vestidos' }, ['fashion', 'womens-clothing']],
  [{ merchantCategory: 'Moda > Hombre > Camisetas' }, ['fashion', 'mens-clothing']],
  [{ categoryName: "Women's Clothing" }, ['fashion', 'womens-clothing']],
  [{ merchantCategory: 'Calzado > Zapatillas' }, ['fashion', 'shoes']],
  [{ merchantCategory: 'Complementos > Bolsos' }, ['fashion', 'fashion-accessories']],
  [{ categoryName: 'Watches' }, ['jewelry', 'watches']],
  [{ merchantCategory: 'Joyería > Anillos' }, ['jewelry', 'jewellery']],
  [{ merchantCategory: 'Joyería y relojes' }, ['jewelry', null]],
  [{ merchantCategory: 'Deportes > Fitness > Mancuernas' }, ['sports', 'fitness']],
  [{ merchantCategory: 'Bicicletas estáticas' }, ['sports', 'fitness']],
  [{ merchantCategory: 'Ciclismo > Cascos' }, ['sports', 'cycling']],
  [{ merchantCategory: 'Montaña > Tiendas de campaña' }, ['sports', 'outdoor']],
  [{ merchantCategory: 'Bebés > Sillas de coche' }, ['babies', 'baby-gear']],
  [{ merchantCategory: 'Bebés > Carritos' }, ['babies', 'baby-gear']],
  [{ merchantCategory: 'Bebés > Pañales' }, ['babies', 'baby-care']],
  [{ merchantCategory: 'Libros > Novela' }, ['books', 'printed-books']],
  [{ merchantCategory: 'eBooks' }, ['books', 'ebooks']],
  [{ merchantCategory: 'Mascotas > Perros > Camas' }, ['pets', 'dogs']],
  [{ merchantCategory: 'Mascotas > Gatos' }, ['pets', 'cats']],
  [{ merchantCategory: 'Mascotas' }, ['pets', null]],
  [{ merchantCategory: 'Bricolaje > Taladros' }, ['diy-garden', 'tools']],
  [{ merchantCategory: 'Jardín > Barbacoas' }, ['diy-garden', 'garden']],
  [{ merchantCategory: 'Muebles de jardín' }, ['diy-garden', 'garden']],
  [{ merchantCategory: 'Equipaje > Maletas de cabina' }, ['luggage', 'suitcases']],
  [{ merchantCategory: 'Mochilas' }, ['luggage', 'backpacks']],
  [{ merchantCategory: 'Coche > Accesorios' }, ['car-motorcycle', 'car-accessories']],
  [{ merchantCategory: 'Coche > Altavoces' }, ['car-motorcycle', 'car-electronics']],
  [{ merchantCategory: 'Motos > Cascos' }, ['car-motorcycle', 'motorcycle']],
  [{ categoryName: 'Sat Nav' }, ['car-motorcycle', 'car-electronics']],
  [{ categoryPath: 'Electrónica > Audio > Auriculares' }, ['electronics', 'headphones']],
  [
    { categoryPath: 'Electronics > Communications > Telephony > Mobile Phones' },
    ['electronics', 'smartphones'],
  ],
  [{ categoryPath: 'Media > Music & Sound Recordings' }, ['music-movies', 'music']],
  [{ categoryPath: 'Animals & Pet Supplies > Pet Supplies > Dog Supplies' }, ['pets', 'dogs']],
  [{ categoryPath: 'Home & Garden > Kitchen & Dining' }, ['home', 'kitchen']],
  [
    { categoryPath: 'Health & Beauty > Personal Care > Cosmetics > Perfume & Cologne' },
    ['perfumery', 'fragrances'],
  ],
  [{ categoryPath: 'Luggage & Bags > Suitcases' }, ['luggage', 'suitcases']],
  [
    { categoryPath: 'Vehicles & Parts > Vehicle Parts & Accessories > Vehicle Electronics' },
    ['car-motorcycle', 'car-electronics'],
  ],
  [{ categoryPath: 'Juegos y juguetes > Juegos > Juegos de mesa' }, ['toys-games', 'board-games']],
  [
    { categoryPath: 'Arte y ocio > Hobbies y artes creativas > Instrumentos musicales' },
    ['music-movies', 'musical-instruments'],
  ],
  // mixed/other languages
  [{ merchantCategory: 'Ordinateurs portables' }, ['computers', 'laptops']],
  [{ merchantCategory: 'Kopfhörer' }, ['electronics', 'headphones']],
  [{ merchantCategory: 'Telemóveis' }, ['electronics', 'smartphones']],
  [{ merchantCategory: 'Portáteis' }, ['computers', 'laptops']],
  [{ merchantCategory: 'Jeux vidéo' }, ['toys-games', 'video-games']],
  [{ merchantCategory: 'tarjetas graficas' }, ['computers', 'graphics-cards']],
  [{ merchantCategory: 'AURICULARES' }, ['electronics', 'headphones']],
  // precedence of texts
  [{ merchantCategory: 'Ofertas', categoryName: 'Laptops' }, ['computers', 'laptops']],
  [{ merchantCategory: 'Informática', categoryName: 'Graphics Cards' }, ['computers', 'graphics-cards']],
  [
    { merchantCategory: 'Informática', productName: 'Portátil Lenovo IdeaPad Slim 3 15,6"' },
    ['computers', 'laptops'],
  ],
  [{ merchantCategory: 'Informática', productName: 'Auriculares Sony WH-1000XM5' }, ['computers', null]],
  [
    { merchantCategory: 'Electrónica > Audio > Auriculares', productName: 'Portátil HP' },
    ['electronics', 'headphones'],
  ],
  // product names only
  [{ productName: 'Portátil HP 15s-fq5012ns Intel Core i5 8GB RAM 512GB SSD' }, ['computers', 'laptops']],
  [{ productName: 'HP 15s Laptop Intel Core i5 8GB RAM 512GB SSD' }, ['computers', 'laptops']],
  [{ productName: 'Lenovo IdeaPad 3 Intel Core i5 8GB 512GB SSD 15.6 Laptop' }, ['computers', 'laptops']],
  [{ productName: 'Memoria RAM Kingston Fury 16GB DDR4 para portátil' }, ['computers', 'memory']],
  [{ productName: 'Funda para iPhone 15 Pro' }, ['electronics', 'phone-accessories']],
  [{ productName: 'Spigen Ultra Hybrid iPhone 15 Case' }, ['electronics', 'phone-accessories']],
  [{ productName: 'Apple iPhone 15 128GB Negro' }, ['electronics', 'smartphones']],
  [{ productName: 'Samsung Galaxy S24 Ultra 256GB' }, ['electronics', 'smartphones']],
  [{ productName: 'Mochila para portátil 15,6"' }, ['luggage', 'backpacks']],
  [{ productName: 'Altavoz portátil JBL Flip 6' }, ['electronics', 'speakers-audio']],
  [{ productName: 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones' }, ['electronics', 'headphones']],
  [{ productName: 'Mando inalámbrico DualSense PS5' }, ['toys-games', 'gaming-accessories']],
  [{ productName: 'Juego EA Sports FC 25 para PS5' }, ['toys-games', 'video-games']],
  [{ productName: 'Juego de sábanas 150 cm algodón' }, ['home', 'home-textiles']],
  [{ productName: 'Consola PS5 Slim con 2 mandos' }, ['toys-games', 'consoles']],
  [{ productName: 'Camiseta básica mujer algodón' }, ['fashion', 'womens-clothing']],
  [{ productName: 'Reloj inteligente Xiaomi Redmi Watch 4' }, ['electronics', 'smartwatches']],
  [{ productName: 'Cama para perros grande' }, ['pets', 'dogs']],
  [{ productName: 'Pink Floyd - The Dark Side of the Moon (CD)' }, ['music-movies', 'music']],
  [{ productName: 'Soporte de pared para TV 32-65"' }, ['electronics', 'televisions']],
  [{ productName: 'Cargador USB-C 20W para iPhone' }, ['electronics', 'phone-accessories']],
  [{ productName: 'Cargador para portátil HP 65W' }, ['computers', 'computer-accessories']],
  [{ productName: 'Motorola Moto G84 5G 256GB' }, ['electronics', 'smartphones']],
  [{ productName: 'Perfume Hugo Boss Bottled Eau de Toilette 100ml' }, ['perfumery', 'fragrances']],
  [{ merchantCategory: 'Coche y moto > Accesorios para el coche' }, ['car-motorcycle', 'car-accessories']],
  [{ merchantCategory: 'Coche y moto > Accesorios moto' }, ['car-motorcycle', 'motorcycle']],
  [{ merchantCategory: 'TV, Vídeo y Home Cinema' }, ['electronics', null]],
  [{ merchantCategory: 'Hogar', productName: 'Soporte TV pared' }, ['home', null]],
  [{ merchantCategory: 'Informática > Accesorios > Ratones' }, ['computers', 'keyboards-mice']],
  [{ merchantCategory: 'Gaming > Sillas' }, ['toys-games', 'gaming-accessories']],
  [{ productName: 'Ratón gaming Razer DeathAdder' }, ['computers', 'keyboards-mice']],
  [{ productName: 'Xbox Series X 1TB' }, null],
  // junk
  [{ merchantCategory: 'programa de fidelidad' }, null],
  [{ merchantCategory: 'Programa de fidelidad', productName: 'Puntos extra' }, null],
  [{ merchantCategory: 'Ofertas' }, null],
  [{ merchantCategory: 'Novedades > Black Friday' }, null],
  [{ merchantCategory: 'Sin categoría' }, null],
  [{ merchantCategory: '', categoryName: null, productName: '' }, null],
  [{}, null],
  [{ merchantCategory: 'tvoc' }, null],
  [{ productName: 'XK-2000 Pro Max' }, null],
  [{ merchantCategory: '---' }, null],
];

function describeInput(input: CategoryInput): string {
  return Object.entries(input)
    .map(([field, value]) => `${field}=${JSON.stringify(value)}`)
    .join(' ');
}

describe('mapCategory', () => {
  it('has a large table of realistic inputs', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(80);
  });

  it.each(CASES.map(([input, expected]) => [describeInput(input), input, expected] as const))(
    '%s',
    (_label, input, expected) => {
      const match = mapCategory(input);
      expect(match === null ? null : [match.category, match.subcategory]).toEqual(expected);
    },
  );

  it('ignores accents and case', () => {
    const expected = { category: 'computers', subcategory: 'graphics-cards' };
    expect(mapCategory({ merchantCategory: 'INFORMÁTICA > TARJETAS GRÁFICAS' })).toEqual(expected);
    expect(mapCategory({ merchantCategory: 'informatica > tarjetas graficas' })).toEqual(expected);
  });

  it('does not read RAM into "programa de fidelidad"', () => {
    expect(mapCategory({ merchantCategory: 'Programa de fidelidad' })).toBeNull();
    expect(mapCategory({ productName: 'Programa de fidelidad: 500 puntos' })).toBeNull();
  });
});

describe('keyword matching', () => {
  it('matches whole words only', () => {
    const tv = compileKeywords(['tv']);
    expect(tv.test(normalizeCategoryText('Smart TV'))).toBe(true);
    expect(tv.test(normalizeCategoryText('TVs 4K'))).toBe(true);
    expect(tv.test(normalizeCategoryText('Sensor TVOC'))).toBe(false);
    const ram = compileKeywords(['ram']);
    expect(ram.test(normalizeCategoryText('Memoria RAM'))).toBe(true);
    expect(ram.test(normalizeCategoryText('Programa de fidelidad'))).toBe(false);
  });

  it('accepts the usual plurals and ignores stop words', () => {
    expect(compileKeywords(['altavoz']).test(normalizeCategoryText('Altavoces'))).toBe(true);
    expect(compileKeywords(['accessory']).test(normalizeCategoryText('Accessories'))).toBe(true);
    expect(
      compileKeywords(['ordenador sobremesa']).test(normalizeCategoryText('Ordenadores de sobremesa')),
    ).toBe(true);
    expect(compileKeywords(['kopfhörer*']).test(normalizeCategoryText('Kopfhörer-Zubehör'))).toBe(true);
  });

  it('normalises shop texts', () => {
    expect(normalizeCategoryText('  Fotografía & Vídeo  ')).toBe('fotografia y video');
    expect(normalizeCategoryText("Women's Clothing")).toBe('women clothing');
    expect(normalizeCategoryText('Accesorios para móviles')).toBe('accesorios moviles');
  });
});

describe('CATEGORY_RULES', () => {
  it('only point at categories and subcategories of the tree', () => {
    expect(findInvalidRuleTargets()).toEqual([]);
    for (const rule of CATEGORY_RULES) {
      const category = CATEGORY_TREE.find((candidate) => candidate.slug === rule.category);
      expect(category, rule.category).toBeDefined();
      if (rule.subcategory !== null) {
        expect(
          category?.subcategories.map((sub) => sub.slug),
          rule.category,
        ).toContain(rule.subcategory);
      }
    }
  });

  it('reports a rule that points outside the tree', () => {
    expect(
      findInvalidRuleTargets([{ match: ['x'], category: 'computers', subcategory: 'headphones' }]),
    ).toHaveLength(1);
    expect(findInvalidRuleTargets([{ match: ['x'], category: 'nope', subcategory: null }])).toHaveLength(1);
  });

  it('reach every subcategory of the tree', () => {
    const reached = new Set(CATEGORY_RULES.map((rule) => rule.subcategory));
    const missing = CATEGORY_TREE.flatMap((category) => category.subcategories.map((sub) => sub.slug)).filter(
      (slug) => !reached.has(slug),
    );
    expect(missing).toEqual([]);
  });

  it('map every Spanish subcategory name of the tree onto itself', () => {
    for (const category of CATEGORY_TREE) {
      for (const sub of category.subcategories) {
        expect(mapCategory({ merchantCategory: `${category.name} > ${sub.name}` }), sub.name).toEqual({
          category: category.slug,
          subcategory: sub.slug,
        });
      }
    }
  });
});

describe('createCategoryMapper', () => {
  it('returns the same object for the same input texts', () => {
    const mapper = createCategoryMapper();
    const first = mapper({ merchantCategory: 'Informática > Portátiles', productName: 'Portátil A' });
    const again = mapper({ merchantCategory: 'Informática > Portátiles', productName: 'Portátil B' });
    expect(first).toEqual({ category: 'computers', subcategory: 'laptops' });
    expect(again).toBe(first);
    const byName = mapper({ merchantCategory: 'Ofertas', productName: 'Auriculares Sony WH-1000XM5' });
    expect(mapper({ merchantCategory: 'Ofertas', productName: 'Auriculares Sony WH-1000XM5' })).toBe(byName);
    expect(byName).toEqual({ category: 'electronics', subcategory: 'headphones' });
  });

  it('agrees with mapCategory on every case', () => {
    const mapper = createCategoryMapper();
    for (const [input] of CASES) {
      expect(mapper(input), describeInput(input)).toEqual(mapCategory(input));
      expect(mapper({ ...input }), describeInput(input)).toEqual(mapCategory(input));
    }
  });

  it('costs next to nothing per row once a category text has been seen', () => {
    const inputs: CategoryInput[] = [];
    for (let i = 0; inputs.length < 300; i++) {
      const [input] = CASES[i % CASES.length]!;
      // Distinct inputs: the same category strings under different shops' spellings of the path.
      inputs.push({
        ...input,
        merchantCategory: `${input.merchantCategory ?? 'Tienda'} ${i < CASES.length ? '' : i}`.trim(),
      });
    }
    expect(new Set(inputs.map((input) => JSON.stringify(input))).size).toBe(300);
    const mapper = createCategoryMapper();
    const started = performance.now();
    let mapped = 0;
    for (let call = 0; call < 1_000_000; call++) {
      if (mapper(inputs[call % inputs.length]!) !== null) mapped++;
    }
    const elapsed = performance.now() - started;
    console.log(`createCategoryMapper: 1,000,000 rows over 300 distinct inputs in ${elapsed.toFixed(0)} ms`);
    expect(mapped).toBeGreaterThan(0);
  });
});
