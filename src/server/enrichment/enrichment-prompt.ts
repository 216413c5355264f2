import { createHash } from 'node:crypto';
import type { ProductFacts, ProductSheet } from './product-sheet.ts';
import { SHORT_DESCRIPTION_MAX } from './rule-writer.ts';
import type { ChatRequest } from './text-provider.ts';

// What the model is asked: the product sheet's facts, nothing else of ours (no price, shop,
// rating or review count: ratings are never written), and rules that say to write Spanish, to
// invent nothing, and to answer with a JSON object of two texts (model-answer.ts reads it).
// The hash of this request is the product's content hash: the same request, the same texts.

// Long shop descriptions are cut: the model needs their facts, not all their marketing.
const MAX_DESCRIPTION_CHARS = 3000;
const MAX_SPECIFICATIONS_CHARS = 1500;

const SYSTEM_PROMPT = `Redactas las fichas de producto de PrecioClaro, un comparador de precios de tecnología de España. Escribe en español de España, en un tono neutro e informativo.

Reglas:
- Usa solo los datos que se te dan. No inventes características, cifras, compatibilidades, accesorios incluidos, usos ni comparaciones con otros productos.
- Si un dato no aparece, no lo menciones ni lo supongas.
- No hables de precios, ofertas, tiendas, envíos, disponibilidad, garantías, opiniones ni valoraciones.
- No te dirijas al lector con promesas ni llamadas a comprar.

Responde solo con un objeto JSON con dos claves:
- "short_description": texto plano, una sola frase de ${SHORT_DESCRIPTION_MAX} caracteres como máximo.
- "description": HTML sencillo con solo las etiquetas <p>, <ul>, <li>, <strong> y <em>, de 40 a 200 palabras.`;

function cut(text: string | null, limit: number): string | null {
  if (!text) return null;
  return text.length <= limit ? text : `${text.slice(0, limit).replace(/\s+\S*$/, '')}…`;
}

export function buildEnrichmentRequest(facts: ProductFacts, sheet: ProductSheet): ChatRequest {
  // Spanish keys: the model answers in the language it is spoken to. Empty facts are left out so
  // it has nothing to fill in.
  const data = Object.fromEntries(
    Object.entries({
      nombre: facts.name,
      marca: facts.brand,
      modelo: facts.model,
      categoria: facts.category,
      color: facts.colour,
      datos_del_titulo:
        sheet.items.length > 0 ? Object.fromEntries(sheet.items.map((i) => [i.label, i.value])) : null,
      es_accesorio: sheet.accessory ? true : null,
      especificaciones: cut(facts.specifications, MAX_SPECIFICATIONS_CHARS),
      descripcion_corta_de_la_tienda: sheet.feedShortText,
      descripcion_de_la_tienda: cut(sheet.feedDescriptionText, MAX_DESCRIPTION_CHARS),
    }).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );
  return {
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: `Datos del producto:\n${JSON.stringify(data, null, 2)}` },
    ],
    json: true,
    maxTokens: 900,
    temperature: 0.2,
  };
}

// SHA-256 of exactly what would be sent (messages and settings, not the model's name: a new
// model keeps the texts the old one wrote).
export function contentHashOf(request: ChatRequest): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}
