import { z } from "zod";

/** POST /circuits: a new circuit of 5 or 10 stations (CIRCUIT_SIZES in circuit-rules.ts). */
export const createCircuitRequestSchema = z.object({ size: z.union([z.literal(5), z.literal(10)]) }).strict();
export type CreateCircuitRequest = z.infer<typeof createCircuitRequestSchema>;
