const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"] as const;

/**
 * How many gangs a quick-resolved battle takes, in words for the list's legend: "two" when the
 * campaign has only two gangs (never "two to 2"), else "two to three" … "two to six".
 */
export function gangCountInWords(max: number): string {
  if (max <= 2) return "two";
  return `two to ${NUMBER_WORDS[max] ?? String(max)}`;
}
