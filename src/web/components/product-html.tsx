// The product descriptions (description, descripcion_c10) are HTML sanitised when the feed is
// imported or the text is written (a model's answer too), so they are the only product fields
// rendered as markup; everything else is text.
export function ProductHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`text-sm leading-relaxed text-slate-700 [&_a]:text-blue-700 [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc ${className ?? ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised at import (spec section 3)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
