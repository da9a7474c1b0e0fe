import type { ModeViewProps } from "@/features/simulation/views/mode-view";

/** Stands in for the mode views (tested on their own): shows the paused flag and reports a message. */
export function FakeModeView({ thread, paused, onReport }: ModeViewProps) {
  return (
    <div>
      <p>{paused ? "Vue en pause" : "Vue active"}</p>
      <ul aria-label="Messages">
        {thread.messages.map((message) => (
          <li key={message.id}>
            {message.reported ? `Message ${message.id} signalé` : message.message}
            <button type="button" onClick={() => onReport(message)} disabled={paused || message.reported}>
              Signaler le message {message.id}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
