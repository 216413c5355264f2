// The category tree of the site: the spec's 20 top-level keys, each with its subcategories.
// Slugs are part of public URLs (/category/{slug}, /subcategory/{slug}) so they never change once
// published; subcategory slugs are unique across the whole tree because /subcategory/{slug} has no
// parent in its path. Display names live in the locale files (categories namespace); the Spanish
// name here is what the database stores and what is shown when no translation exists.

export type SubcategoryDefinition = { slug: string; name: string };
export type CategoryDefinition = { slug: string; name: string; subcategories: SubcategoryDefinition[] };

export const CATEGORY_TREE: CategoryDefinition[] = [
  {
    slug: 'computers',
    name: 'Informática',
    subcategories: [
      { slug: 'laptops', name: 'Portátiles' },
      { slug: 'desktops', name: 'Ordenadores de sobremesa' },
      { slug: 'monitors', name: 'Monitores' },
      { slug: 'tablets', name: 'Tablets' },
      { slug: 'graphics-cards', name: 'Tarjetas gráficas' },
      { slug: 'processors', name: 'Procesadores' },
      { slug: 'motherboards', name: 'Placas base' },
      { slug: 'memory', name: 'Memoria RAM' },
      { slug: 'storage', name: 'Almacenamiento' },
      { slug: 'pc-cases-power', name: 'Cajas y fuentes de alimentación' },
      { slug: 'keyboards-mice', name: 'Teclados y ratones' },
      { slug: 'printers', name: 'Impresoras y escáneres' },
      { slug: 'networking', name: 'Redes y wifi' },
      { slug: 'computer-accessories', name: 'Accesorios de informática' },
      { slug: 'software', name: 'Software' },
    ],
  },
  {
    slug: 'electronics',
    name: 'Electrónica',
    subcategories: [
      { slug: 'smartphones', name: 'Móviles y smartphones' },
      { slug: 'televisions', name: 'Televisores' },
      { slug: 'headphones', name: 'Auriculares' },
      { slug: 'speakers-audio', name: 'Altavoces y audio' },
      { slug: 'cameras', name: 'Fotografía y vídeo' },
      { slug: 'smartwatches', name: 'Relojes inteligentes y pulseras' },
      { slug: 'smart-home', name: 'Hogar inteligente' },
      { slug: 'phone-accessories', name: 'Accesorios para móviles' },
      { slug: 'ereaders', name: 'Libros electrónicos' },
      { slug: 'drones', name: 'Drones' },
      { slug: 'projectors', name: 'Proyectores' },
    ],
  },
  {
    slug: 'toys-games',
    name: 'Juguetes y juegos',
    subcategories: [
      { slug: 'video-games', name: 'Videojuegos' },
      { slug: 'consoles', name: 'Consolas' },
      { slug: 'gaming-accessories', name: 'Accesorios gaming' },
      { slug: 'board-games', name: 'Juegos de mesa' },
      { slug: 'toys', name: 'Juguetes' },
    ],
  },
  {
    slug: 'home',
    name: 'Hogar',
    subcategories: [
      { slug: 'kitchen', name: 'Cocina' },
      { slug: 'furniture', name: 'Muebles' },
      { slug: 'home-textiles', name: 'Textil hogar' },
      { slug: 'lighting', name: 'Iluminación' },
    ],
  },
  {
    slug: 'fashion',
    name: 'Moda',
    subcategories: [
      { slug: 'womens-clothing', name: 'Ropa de mujer' },
      { slug: 'mens-clothing', name: 'Ropa de hombre' },
      { slug: 'shoes', name: 'Calzado' },
      { slug: 'fashion-accessories', name: 'Complementos' },
    ],
  },
  {
    slug: 'jewelry',
    name: 'Joyería',
    subcategories: [
      { slug: 'watches', name: 'Relojes' },
      { slug: 'jewellery', name: 'Joyas' },
    ],
  },
  {
    slug: 'appliances',
    name: 'Electrodomésticos',
    subcategories: [
      { slug: 'large-appliances', name: 'Gran electrodoméstico' },
      { slug: 'small-appliances', name: 'Pequeño electrodoméstico' },
      { slug: 'vacuum-cleaners', name: 'Aspiradoras y robots' },
      { slug: 'coffee-machines', name: 'Cafeteras' },
      { slug: 'climate', name: 'Climatización' },
    ],
  },
  {
    slug: 'home-decor',
    name: 'Decoración',
    subcategories: [
      { slug: 'decor-accessories', name: 'Accesorios de decoración' },
      { slug: 'wall-art', name: 'Cuadros y láminas' },
    ],
  },
  {
    slug: 'sports',
    name: 'Deportes',
    subcategories: [
      { slug: 'fitness', name: 'Fitness' },
      { slug: 'cycling', name: 'Ciclismo' },
      { slug: 'outdoor', name: 'Montaña y aire libre' },
    ],
  },
  {
    slug: 'perfumery',
    name: 'Perfumería',
    subcategories: [
      { slug: 'fragrances', name: 'Perfumes' },
      { slug: 'cosmetics', name: 'Cosmética' },
      { slug: 'personal-care', name: 'Cuidado personal' },
    ],
  },
  {
    slug: 'babies',
    name: 'Bebés',
    subcategories: [
      { slug: 'baby-gear', name: 'Paseo y viaje' },
      { slug: 'baby-care', name: 'Cuidado del bebé' },
    ],
  },
  {
    slug: 'books',
    name: 'Libros',
    subcategories: [
      { slug: 'printed-books', name: 'Libros impresos' },
      { slug: 'ebooks', name: 'eBooks' },
    ],
  },
  {
    slug: 'music-movies',
    name: 'Música y películas',
    subcategories: [
      { slug: 'music', name: 'Música' },
      { slug: 'movies-series', name: 'Películas y series' },
      { slug: 'musical-instruments', name: 'Instrumentos musicales' },
    ],
  },
  {
    slug: 'wines',
    name: 'Vinos',
    subcategories: [
      { slug: 'wine', name: 'Vino' },
      { slug: 'spirits', name: 'Licores' },
    ],
  },
  {
    slug: 'pets',
    name: 'Mascotas',
    subcategories: [
      { slug: 'dogs', name: 'Perros' },
      { slug: 'cats', name: 'Gatos' },
    ],
  },
  {
    slug: 'gift-cards',
    name: 'Tarjetas regalo',
    subcategories: [{ slug: 'gift-card', name: 'Tarjetas regalo' }],
  },
  {
    slug: 'diy-garden',
    name: 'Bricolaje y jardín',
    subcategories: [
      { slug: 'tools', name: 'Herramientas' },
      { slug: 'garden', name: 'Jardín' },
    ],
  },
  {
    slug: 'original-gifts',
    name: 'Regalos originales',
    subcategories: [
      { slug: 'gadgets', name: 'Gadgets' },
      { slug: 'gifts', name: 'Ideas para regalar' },
    ],
  },
  {
    slug: 'luggage',
    name: 'Equipaje',
    subcategories: [
      { slug: 'suitcases', name: 'Maletas' },
      { slug: 'backpacks', name: 'Mochilas' },
    ],
  },
  {
    slug: 'car-motorcycle',
    name: 'Coche y moto',
    subcategories: [
      { slug: 'car-electronics', name: 'Electrónica para el coche' },
      { slug: 'car-accessories', name: 'Accesorios para el coche' },
      { slug: 'motorcycle', name: 'Moto' },
    ],
  },
];

export const CATEGORY_SLUGS: readonly string[] = CATEGORY_TREE.map((category) => category.slug);

export function findCategoryOfSubcategory(subcategorySlug: string): CategoryDefinition | undefined {
  return CATEGORY_TREE.find((category) => category.subcategories.some((sub) => sub.slug === subcategorySlug));
}
