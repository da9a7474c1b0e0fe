import { splitInstructions } from "@ecos/contracts/constants";

/** The station's instructions, one paragraph per sentence (split on ". "). */
export function Instructions({ text }: { text: string }) {
  return (
    <div className="space-y-2">
      {splitInstructions(text).map((paragraph, index) => (
        // Sentences may repeat; their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
