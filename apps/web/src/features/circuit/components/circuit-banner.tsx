import { Route } from "lucide-react";
import { PageBanner } from "@/components/page-banner";

/** The circuit screens' header banner. */
export function CircuitBanner({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <PageBanner icon={Route} title={title}>
      {children}
    </PageBanner>
  );
}
