import * as Tabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export const TabsRoot = Tabs.Root;

export function TabList({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <Tabs.List aria-label={label} className={cn("flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1", className)}>
      {children}
    </Tabs.List>
  );
}

/** Tabs share the list by their content's width; a label too long for a phone wraps rather than hiding the next tab. */
export function TabTrigger({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Tabs.Trigger
      value={value}
      className="inline-flex flex-auto items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-center text-sm leading-tight font-semibold text-balance sm:px-3 text-slate-700 hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
    >
      {children}
    </Tabs.Trigger>
  );
}

/** A panel that stays mounted while hidden, so what it holds (a draft, a selection, a chat) survives a tab switch. */
export function KeptTabContent({
  value,
  current,
  children,
  className,
}: {
  value: string;
  current: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Tabs.Content value={value} forceMount hidden={value !== current} className={cn("mt-3", className)}>
      {children}
    </Tabs.Content>
  );
}
