import { describe, expect, it } from 'vitest';
import { parseModelAnswer } from './model-answer.ts';

// What a model's answer becomes on the site: its two texts, sanitised like a feed's HTML.

describe('the model’s answer', () => {
  it('reads the JSON object, also inside a Markdown code fence', () => {
    const answer =
      '```json\n{"short_description": "Móvil de 6,1 pulgadas con 128 GB.", "description": "<p>Un móvil.</p>"}\n```';
    expect(parseModelAnswer(answer)).toEqual({
      shortDescription: 'Móvil de 6,1 pulgadas con 128 GB.',
      description: '<p>Un móvil.</p>',
    });
  });

  it('keeps the allowed markup and drops scripts, event handlers, links and styles', () => {
    const { description, shortDescription } = parseModelAnswer(
      JSON.stringify({
        short_description: '<b>Móvil</b> ligero',
        description:
          '<p onclick="steal()">Pantalla <strong>OLED</strong>.</p><script>alert(1)</script>' +
          '<ul><li style="color:red">128 GB</li></ul><a href="https://spam.example">Compra</a><img src=x onerror=alert(1)>',
      }),
    );
    // A link's text stays, as text.
    expect(description).toBe('<p>Pantalla <strong>OLED</strong>.</p><ul><li>128 GB</li></ul>Compra');
    expect(shortDescription).toBe('Móvil ligero');
  });

  it('fits a long short description in 160 characters', () => {
    const { shortDescription } = parseModelAnswer(
      JSON.stringify({
        short_description: 'Muy ligero y potente. '.repeat(20),
        description: 'Texto sin etiquetas.',
      }),
    );
    expect(shortDescription.length).toBeLessThanOrEqual(160);
  });

  it.each([
    ['text that is not JSON', 'Aquí tienes la descripción: un móvil estupendo.'],
    ['a JSON object without the two texts', '{"descripcion": "<p>Un móvil</p>"}'],
    [
      'texts that are empty once sanitised',
      '{"short_description": "<script>x</script>", "description": "<script>x</script>"}',
    ],
  ])('refuses %s as malformed', (_name, answer) => {
    expect(() => parseModelAnswer(answer)).toThrow(expect.objectContaining({ kind: 'malformed' }));
  });
});
