import { RevealList, type RevealListProps } from "./reveal-list.tsx";

/**
 * How many cards share a row: two from 640 px, then three from 1024 px (and four from 1280 px),
 * or four from 1024 px; gaps of 1.25 rem included.
 */
export const rowWidths = {
  "2-3": "sm:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-2.5rem)/3)]",
  "2-3-4":
    "sm:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-2.5rem)/3)] xl:w-[calc((100%-3.75rem)/4)]",
  "2-4": "sm:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-3.75rem)/4)]",
} as const;

/**
 * Cards in wrapping rows whose short last row sits centred: each card's `widths` set how many
 * share a row at each breakpoint (`rowWidths`).
 */
export function CardRow<Item>({
  widths,
  ...list
}: Omit<RevealListProps<Item>, "as" | "className" | "itemClassName"> & { widths: string }) {
  return (
    <RevealList
      {...list}
      className="flex flex-wrap justify-center gap-5"
      itemClassName={`w-full ${widths}`}
    />
  );
}
