import { CATEGORIES, type CategoryId, EVALUATION_MODES, type EvaluationModeId } from "@ecos/contracts/constants";
import {
  Armchair,
  Baby,
  Bone,
  Brain,
  Bug,
  ClipboardList,
  Droplet,
  Droplets,
  Ear,
  Eye,
  Fingerprint,
  FlaskConical,
  Gauge,
  GraduationCap,
  Hand,
  Handshake,
  HardHat,
  HeartPulse,
  type LucideIcon,
  MessageCircleHeart,
  MessagesSquare,
  Ribbon,
  Scale,
  ScanLine,
  SearchCheck,
  Siren,
  Stethoscope,
  Syringe,
  Utensils,
  Venus,
  Wind,
} from "lucide-react";

/** A category as the interface shows it: the contract's name plus an icon and badge colours. */
export interface CategoryDisplay {
  id: string;
  name: string;
  icon: LucideIcon;
  /** Badge classes (background, text and ring), readable contrast (text -800 on -50). */
  badgeClass: string;
}

/** An evaluation mode as the interface shows it (spec section 3: name, description, colour, icon). */
export interface ModeDisplay {
  id: string;
  name: string;
  description: string;
  icon: LucideIcon;
  /** Classes of the square tile behind the icon. */
  tileClass: string;
}

// Tailwind only generates classes it finds written out in full, hence the literal strings below.
const CATEGORY_LOOK: Record<CategoryId, { icon: LucideIcon; badgeClass: string }> = {
  cardiology: { icon: HeartPulse, badgeClass: "bg-rose-50 text-rose-800 ring-rose-200" },
  neurology: { icon: Brain, badgeClass: "bg-violet-50 text-violet-800 ring-violet-200" },
  pneumology: { icon: Wind, badgeClass: "bg-sky-50 text-sky-800 ring-sky-200" },
  pediatrics: { icon: Baby, badgeClass: "bg-pink-50 text-pink-800 ring-pink-200" },
  infectiology: { icon: Bug, badgeClass: "bg-lime-50 text-lime-800 ring-lime-200" },
  orthopedics: { icon: Bone, badgeClass: "bg-stone-100 text-stone-800 ring-stone-300" },
  dermatology: { icon: Fingerprint, badgeClass: "bg-orange-50 text-orange-800 ring-orange-200" },
  endocrinology: { icon: Gauge, badgeClass: "bg-amber-50 text-amber-800 ring-amber-200" },
  gynecology: { icon: Venus, badgeClass: "bg-fuchsia-50 text-fuchsia-800 ring-fuchsia-200" },
  rheumatology: { icon: Hand, badgeClass: "bg-cyan-50 text-cyan-800 ring-cyan-200" },
  geriatrics: { icon: Armchair, badgeClass: "bg-neutral-100 text-neutral-800 ring-neutral-300" },
  ent: { icon: Ear, badgeClass: "bg-indigo-50 text-indigo-800 ring-indigo-200" },
  ophthalmology: { icon: Eye, badgeClass: "bg-blue-50 text-blue-800 ring-blue-200" },
  "hepato-gastroenterology": { icon: Utensils, badgeClass: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  urology: { icon: Droplets, badgeClass: "bg-yellow-50 text-yellow-800 ring-yellow-200" },
  emergency: { icon: Siren, badgeClass: "bg-red-50 text-red-800 ring-red-200" },
  hematology: { icon: Droplet, badgeClass: "bg-purple-50 text-purple-800 ring-purple-200" },
  "occupational-medicine": { icon: HardHat, badgeClass: "bg-zinc-100 text-zinc-800 ring-zinc-300" },
  "forensic-medicine": { icon: Scale, badgeClass: "bg-slate-100 text-slate-800 ring-slate-300" },
  oncology: { icon: Ribbon, badgeClass: "bg-green-50 text-green-800 ring-green-200" },
};

const MODE_LOOK: Record<EvaluationModeId, { description: string; icon: LucideIcon; tileClass: string }> = {
  interrogation: {
    description: "Mène l'entretien avec le patient : motif de consultation, histoire, antécédents et signes associés.",
    icon: MessagesSquare,
    tileClass: "bg-sky-100 text-sky-800",
  },
  clinical_exam: {
    description: "Choisis les gestes de l'examen clinique pertinents et interprète leurs résultats.",
    icon: Stethoscope,
    tileClass: "bg-emerald-100 text-emerald-800",
  },
  paraclinical: {
    description: "Analyse des examens complémentaires (biologie, gaz du sang…) et rédige ton interprétation.",
    icon: FlaskConical,
    tileClass: "bg-violet-100 text-violet-800",
  },
  iconography: {
    description: "Interprète des images (radiographie, ECG, photographie clinique) et note tes observations.",
    icon: ScanLine,
    tileClass: "bg-indigo-100 text-indigo-800",
  },
  "prise-en-charge": {
    description: "Propose une stratégie de prise en charge et justifie chaque décision face à l'examinateur.",
    icon: ClipboardList,
    tileClass: "bg-amber-100 text-amber-900",
  },
  diagnostic: {
    description: "Construis ta démarche diagnostique : hypothèses, examens utiles et diagnostic retenu.",
    icon: SearchCheck,
    tileClass: "bg-blue-100 text-blue-800",
  },
  collaboration: {
    description:
      "Échange avec un autre professionnel de santé : transmissions, coordination et organisation des soins.",
    icon: Handshake,
    tileClass: "bg-teal-100 text-teal-800",
  },
  information: {
    description: "Explique au patient son diagnostic, ses examens ou son traitement avec des mots simples.",
    icon: MessageCircleHeart,
    tileClass: "bg-pink-100 text-pink-800",
  },
  education: {
    description: "Accompagne le patient dans la prévention et l'éducation thérapeutique.",
    icon: GraduationCap,
    tileClass: "bg-lime-100 text-lime-900",
  },
  urgence: {
    description: "Reconnais une urgence vitale et hiérarchise les gestes immédiats.",
    icon: Siren,
    tileClass: "bg-red-100 text-red-800",
  },
  procedure: {
    description: "Décris et réalise un geste technique en respectant ses étapes et la sécurité du patient.",
    icon: Syringe,
    tileClass: "bg-cyan-100 text-cyan-800",
  },
};

const FALLBACK_CATEGORY = { icon: Stethoscope, badgeClass: "bg-slate-100 text-slate-800 ring-slate-300" };
const FALLBACK_MODE = { description: "", icon: Stethoscope, tileClass: "bg-slate-100 text-slate-800" };

/** The category's name, icon and colours; an id the catalogue does not know is shown as is. */
export function categoryDisplay(id: string): CategoryDisplay {
  const category = CATEGORIES.find((item) => item.id === id);
  const look = category ? CATEGORY_LOOK[category.id] : FALLBACK_CATEGORY;
  return { id, name: category?.name ?? id, ...look };
}

/** The mode's name, description, icon and colours; an unknown id is shown as is. */
export function modeDisplay(id: string): ModeDisplay {
  const mode = EVALUATION_MODES.find((item) => item.id === id);
  const look = mode ? MODE_LOOK[mode.id] : FALLBACK_MODE;
  return { id, name: mode?.name ?? id, ...look };
}
