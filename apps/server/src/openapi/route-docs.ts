import {
  activationRequestSchema,
  aiStatusQuerySchema,
  apiErrorSchema,
  auditQuerySchema,
  betaSignupRequestSchema,
  bugReportRequestSchema,
  contactRequestSchema,
  createCircuitRequestSchema,
  createThreadRequestSchema,
  earlyAccessRequestSchema,
  emailChangeConfirmResponseSchema,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  gradeRequestSchema,
  invitationRequestSchema,
  invitationResponseSchema,
  loginRequestSchema,
  observationRequestSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  rankingParticipationRequestSchema,
  rankingQuerySchema,
  reviewRequestSchema,
  sendMessageRequestSchema,
  stationActionRequestSchema,
  ticketsQuerySchema,
  ticketsSeenAllRequestSchema,
  ticketsSeenRequestSchema,
  tokenResponseSchema,
  updateMeSchema,
  userSchema,
} from "@ecos/contracts";
import type { z } from "zod";

/** Who may call a route: anyone, a signed-in user (bearer token), or a super admin. */
export type Access = "public" | "user" | "superadmin";

/** One documented operation: what it does, who may call it, and the zod schemas it reads and answers. */
export interface OperationDoc {
  summary: string;
  tag: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  /** The success answer, when a zod schema describes it (otherwise described in `docs/simulation-api.md`). */
  response?: z.ZodType;
  /** `text/event-stream`, an image, a PNG…: not JSON. */
  produces?: string;
  /** Documented under another path than the route's (one route serving two shapes). */
  path?: string;
}

export { apiErrorSchema };

/**
 * Every route of the API (the Fastify pattern, under /api), documented: a test checks that each route
 * the app registers is here, so that /api/docs never misses one.
 */
