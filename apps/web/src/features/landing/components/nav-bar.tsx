import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Brand } from "./brand-logo";

interface NavBarProps {
  onContact(): void;
  onJoinBeta(): void;
  onLogin(): void;
}

const MOBILE_MENU_ID = "landing-mobile-menu";

/** Brand, the three actions, and below md a hamburger menu (closes on a choice and on Escape). */
export function NavBar({ onContact, onJoinBeta, onLogin }: NavBarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const choose = (action: () => void) => () => {
    setMenuOpen(false);
    action();
  };

  return (
    <nav aria-label="Navigation principale" className="border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a href="#top" className="rounded-lg" aria-label="ECOS Academy, retour en haut de la page">
          <Brand />
        </a>

        <div className="hidden items-center gap-2 md:flex">
          <Button variant="ghost" onClick={onContact}>
            Nous contacter
          </Button>
          <Button variant="secondary" onClick={onJoinBeta}>
            Rejoindre la bêta
          </Button>
          <Button onClick={onLogin}>Se connecter</Button>
        </div>

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label="Menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
        </button>
      </div>

      <div id={MOBILE_MENU_ID} hidden={!menuOpen} className="border-t border-slate-200 bg-white md:hidden">
        <ul className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-4">
          <li>
            <Button variant="ghost" className="w-full ring-1 ring-slate-300 ring-inset" onClick={choose(onContact)}>
              Nous contacter
            </Button>
          </li>
          <li>
            <Button variant="secondary" className="w-full" onClick={choose(onJoinBeta)}>
              Rejoindre la bêta
            </Button>
          </li>
          <li>
            <Button className="w-full" onClick={choose(onLogin)}>
              Se connecter
            </Button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
