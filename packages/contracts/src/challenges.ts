/**
 * Weekly challenge and ranking (issue 15): the wire shapes, the participation request and the
 * pseudonym rules both the server and the settings form apply.
 */
import { z } from "zod";
import type { ScenarioRecord } from "./simulation";

/** How many stations a weekly challenge holds. */
export const CHALLENGE_STATIONS = 3;

/** One station of the week's challenge, and whether the student graded it during that week. */
export interface ChallengeStation {
  scenario: ScenarioRecord;
  /** Graded at least once between Monday 00:00 and Sunday 24:00 (Europe/Paris) of this week. */
  done: boolean;
  /** The best grade of this week's attempts (on /20, one decimal), or null. */
  grade: number | null;
  /** When it was first graded this week, or null. */
  graded_at: string | null;
}

/** A badge: the three stations of ISO week `week` all graded during that week. */
export interface ChallengeBadge {
  /** ISO week, "2026-W03". */
  week: string;
  /** Monday 00:00 (Europe/Paris) of that week. */
  starts_at: string;
  completed_at: string;
}

/** GET /api/challenges/weekly */
export interface WeeklyChallengeResponse {
  week: string;
  /** Monday 00:00 Europe/Paris, and the next Monday 00:00 (the end, excluded). */
  starts_at: string;
  ends_at: string;
  stations: ChallengeStation[];
  /** When the third station was graded, or null while the challenge is not done. */
  completed_at: string | null;
  /** Every badge earned, newest first (this week's included once done). */
  badges: ChallengeBadge[];
}

export const RANKING_PERIODS = ["week", "month"] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];

/** The ranking lists the first places only (students sharing the 50th place are all listed). */
export const RANKING_TOP = 50;

export const rankingQuerySchema = z.object({ period: z.enum(RANKING_PERIODS).default("week") }).strict();

/** Whether the student appears in the ranking, and under which name. */
export interface RankingParticipation {
  opt_in: boolean;
  /** Kept when the student leaves the ranking (never shown then), so that coming back is one click. */
  pseudonym: string | null;
}

/** One line of the ranking: an opted-in student, known by pseudonym and avatar only. */
export interface RankingEntry {
  /** Students with the same XP share a place (1, 2, 2, 4). */
  rank: number;
  pseudonym: string;
  avatar_id: number;
  xp: number;
  /** The line of the student reading the ranking. */
  is_me: boolean;
}

/** GET /api/ranking?period=week|month: XP earned on stations graded in the period (Europe/Paris). */
export interface RankingResponse {
  period: RankingPeriod;
  starts_at: string;
  ends_at: string;
  entries: RankingEntry[];
  /** Opted-in students with XP in the period. */
  participants: number;
  /** Only ever sent to the student themself. */
  me: {
    xp: number;
    /**
     * Their place among the opted-in students (themself included even when not opted in: « tu serais
     * à la 12e place »); null without XP in the period.
     */
    rank: number | null;
    participation: RankingParticipation;
  };
}

export const PSEUDONYM_MIN_LENGTH = 3;
export const PSEUDONYM_MAX_LENGTH = 20;
const PSEUDONYM_CHARACTERS = /^[\p{L}\p{N}._-]+$/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Names that would pass for the platform or its staff. */
const RESERVED_PSEUDONYMS = ["admin", "administrateur", "moderateur", "support", "ecos", "ecosacademy", "equipe"];

/** Lower case, no accents, letters and digits only: "Léa.Martin-2" -> "leamartin2". */
export function foldForComparison(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** The pseudonym as stored: trimmed, composed (NFC). */
export const normalizePseudonym = (value: string) => value.trim().normalize("NFC");

/** Why a pseudonym is refused on its own (length, characters, reserved), or null. */
export function pseudonymFormatProblem(raw: string): string | null {
  const value = normalizePseudonym(raw);
  const length = [...value].length;
  if (length < PSEUDONYM_MIN_LENGTH || length > PSEUDONYM_MAX_LENGTH) {
    return `Ton pseudonyme doit faire de ${PSEUDONYM_MIN_LENGTH} à ${PSEUDONYM_MAX_LENGTH} caractères.`;
  }
  if (!PSEUDONYM_CHARACTERS.test(value)) {
    return "Ton pseudonyme ne peut contenir que des lettres, des chiffres, des points, des tirets et des tirets bas (ni espace ni @).";
  }
  if (!HAS_LETTER_OR_DIGIT.test(value)) return "Ton pseudonyme doit contenir au moins une lettre ou un chiffre.";
  if (RESERVED_PSEUDONYMS.includes(foldForComparison(value))) return "Ce pseudonyme est réservé, choisis-en un autre.";
  return null;
}

/** The parts of the student's identity a pseudonym must not give away. */
export interface PseudonymOwner {
  email: string;
  last_name: string;
}

/**
 * Why a pseudonym would reveal who the student is (their e-mail address or their last name), or
 * null. The first name alone is allowed: it is shared by many students.
 */
export function pseudonymIdentityProblem(raw: string, owner: PseudonymOwner): string | null {
  const pseudonym = foldForComparison(normalizePseudonym(raw));
  const local = foldForComparison(owner.email.split("@")[0] ?? "");
  const lastName = foldForComparison(owner.last_name);
  const reveals = (part: string) => part.length >= PSEUDONYM_MIN_LENGTH && pseudonym.includes(part);
  if (reveals(local) || reveals(lastName)) {
    return "Choisis un pseudonyme qui ne révèle ni ton nom ni ton adresse e-mail.";
  }
  return null;
}

/**
 * PUT /api/ranking/participation: join the ranking under a pseudonym, or leave it. The pseudonym is
 * checked for its format here; its uniqueness (case-insensitive) and the identity rule by the server.
 */
export const rankingParticipationRequestSchema = z.discriminatedUnion("opt_in", [
  z
    .object({
      opt_in: z.literal(true),
      pseudonym: z
        .string()
        .max(200)
        .superRefine((value, context) => {
          const problem = pseudonymFormatProblem(value);
          if (problem) context.addIssue({ code: "custom", message: problem });
        })
        .transform(normalizePseudonym),
    })
    .strict(),
  z.object({ opt_in: z.literal(false) }).strict(),
]);
export type RankingParticipationRequest = z.input<typeof rankingParticipationRequestSchema>;
