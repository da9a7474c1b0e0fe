import { updateMeSchema } from "@ecos/contracts";
import type { FastifyInstance } from "fastify";

import type { AppContext } from "../../context";
import { ApiError, invalidInput, zodFields } from "../../errors";
import { type Guard, userOf } from "../../plugins/authenticate";
import { userActivity } from "../../repositories/activity";
import { type NewUser, updateUser } from "../../repositories/users";
import { toUserResponse } from "../../services/user-view";
import { passwordRoutes } from "../auth/passwords";
import { emailChangeRoutes } from "./email-change";

const emailChangeElsewhere = () =>
  invalidInput(
    ["email"],
    "L'adresse e-mail se change avec ton mot de passe (POST /api/users/me/email) : un lien de confirmation est envoyé à la nouvelle adresse.",
  );

/** Picks the PUT /users/me shape from the keys sent, so that errors name the right fields. */
function parseUpdate(body: unknown) {
  const result = updateMeSchema.safeParse(body);
  if (result.success) return result.data;
  const keys = body && typeof body === "object" ? Object.keys(body) : [];
  const shapes = updateMeSchema.options.filter((option) => keys.some((key) => Object.hasOwn(option.shape, key)));
  if (shapes.length > 1) throw invalidInput(keys, "Une seule modification à la fois");
  const attempt = shapes[0]?.safeParse(body);
  if (attempt && !attempt.success) throw invalidInput(zodFields(attempt.error));
  throw invalidInput(keys.length ? keys : ["body"], "Modification invalide");
}

export function usersRoutes(ctx: AppContext, requireUser: Guard) {
  return async (app: FastifyInstance) => {
    app.get("/users/me", { onRequest: requireUser }, async (request) => {
      const user = userOf(request);
      return toUserResponse(user, await userActivity(ctx.db, user.id));
    });

    app.put("/users/me", { onRequest: requireUser }, async (request) => {
      const user = userOf(request);
      const update = parseUpdate(request.body);
      const changes: Partial<NewUser> = {};
      if ("avatar_id" in update) changes.avatarId = update.avatar_id;
      if ("first_name" in update) {
        // The address changes only through POST /users/me/email (password, then a link to the new
        // address); the current address may still be sent along with the names.
        if (update.email && update.email !== user.email) throw emailChangeElsewhere();
        changes.firstName = update.first_name;
        changes.lastName = update.last_name;
      }
      if ("college_label" in update) changes.collegeLabel = update.college_label;
      if ("college_year" in update) changes.collegeYear = update.college_year;
      if ("target_grade" in update) changes.targetGrade = update.target_grade;
      if ("voice_enabled" in update) changes.voiceEnabled = update.voice_enabled;
      if ("onboarded" in update) changes.onboardedAt = update.onboarded ? (user.onboardedAt ?? new Date()) : null;
      const updated = await updateUser(ctx.db, user.id, changes);
      if (!updated) throw new ApiError(404, "ERR_NOT_FOUND", "Utilisateur introuvable");
      return toUserResponse(updated, await userActivity(ctx.db, updated.id));
    });

    await app.register(emailChangeRoutes(ctx, requireUser));
    await app.register(passwordRoutes(ctx, requireUser));
  };
}
