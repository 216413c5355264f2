import { formatEuros } from '../../shared/price-format.ts';

// The four fictional products of /demo-windows. Not catalog data: the shops and links are made up
// (example.com) and the pictures are drawn by the server's demo media route. Titles and
// descriptions are the Spanish originals; the windows namespace holds their translations under
// demo.cards.{id}. category and subcategory are slugs of the category tree, translated like it.

export const DEMO_CARD_BADGES = ['Best Seller', 'Sale', 'New', 'Hot Deal'] as const;
export type DemoCardBadge = (typeof DEMO_CARD_BADGES)[number];

export type DemoCard = {
  id: string;
  title: string;
  description: string;
  // Display text with the currency symbol ("1.299,00 €"), written as every price on the site.
  price: string;
  originalPrice?: string;
  imageUrl: string;
  category: string;
  subcategory: string;
  affiliateLink: string;
  source: string;
  // Display text with one decimal ("4.7").
  rating: string;
  reviewCount: number;
  badge: DemoCardBadge;
  featured: boolean;
  createdAt: string;
};

export const DEMO_CARDS: readonly DemoCard[] = [
  {
    id: 'nebula-15-pro',
    title: 'Portátil Nébula 15 Pro',
    description:
      'Portátil de 15,6" con pantalla 2,8K a 120 Hz, procesador de 14 núcleos, 16 GB de RAM y 1 TB SSD. Chasis de aluminio de 1,7 kg y hasta 12 horas de autonomía.',
    price: formatEuros(1299),
    originalPrice: formatEuros(1499),
    imageUrl: '/demo-media/laptop-210-portatil-nebula-15-pro-1.svg',
    category: 'computers',
    subcategory: 'laptops',
    affiliateLink: 'https://www.example.com/byteland/portatil-nebula-15-pro',
    source: 'Byteland Informática',
    rating: '4.7',
    reviewCount: 328,
    badge: 'Best Seller',
    featured: true,
    createdAt: '2026-10-02T09:30:00.000Z',
  },
  {
    id: 'horizonte-27-qhd',
    title: 'Monitor Horizonte 27 QHD',
    description:
      'Monitor IPS de 27" con resolución 2560 × 1440, 165 Hz y 1 ms. Soporte regulable en altura, USB-C con 65 W de carga y cobertura del 99 % sRGB.',
    price: formatEuros(289.99),
    originalPrice: formatEuros(349.99),
    imageUrl: '/demo-media/monitor-150-monitor-horizonte-27-1.svg',
    category: 'computers',
    subcategory: 'monitors',
    affiliateLink: 'https://www.example.com/pantallaplus/monitor-horizonte-27-qhd',
    source: 'PantallaPlus',
    rating: '4.5',
    reviewCount: 142,
    badge: 'Sale',
    featured: false,
    createdAt: '2026-10-18T16:00:00.000Z',
  },
  {
    id: 'eco-anc',
    title: 'Auriculares inalámbricos Eco ANC',
    description:
      'Auriculares de diadema con cancelación activa de ruido, Bluetooth 5.3 con conexión a dos dispositivos y 40 horas de batería. Plegables y con estuche rígido.',
    price: formatEuros(149),
    imageUrl: '/demo-media/headphones-330-auriculares-eco-anc-1.svg',
    category: 'electronics',
    subcategory: 'headphones',
    affiliateLink: 'https://www.example.com/sonidonorte/auriculares-eco-anc',
    source: 'SonidoNorte',
    rating: '4.3',
    reviewCount: 87,
    badge: 'New',
    featured: false,
    createdAt: '2026-11-12T11:15:00.000Z',
  },
  {
    id: 'vortex-x-1tb',
    title: 'Consola Vórtex X 1 TB',
    description:
      'Consola de sobremesa con gráficos 4K a 120 fps, SSD de 1 TB y mando inalámbrico con respuesta háptica. Incluye tres meses de suscripción a juegos en línea.',
    price: formatEuros(449.95),
    originalPrice: formatEuros(499.95),
    imageUrl: '/demo-media/console-265-consola-vortex-x-1.svg',
    category: 'toys-games',
    subcategory: 'consoles',
    affiliateLink: 'https://www.example.com/planeta-pixel/consola-vortex-x-1tb',
    source: 'Planeta Píxel',
    rating: '4.8',
    reviewCount: 512,
    badge: 'Hot Deal',
    featured: true,
    createdAt: '2026-11-20T08:45:00.000Z',
  },
];
