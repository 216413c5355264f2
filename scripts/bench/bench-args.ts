// Command-line numbers for the benchmarks: a bad value stops the run with the usage line.
export function wholeNumberArg(
  value: string | undefined,
  options: { fallback: number; name: string; max: number; usage: string },
): number {
  if (value === undefined) return options.fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > options.max) {
    console.error(`${options.name} must be a whole number from 1 to ${options.max}\n${options.usage}`);
    process.exit(2);
  }
  return number;
}
