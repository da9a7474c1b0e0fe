export { examResult, searchExams } from "./clinical-exam";
export {
  type DiagnosisMatch,
  type DiagnosisMatchReason,
  type Differential,
  MATCH_THRESHOLD,
  matchDiagnosis,
} from "./diagnosis";
export { type ExaminerTurn, examinerOpening, replyAsExaminer } from "./examiner/examiner";
export { gradeStation, toTwenty } from "./grading/grade";
export type { EvidenceItem, Grade, GradedCriterion } from "./grading/types";
export {
  type AssistedGrading,
  AssistFormatError,
  assistedGrading,
  assistRequest,
  gradeStationAssisted,
  type JudgeOptions,
  judgeStatements,
  type RejectedReason,
  type StatementJudgment,
  type StatementsJudged,
} from "./llm/grading-assist";
export { checkGrounding, type GroundingContext, type GroundingReason, type GroundingVerdict } from "./llm/grounding";
export { type LlmPatientOptions, type LlmPatientOutcome, writePatientReply } from "./llm/llm-patient";
export { groundingContext, patientPrompt } from "./llm/patient-prompt";
export {
  type CallOptions,
  type Completion,
  LlmError,
  LlmProvider,
  type LlmSettings,
  type PingResult,
  type PromptMessage,
  type TokenUsage,
} from "./llm/provider";
export { actionKeys } from "./modes/evidence";
export { ALL_MECHANICS, mechanicsFor } from "./modes/registry";
export { actInStation, hasActions, modeContextOf, modeReport, modeState, replyInStation } from "./modes/station";
export {
  type ActionKey,
  type ActionOutcome,
  type ActionRequest,
  ModeActionError,
  type ModeContext,
  type ModeMechanics,
  type StationAction,
} from "./modes/types";
export { Classifier, sharedClassifier, type Understanding } from "./nlu/classifier";
export { understandInContext } from "./nlu/follow-up";
export { isManipulation } from "./nlu/guard";
export { type PatientReply, replyAsPatient } from "./patient/reply";
export { findMention } from "./text/matching";
export type { ChatTurn, Transcript } from "./transcript";
