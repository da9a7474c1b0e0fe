export { type CompiledDifferential, compileDifferential, type Differential } from "./differential";
export { type DiagnosisMatch, type DiagnosisMatchReason, MATCH_THRESHOLD, matchDiagnosis } from "./match";
