/** A family of the paraclinical catalogue (the view's filters). */
export type DiagnosticFamily = "biology" | "microbiology" | "imaging" | "ecg" | "function";

/** One test of the paraclinical catalogue, as the view lists and searches it. */
export interface DiagnosticTest {
  id: string;
  name: string;
  family: DiagnosticFamily;
  /** Abbreviations and other names the search finds it by. */
  keywords: readonly string[];
}

/** A test ordered and its result (the case's, or the catalogue's normal one). */
export interface DiagnosticResult {
  test_id: string;
  name: string;
  family: DiagnosticFamily;
  /** The action that ordered it, and when on the station's clock. */
  action_id: string;
  at_seconds: number;
  /** The report, in French. */
  text: string;
  /** The document (lab sheet, ECG, X-ray) when there is one: GET url (PNG). */
  image: { url: string; title: string; alt: string } | null;
}

/** What a `diagnostic` station's view shows besides the chat (GET /simulation/threads/{id}: mode_state). */
export interface DiagnosticState {
  mode: "diagnostic";
  /** The families in display order, with their French names. */
  families: Array<{ id: DiagnosticFamily; name: string }>;
  /** The whole catalogue: what may be ordered (POST …/actions {action: "order-test", params: {test_id}}). */
  catalogue: DiagnosticTest[];
  /** The tests ordered so far, in order, with their results. */
  results: DiagnosticResult[];
}

/** How a test ordered fits the case. */
export type DiagnosticTestStatus = "first-line" | "second-line" | "accepted" | "irrelevant";

/** What the grade page of a `diagnostic` station shows besides the criteria (grade: mode_report). */
export interface DiagnosticReport {
  mode: "diagnostic";
  /** Every test ordered, in order, with its place in the case's strategy. */
  ordered: Array<{
    test_id: string;
    name: string;
    family: DiagnosticFamily;
    at_seconds: number;
    status: DiagnosticTestStatus;
    /** Why it was not needed (irrelevant tests), or what it was for. */
    note: string | null;
  }>;
  /** The tests the case needed that were not ordered. */
  missed: Array<{ test_id: string; name: string; status: "first-line" | "second-line" }>;
  /** The catalogue was ordered wholesale: no test criterion counted. */
  shotgun: boolean;
  /** Points the irrelevant tests cost. */
  penalty: number;
}
