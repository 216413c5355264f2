// Titles written the way Spanish, English, German and French shops write them (phones, laptops,
// TVs, washing machines, fridges, headphones, printers and inks, cases and cables, consoles,
// cameras), each with the name a shopper should see. Read by the clean-name tests and by the
// micro-benchmark (scripts/bench/clean-names.ts).

export type CleanNameExample = {
  language: 'es' | 'en' | 'de' | 'fr';
  title: string;
  // The shop's brand column, null when it sends none.
  brand: string | null;
  name: string;
};

export const CLEAN_NAME_EXAMPLES: CleanNameExample[] = [
  {
    language: 'es',
    title: 'Procesador AMD Ryzen 5 5600 3.5 GHz AM4 Box con disipador',
    brand: 'AMD',
    name: 'AMD Ryzen 5 5600 3,5 GHz AM4 Box con disipador',
  },
  {
    language: 'es',
    title: 'Placa base MSI MAG X870 Tomahawk WIFI ATX AM5',
    brand: 'MSI',
    name: 'MSI MAG X870 Tomahawk Wi-Fi ATX AM5',
  },
  {
    language: 'es',
    title: 'Memoria RAM Kingston FURY Beast DDR4 3200MHz 16GB (2x8GB) CL16',
    brand: 'Kingston',
    name: 'Kingston FURY Beast DDR4 3200 MHz 16 GB (2x8GB) CL16',
  },
  {
    language: 'es',
    title: 'Teclado gaming mecánico Razer Huntsman Mini switches Optical Red (layout español)',
    brand: 'Razer',
    name: 'Razer Huntsman Mini switches Optical Red (layout español)',
  },
  { language: 'es', title: 'Ratón Apple Magic Mouse Blanco', brand: 'Apple', name: 'Apple Magic Mouse' },
  {
    language: 'es',
    title: 'Smartphone Samsung Galaxy S24 5G 8GB 128GB 6.2" Amarillo ámbar',
    brand: 'Samsung',
    name: 'Samsung Galaxy S24 5G 8 GB / 128 GB 6,2"',
  },
  {
    language: 'en',
    title: 'Intel Core i5-7600K Processor 3.8GHz Boxed',
    brand: null,
    name: 'Intel Core i5-7600K 3,8 GHz',
  },
  { language: 'es', title: 'Apple iPhone 15 128GB Negro', brand: 'Apple', name: 'Apple iPhone 15 128 GB' },
  { language: 'es', title: 'iPhone 15 128GB Apple', brand: 'Apple', name: 'Apple iPhone 15 128 GB' },
  {
    language: 'es',
    title: 'APPLE APPLE iPhone 15 128GB Negro',
    brand: 'APPLE',
    name: 'Apple iPhone 15 128 GB',
  },
  {
    language: 'es',
    title: 'Smartphone libre Xiaomi Redmi 13C 4+128GB Negro ¡¡OFERTA!! 🔥',
    brand: 'Xiaomi',
    name: 'Xiaomi Redmi 13C 4 GB / 128 GB',
  },
  {
    language: 'es',
    title: 'Samsung Galaxy S23 SM-S911B 8/128GB Verde - Envío gratis | Tienda Oficial',
    brand: 'Samsung',
    name: 'Samsung Galaxy S23 SM-S911B 8 GB / 128 GB',
  },
  {
    language: 'es',
    title: 'Móvil - OPPO A79 5G, 4GB + 128GB, Negro',
    brand: 'OPPO',
    name: 'OPPO A79 5G, 4 GB / 128 GB',
  },
  {
    language: 'es',
    title: 'apple iphone 13 128gb azul reacondicionado grado a',
    brand: 'apple',
    name: 'Apple iPhone 13 128 GB',
  },
  {
    language: 'es',
    title: 'Apple iPhone 15 Pro Max 256GB Titanio Natural ***ENVÍO 24H*** Garantía 2 años',
    brand: 'Apple',
    name: 'Apple iPhone 15 Pro Max 256 GB',
  },
  {
    language: 'es',
    title: 'Google Pixel 8 Pro 128GB - Obsidiana - Versión Europea',
    brand: 'Google',
    name: 'Google Pixel 8 Pro 128 GB',
  },
  {
    language: 'es',
    title: 'PORTATIL LENOVO IDEAPAD 3 15ITL6 INTEL CORE I5-1135G7 8GB 512GB SSD 15.6"',
    brand: null,
    name: 'Lenovo IdeaPad 3 15ITL6 Intel Core i5-1135G7 8 GB / 512 GB SSD 15,6"',
  },
  {
    language: 'es',
    title: 'Portátil HP Victus 15-fa1012ns Intel Core i7-13700H 16GB 1TB SSD RTX 4060 15,6" - Amazon.es',
    brand: 'HP',
    name: 'HP Victus 15-fa1012ns Intel Core i7-13700H 16 GB / 1 TB SSD RTX 4060 15,6"',
  },
  {
    language: 'es',
    title: "TV LED 55'' Samsung UE55CU7105KXXC 4K UHD Smart TV Negro",
    brand: 'Samsung',
    name: 'Samsung LED 55" UE55CU7105KXXC 4K UHD',
  },
  {
    language: 'es',
    title: 'Televisor LG OLED55C36LC 55" OLED evo 4K Smart TV webOS 23 - Amazon.es',
    brand: 'LG Electronics',
    name: 'LG OLED55C36LC 55" OLED evo 4K',
  },
  {
    language: 'es',
    title: 'Lavadora Samsung WW90T534DAW 9KG 1400RPM CLASE A BLANCA',
    brand: 'Samsung',
    name: 'Samsung WW90T534DAW 9 kg 1400 rpm',
  },
  {
    language: 'es',
    title: 'Frigorífico combi Bosch Serie 4 KGN39VLEA No Frost 203 cm Inox',
    brand: 'Bosch',
    name: 'Bosch Serie 4 KGN39VLEA No Frost 203 cm Inox',
  },
  {
    language: 'es',
    title: 'Auriculares inalámbricos Sony WH-1000XM5 con cancelación de ruido - Negro',
    brand: 'Sony',
    name: 'Sony WH-1000XM5 con cancelación de ruido',
  },
  {
    language: 'es',
    title: 'Impresora multifunción HP DeskJet 2720e WiFi Blanca',
    brand: 'HP',
    name: 'HP DeskJet 2720e Wi-Fi',
  },
  {
    language: 'es',
    title: 'HP 305 Cartucho de Tinta Original Negro',
    brand: 'HP',
    name: 'HP 305 Cartucho de Tinta Negro',
  },
  {
    language: 'es',
    title: 'Funda Spigen Ultra Hybrid para iPhone 15 Transparente',
    brand: 'Spigen',
    name: 'Funda Spigen Ultra Hybrid para iPhone 15 Transparente',
  },
  {
    language: 'es',
    title: 'FUNDA DE SILICONA PARA IPHONE 15 CON MAGSAFE NEGRA',
    brand: 'APPLE',
    name: 'Apple Funda de Silicona para iPhone 15 con MagSafe Negra',
  },
  {
    language: 'es',
    title: 'Cable USB-C a Lightning Apple 1m Blanco',
    brand: 'Apple',
    name: 'Cable USB-C a Lightning Apple 1m Blanco',
  },
  {
    language: 'es',
    title: 'Consola Sony PlayStation 5 Slim Digital Edition',
    brand: 'Sony',
    name: 'Sony PlayStation 5 Slim Digital Edition',
  },
  {
    language: 'es',
    title: 'Nintendo Switch OLED Blanca + Mario Kart 8 Deluxe',
    brand: 'Nintendo',
    name: 'Nintendo Switch OLED + Mario Kart 8 Deluxe',
  },
  {
    language: 'es',
    title: 'Cámara EVIL Sony Alpha 7 IV Cuerpo',
    brand: 'Sony',
    name: 'Sony Alpha 7 IV Cuerpo',
  },
  {
    language: 'es',
    title: 'Canon EOS R50 + RF-S 18-45mm IS STM Kit Negro',
    brand: 'Canon',
    name: 'Canon EOS R50 + RF-S 18-45 mm IS STM Kit',
  },
  {
    language: 'es',
    title: 'Tablet Samsung Galaxy Tab S9 FE 6/128GB WiFi Gris',
    brand: 'Samsung',
    name: 'Samsung Galaxy Tab S9 FE 6 GB / 128 GB Wi-Fi',
  },
  {
    language: 'es',
    title: 'Xiaomi Black Shark 4 128GB Negro',
    brand: 'Xiaomi',
    name: 'Xiaomi Black Shark 4 128 GB',
  },
  {
    language: 'es',
    title:
      'Lenovo Legion Pro 5 16IRX8 Intel Core i7-13700HX 16GB 1TB SSD RTX 4070 16" WQXGA 240Hz Windows 11 Home Gris Tormenta - PcComponentes',
    brand: 'Lenovo',
    name: 'Lenovo Legion Pro 5 16IRX8 Intel Core i7-13700HX 16 GB / 1 TB SSD RTX 4070 16" WQXGA',
  },
  {
    language: 'en',
    title: 'Apple iPhone 8 Plus 64GB SIM free smartphone in gold',
    brand: 'Apple',
    name: 'Apple iPhone 8 Plus 64 GB',
  },
  {
    language: 'en',
    title:
      'ASUS ZenBook 14 OLED UX3402VA 14" 2.8K Laptop Intel Core i5-1340P 16GB RAM 512GB SSD Windows 11 - Silver',
    brand: 'ASUSTeK Computer Inc.',
    name: 'ASUS ZenBook 14 OLED UX3402VA 14" 2.8K Intel Core i5-1340P 16 GB RAM / 512 GB SSD',
  },
  {
    language: 'en',
    title: 'Hisense 65A6K 65 Inch 4K UHD Smart TV',
    brand: 'Hisense',
    name: 'Hisense 65A6K 65" 4K UHD',
  },
  {
    language: 'en',
    title: 'Samsung RB38C775CB1/EU Fridge Freezer - Black',
    brand: 'Samsung',
    name: 'Samsung RB38C775CB1/EU',
  },
  {
    language: 'en',
    title: 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones, Black - Free Delivery',
    brand: 'Sony',
    name: 'Sony WH-1000XM5 Wireless Noise Cancelling',
  },
  {
    language: 'en',
    title: 'Xbox Series X 1TB Console',
    brand: 'Microsoft',
    name: 'Microsoft Xbox Series X 1 TB',
  },
  {
    language: 'en',
    title: 'Epson EcoTank ET-2870 All-in-One Printer (Renewed)',
    brand: 'Epson',
    name: 'Epson EcoTank ET-2870',
  },
  {
    language: 'en',
    title: 'Anker USB C Charger 65W Nano II (Renewed)',
    brand: 'Anker',
    name: 'Anker USB C Charger 65 W Nano II',
  },
  {
    language: 'de',
    title: 'Sony WH-1000XM5 Kopfhörer mit Noise Cancelling, Schwarz',
    brand: 'Sony',
    name: 'Sony WH-1000XM5',
  },
  {
    language: 'de',
    title: 'Samsung Galaxy S24 Ultra 256GB Titanium Black Smartphone ohne Vertrag',
    brand: 'Samsung',
    name: 'Samsung Galaxy S24 Ultra 256 GB',
  },
  {
    language: 'de',
    title: 'SAMSUNG WW11BB504AAW/S2 WASCHMASCHINE 11 KG 1400 U/MIN WEISS EEK A',
    brand: 'SAMSUNG',
    name: 'Samsung WW11BB504AAW/S2 11 kg 1400 rpm',
  },
  {
    language: 'de',
    title: 'Bosch Serie 6 KGN49AIBT Kühl-Gefrierkombination, 203 x 70 cm, 440 L, NoFrost, Edelstahl',
    brand: 'BOSCH',
    name: 'Bosch Serie 6 KGN49AIBT 440 L',
  },
  {
    language: 'de',
    title: 'Sony PlayStation 5 Konsole – Digital Edition (Slim)',
    brand: 'Sony',
    name: 'Sony PlayStation 5 Digital Edition Slim',
  },
  {
    language: 'de',
    title: 'Samsung GQ55Q60CAUXZG QLED-Fernseher 55 Zoll (138 cm) 4K',
    brand: 'Samsung',
    name: 'Samsung GQ55Q60CAUXZG QLED-Fernseher 55" 4K',
  },
  {
    language: 'de',
    title: 'Canon PIXMA TS5150 Tintenstrahldrucker Multifunktionsgerät WLAN, Neu & OVP',
    brand: 'Canon',
    name: 'Canon PIXMA TS5150',
  },
  {
    language: 'de',
    title: 'Spigen Ultra Hybrid Hülle kompatibel mit iPhone 15 Pro, Transparent',
    brand: 'Spigen',
    name: 'Spigen Ultra Hybrid Hülle kompatibel mit iPhone 15 Pro, Transparent',
  },
  {
    language: 'fr',
    title: 'Casque sans fil Sony WH-1000XM5 à réduction de bruit - Noir',
    brand: 'Sony',
    name: 'Sony WH-1000XM5 à réduction de bruit',
  },
  {
    language: 'fr',
    title: 'Apple iPhone 15 Pro 256 Go Titane Naturel - Reconditionné - Très bon état',
    brand: 'Apple',
    name: 'Apple iPhone 15 Pro 256 GB',
  },
  {
    language: 'fr',
    title: 'Imprimante multifonction Epson EcoTank ET-2870 Wi-Fi Blanc',
    brand: 'Epson',
    name: 'Epson EcoTank ET-2870 Wi-Fi',
  },
  {
    language: 'fr',
    title: 'Lave-linge hublot Bosch WGG14409FR Série 6 9 kg 1400 tr/min Blanc',
    brand: 'Bosch',
    name: 'Bosch WGG14409FR Série 6 9 kg 1400 rpm',
  },
  {
    language: 'fr',
    title: 'Smartphone Apple iPhone 13 128 Go Minuit',
    brand: 'Apple',
    name: 'Apple iPhone 13 128 GB',
  },
  {
    language: 'fr',
    title: 'Appareil photo hybride Nikon Z50 + objectif 16-50mm',
    brand: 'Nikon',
    name: 'Nikon Z50 + objectif 16-50 mm',
  },
  {
    language: 'fr',
    title: 'Réfrigérateur américain LG GSLV50PZXE 635 L Inox',
    brand: 'LG',
    name: 'LG GSLV50PZXE 635 L Inox',
  },
  {
    language: 'fr',
    title: 'Coque Spigen pour iPhone 15 Pro noir',
    brand: 'Spigen',
    name: 'Coque Spigen pour iPhone 15 Pro noir',
  },
  {
    language: 'fr',
    title: 'Console Nintendo Switch Lite Turquoise - Livraison gratuite',
    brand: 'Nintendo',
    name: 'Nintendo Switch Lite',
  },
  {
    language: 'fr',
    title: 'PC Portable ASUS VivoBook 15 X1504ZA-NJ103W 15,6" Intel Core i5 8 Go 512 Go SSD',
    brand: 'ASUS',
    name: 'ASUS VivoBook 15 X1504ZA-NJ103W 15,6" Intel Core i5 8 GB / 512 GB SSD',
  },
];
