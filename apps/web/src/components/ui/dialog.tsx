import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { cn } from "@/lib/cn";

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Hide the visual title (still announced to assistive technology). */
  hideTitle?: boolean;
}

/**
 * A modal dialog (Radix): focus trapped, Escape closes, labelled by its title. Our dialogs are opened
 * from code (no Radix Trigger), so on close Radix would leave the focus on <body>: the element that had
 * the focus when the dialog opened gets it back, when it is still on the page and nothing else took it.
 */
export function Dialog({ open, onOpenChange, title, description, children, className, hideTitle }: DialogProps) {
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm transition-opacity duration-200" />
        <RadixDialog.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl duration-200",
            className,
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            // Called before the focus moves in: the active element is still the one outside.
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnTo.current;
            returnTo.current = null;
            // The screen may have moved the focus on purpose as the dialog closed (e.g. to a field to fill).
            const claimed = document.activeElement && document.activeElement !== document.body;
            if (!claimed && target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <RadixDialog.Title className={cn("pr-8 text-xl font-bold text-ink", hideTitle && "sr-only")}>
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
          <RadixDialog.Close
            className="absolute top-4 right-4 rounded-full p-1.5 text-slate-600 hover:bg-slate-100"
            aria-label="Fermer"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
