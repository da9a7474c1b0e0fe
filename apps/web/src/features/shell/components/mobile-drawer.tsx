import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";

/** The side menu as a drawer below 1024 px: focus trapped, Escape and the overlay close it. */
export function MobileDrawer({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-sm lg:hidden" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-[85vw] max-w-xs bg-white shadow-2xl lg:hidden"
        >
          <RadixDialog.Title className="sr-only">Menu</RadixDialog.Title>
          {children}
          <RadixDialog.Close
            aria-label="Fermer le menu"
            className="absolute top-4 right-3 grid h-9 w-9 place-items-center rounded-xl text-slate-600 hover:bg-slate-100"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
