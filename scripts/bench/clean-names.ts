import { parseArgs } from 'node:util';
import { cleanProductName } from '../../src/server/matching/clean-name.ts';
import { offerAttributes } from '../../src/server/matching/offer-attributes.ts';
import { CLEAN_NAME_EXAMPLES } from '../../tests/support/clean-names.fixture.ts';
import { wholeNumberArg } from './bench-args.ts';

// How long cleaning a product's name takes (issue 15, part 3): the importer cleans the name of every
// new product, up to 100,000 an import. The titles are the clean-name tests' examples, cycled, each
// with its first number changed so that no two in a row are the same string. What matching reads
// from each title (offerAttributes) is read before the clock starts: the importer reads it anyway.
// Prints the time a title of the best and of the middle of five rounds, as wall time and as the
// process's CPU time (steadier on a machine busy with other work), and for scale the time
// offerAttributes takes on the same titles.
//
// Usage: npm run bench:names -- [--titles N]

const USAGE = 'Usage: npm run bench:names -- [--titles N]';
const ROUNDS = 5;

const { values } = parseArgs({ options: { titles: { type: 'string' } } });
const count = wholeNumberArg(values.titles, {
  fallback: 100_000,
  name: '--titles',
  max: 10_000_000,
  usage: USAGE,
});

const inputs = Array.from({ length: count }, (_, i) => {
  const example = CLEAN_NAME_EXAMPLES[i % CLEAN_NAME_EXAMPLES.length]!;
  const title = example.title.replace(/\d+/, (digits) => String(Number(digits) + (i % 97)));
  return { title, brand: example.brand, attributes: offerAttributes({ title, brand: example.brand }) };
});

// One round before the measured ones, for the compiler.
let characters = 0;
for (const input of inputs) characters += cleanProductName(input).length;

const wall: number[] = [];
const cpu: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const started = process.hrtime.bigint();
  const cpuStarted = process.cpuUsage();
  for (const input of inputs) characters += cleanProductName(input).length;
  const cpuUsed = process.cpuUsage(cpuStarted);
  wall.push(Number(process.hrtime.bigint() - started) / 1000 / count);
  cpu.push((cpuUsed.user + cpuUsed.system) / count);
}

// For scale: what reading the same titles' attributes for matching takes, the importer's other
// work on each title.
const attributesStarted = process.cpuUsage();
for (const input of inputs) characters += offerAttributes(input).modelCodes.length;
const attributesUsed = process.cpuUsage(attributesStarted);
const attributesCpu = (attributesUsed.user + attributesUsed.system) / count;

const best = (times: number[]) => Math.min(...times).toFixed(2);
const middle = (times: number[]) =>
  [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!.toFixed(2);
console.log(
  `${count.toLocaleString('en')} titles (${CLEAN_NAME_EXAMPLES.length} examples cycled), ${ROUNDS} rounds`,
);
console.log(`  wall: best ${best(wall)} µs a title, middle ${middle(wall)} µs`);
console.log(`  cpu:  best ${best(cpu)} µs a title, middle ${middle(cpu)} µs`);
console.log(`  for scale, offerAttributes on the same titles: ${attributesCpu.toFixed(2)} µs a title (cpu)`);
// Printed so that the work cannot be optimised away.
console.log(`  (${characters.toLocaleString('en')} characters of names written)`);
