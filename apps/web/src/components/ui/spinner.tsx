import { cn } from "@/lib/cn";

const sizes = { sm: "h-4 w-4 border-2", md: "h-6 w-6 border-2", lg: "h-10 w-10 border-4" } as const;

export function Spinner({
  label = "Chargement",
  size = "md",
  className,
}: {
  label?: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span role="status" aria-label={label} className={cn("inline-flex items-center", className)}>
      <span
        className={cn("animate-spin rounded-full border-current border-t-transparent", sizes[size])}
        aria-hidden="true"
      />
    </span>
  );
}
