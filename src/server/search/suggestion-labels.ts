// Suggestion counts move with the products entering (+1) or leaving (-1) the index: per brand, per
// brand model ("Lenovo IdeaPad Slim 3", the brand added when the model does not name it) and per
// subcategory. Written once for both dialects; `fold` is the dialect's folding function.
export function labelDeltaStatements(fold: string): string[] {
  return [
    `INSERT INTO search_label_delta (key, label, kind, brand_id, delta)
     SELECT ${fold}(b.name), b.name, 'brand', b.id, g.delta
       FROM (SELECT brand_id, sum(delta) AS delta FROM search_change WHERE brand_id IS NOT NULL GROUP BY brand_id) g
       JOIN brand b ON b.id = g.brand_id`,
    `INSERT INTO search_label_delta (key, label, kind, brand_id, delta)
     SELECT ${fold}(m.label), m.label, 'model', m.brand_id, m.delta
       FROM (SELECT g.brand_id, g.delta,
                    CASE WHEN b.id IS NULL OR (' ' || ${fold}(g.model) || ' ') LIKE ('% ' || ${fold}(b.name) || ' %')
                         THEN g.model ELSE b.name || ' ' || g.model END AS label
               FROM (SELECT brand_id, model, sum(delta) AS delta FROM search_change
                      WHERE model IS NOT NULL GROUP BY brand_id, model) g
               LEFT JOIN brand b ON b.id = g.brand_id) m`,
    `INSERT INTO search_label_delta (key, label, kind, brand_id, delta)
     SELECT ${fold}(s.name), s.name, 'subcategory', NULL, g.delta
       FROM (SELECT subcategory_id, sum(delta) AS delta FROM search_change
              WHERE subcategory_id IS NOT NULL GROUP BY subcategory_id) g
       JOIN subcategory s ON s.id = g.subcategory_id`,
  ];
}
