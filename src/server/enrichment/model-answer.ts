import { z } from 'zod';
import { descriptionToSafeHtml, htmlToPlainText } from '../ingest/sanitize-description.ts';
import { fitShortDescription, type ProductTexts } from './rule-writer.ts';
import { TextProviderError } from './text-provider.ts';

// Reads the model's answer: a JSON object with a short description (plain text) and a description
// (simple HTML), possibly wrapped in a Markdown code fence as chat models like to. A model's HTML
// is as untrusted as a feed's: it goes through the same sanitiser (ingest/sanitize-description.ts),
// so a <script>, an onclick or a link never reaches a page. Anything else is a malformed answer.

const AnswerSchema = z.object({
  short_description: z.string().trim().min(1).max(2000),
  description: z.string().trim().min(1).max(20_000),
});

export function parseModelAnswer(content: string): Required<{ [K in keyof ProductTexts]: string }> {
  const json = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new TextProviderError('malformed', 'the model did not answer with a JSON object');
  }
  const answer = AnswerSchema.safeParse(parsed);
  if (!answer.success)
    throw new TextProviderError(
      'malformed',
      'the model answered without "short_description" and "description" texts',
    );
  const short = htmlToPlainText(answer.data.short_description);
  // Plain text from the model becomes paragraphs; HTML is sanitised.
  const description = descriptionToSafeHtml(answer.data.description);
  if (short === '' || !description || htmlToPlainText(description) === '')
    throw new TextProviderError('malformed', 'the model answered with empty texts');
  return { shortDescription: fitShortDescription(short), description };
}
