/** "10 minutes", "1 час", "30 seconds": a whole number of the largest unit that fits. */
export function formatDuration(seconds: number, language: string): string {
  const [unit, size] =
    seconds >= 3600 && seconds % 3600 === 0
      ? (['hour', 3600] as const)
      : seconds >= 60 && seconds % 60 === 0
        ? (['minute', 60] as const)
        : (['second', 1] as const);
  // Not lib/format: the home page's first chunk holds that one (decision 004).
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    seconds / size,
  );
}
