import { AudioLines } from "lucide-react";
import { SwitchField } from "@/components/ui/switch";

interface VoiceToggleProps {
  enabled: boolean;
  canListen: boolean;
  canSpeak: boolean;
  onChange(enabled: boolean): void;
}

/** What voice mode does in this browser, under the switch once it is on. */
function hintOf({ canListen, canSpeak }: Pick<VoiceToggleProps, "canListen" | "canSpeak">): string {
  if (canListen && canSpeak) return "Maintiens le micro pour parler ; les réponses sont lues à voix haute.";
  if (canSpeak) return "Les réponses sont lues à voix haute (ton navigateur ne permet pas la dictée).";
  return "Maintiens le micro pour parler (ton navigateur ne peut pas lire les réponses).";
}

/** The chat's header: the « Mode vocal » switch, remembered for the student. */
export function VoiceToggle({ enabled, canListen, canSpeak, onChange }: VoiceToggleProps) {
  return (
    <div className="border-b border-slate-200 bg-white px-3 py-1.5">
      <SwitchField
        label={
          <span className="inline-flex items-center gap-1.5">
            <AudioLines className="h-4 w-4 text-brand-700" aria-hidden="true" />
            Mode vocal
          </span>
        }
        checked={enabled}
        onCheckedChange={onChange}
      />
      {enabled ? <p className="mt-0.5 text-xs text-slate-600">{hintOf({ canListen, canSpeak })}</p> : null}
    </div>
  );
}