export const ROUTE_DOCS: Record<string, OperationDoc | OperationDoc[]> = {
  "GET /api/health": { summary: "État du serveur et type de base", tag: "système", access: "public" },
  "GET /api/metrics": {
    summary: "Métriques Prometheus (super admin, ou jeton METRICS_TOKEN)",
    tag: "système",
    access: "superadmin",
    produces: "text/plain",
  },
  "GET /api/docs": { summary: "Cette description OpenAPI", tag: "système", access: "public" },
  "POST /api/auth/token": {
    summary: "Connexion : jeton d'accès et cookie de rafraîchissement",
    tag: "authentification",
    access: "public",
    body: loginRequestSchema,
    response: tokenResponseSchema,
  },
  "POST /api/auth/activate": {
    summary: "Activation d'une invitation (code à 4 chiffres)",
    tag: "authentification",
    access: "public",
    body: activationRequestSchema,
    response: tokenResponseSchema,
  },
  "POST /api/auth/refresh": {
    summary: "Nouveau jeton d'accès (cookie de rafraîchissement)",
    tag: "authentification",
    access: "public",
    response: tokenResponseSchema,
  },
  "POST /api/auth/logout": { summary: "Déconnexion", tag: "authentification", access: "public" },
  "POST /api/auth/email-change/confirm": {
    summary: "Confirmation d'un changement d'e-mail (lien reçu)",
    tag: "authentification",
    access: "public",
    body: emailChangeConfirmSchema,
    response: emailChangeConfirmResponseSchema,
  },
  "POST /api/auth/password-reset/request": {
    summary: "Demande de lien de réinitialisation du mot de passe",
    tag: "authentification",
    access: "public",
    body: passwordResetRequestSchema,
  },
  "POST /api/auth/password-reset": {
    summary: "Nouveau mot de passe par le lien reçu",
    tag: "authentification",
    access: "public",
    body: passwordResetSchema,
  },
  "POST /api/auth/password": {
    summary: "Changement de mot de passe",
    tag: "authentification",
    access: "user",
    body: passwordChangeSchema,
  },
  "POST /api/admin/invitations": {
    summary: "Invitation d'un étudiant",
    tag: "administration",
    access: "superadmin",
    body: invitationRequestSchema,
    response: invitationResponseSchema,
  },
  "GET /api/admin/audit": {
    summary: "Journal de sécurité",
    tag: "administration",
    access: "superadmin",
    query: auditQuerySchema,
  },
  "GET /api/admin/ai": {
    summary: "Modèle d'IA utilisé, s'il répond, jetons dépensés",
    tag: "administration",
    access: "superadmin",
    query: aiStatusQuerySchema,
  },
  "GET /api/users/me": { summary: "Mon compte", tag: "utilisateur", access: "user", response: userSchema },
  "PUT /api/users/me": {
    summary: "Modifier mon compte (une modification à la fois)",
    tag: "utilisateur",
    access: "user",
    body: updateMeSchema,
    response: userSchema,
  },
  "POST /api/users/me/email": {
    summary: "Changer d'e-mail (lien de confirmation envoyé)",
    tag: "utilisateur",
    access: "user",
    body: emailChangeRequestSchema,
  },
  "POST /api/forms/contact-us": {
    summary: "Formulaire de contact",
    tag: "formulaires",
    access: "public",
    body: contactRequestSchema,
  },
  "POST /api/forms/beta/signup": {
    summary: "Candidature à la bêta",
    tag: "formulaires",
    access: "public",
    body: betaSignupRequestSchema,
  },
  "POST /api/forms/early_access/signup": {
    summary: "Inscription à l'accès anticipé",
    tag: "formulaires",
    access: "public",
    body: earlyAccessRequestSchema,
  },
  "POST /api/forms/bug-report": {
    summary: "Signalement d'un bug",
    tag: "formulaires",
    access: "user",
    body: bugReportRequestSchema,
  },
  "GET /api/forms/tickets": {
    summary: "Boîte de réception des tickets",
    tag: "administration",
    access: "superadmin",
    query: ticketsQuerySchema,
  },
  "PATCH /api/forms/tickets/seen": {
    summary: "Marquer des tickets comme lus (une liste, ou tous jusqu'à une date)",
    tag: "administration",
    access: "superadmin",
    body: ticketsSeenRequestSchema.or(ticketsSeenAllRequestSchema),
  },
  "DELETE /api/tickets/:id": { summary: "Supprimer un ticket", tag: "administration", access: "superadmin" },
  "GET /api/sheets": { summary: "Fiches de révision", tag: "révision", access: "user" },
  "GET /api/sheets/:file": {
    summary: "Image d'une fiche de révision",
    tag: "révision",
    access: "user",
    produces: "image/png",
  },
  "GET /api/simulation/statistics": { summary: "Statistiques de progression", tag: "progression", access: "user" },
  "GET /api/simulation/statistics/habits": { summary: "Habitudes d'anamnèse", tag: "progression", access: "user" },
  "POST /api/simulation/threads": {
    summary: "Ouvrir une station",
    tag: "simulation",
    access: "user",
    body: createThreadRequestSchema,
  },
  "GET /api/simulation/threads": { summary: "Stations non terminées", tag: "simulation", access: "user" },
  "GET /api/simulation/threads/:id": { summary: "État complet d'une station", tag: "simulation", access: "user" },
  "DELETE /api/simulation/threads/:id": { summary: "Abandonner une station", tag: "simulation", access: "user" },
  "POST /api/simulation/threads/:id/start": { summary: "Lancer le chronomètre", tag: "simulation", access: "user" },
  "POST /api/simulation/threads/:id/pause": { summary: "Mettre en pause", tag: "simulation", access: "user" },
  "POST /api/simulation/threads/:id/resume": { summary: "Reprendre", tag: "simulation", access: "user" },
  "POST /api/simulation/threads/:id/heartbeat": {
    summary: "Signe de vie (le chronomètre continue)",
    tag: "simulation",
    access: "user",
  },
  "POST /api/simulation/threads/:id/grade": {
    summary: "Terminer et noter la station",
    tag: "simulation",
    access: "user",
    body: gradeRequestSchema,
  },
  "POST /api/simulation/threads/:id/actions": {
    summary: "Une action du mode (examen demandé, médicament, matériel…)",
    tag: "simulation",
    access: "user",
    body: stationActionRequestSchema,
  },
  "GET /api/simulation/threads/:id/mode-state": {
    summary: "État vivant du mode (scope, résultats)",
    tag: "simulation",
    access: "user",
  },
  "POST /api/simulation/messages/:threadId": {
    summary: "Message au patient ou à l'examinateur, et sa réponse",
    tag: "simulation",
    access: "user",
    body: sendMessageRequestSchema,
  },
  "POST /api/simulation/messages/:threadId/stream": {
    summary: "Le même message, la réponse en flux (server-sent events : delta, reset, done, error)",
    tag: "simulation",
    access: "user",
    body: sendMessageRequestSchema,
    produces: "text/event-stream",
  },
  "POST /api/simulation/messages/:messageId/report": {
    summary: "Signaler une réponse de l'IA",
    tag: "simulation",
    access: "user",
  },
  "GET /api/simulation/clinical/:threadId/:examId": {
    summary: "Résultat d'un examen clinique",
    tag: "simulation",
    access: "user",
  },
  "POST /api/simulation/:first/:second": [
    {
      summary: "Note d'analyse sur les documents (paraclinique, iconographie)",
      tag: "simulation",
      access: "user",
      body: observationRequestSchema,
      path: "/api/simulation/:mode/:threadId",
    },
    {
      summary: "Questionnaire de fin de station",
      tag: "simulation",
      access: "user",
      body: reviewRequestSchema,
      path: "/api/simulation/:threadId/review",
    },
  ],
  "GET /api/stations/scenarios": { summary: "Catalogue des stations", tag: "stations", access: "user" },
  "GET /api/stations/random": { summary: "Une station au hasard", tag: "stations", access: "user" },
  "GET /api/stations/exam-catalogue": { summary: "Catalogue des examens", tag: "stations", access: "user" },
  "GET /api/stations/:scenarioId/images/:file": {
    summary: "Image d'une station (ECG, bilan, imagerie)",
    tag: "stations",
    access: "user",
    produces: "image/png",
  },
  "POST /api/circuits": {
    summary: "Commencer un circuit (ECOS blanc)",
    tag: "circuits",
    access: "user",
    body: createCircuitRequestSchema,
  },
  "GET /api/circuits": { summary: "Mes circuits", tag: "circuits", access: "user" },
  "GET /api/circuits/:id": { summary: "Un circuit et son rapport", tag: "circuits", access: "user" },
  "POST /api/circuits/:id/next": { summary: "Station suivante", tag: "circuits", access: "user" },
  "POST /api/circuits/:id/pause": { summary: "Pause entre deux stations", tag: "circuits", access: "user" },
  "POST /api/circuits/:id/resume": { summary: "Reprendre le circuit", tag: "circuits", access: "user" },
  "POST /api/circuits/:id/abandon": { summary: "Abandonner le circuit", tag: "circuits", access: "user" },
  "GET /api/challenges/weekly": { summary: "Défis de la semaine", tag: "défis", access: "user" },
  "GET /api/ranking": {
    summary: "Classement de la semaine ou du mois",
    tag: "défis",
    access: "user",
    query: rankingQuerySchema,
  },
  "PUT /api/ranking/participation": {
    summary: "Participer au classement (pseudonyme)",
    tag: "défis",
    access: "user",
    body: rankingParticipationRequestSchema,
  },
};
