// A TypeScript program as computer-use-mcp would write one: it imports the
// package, builds a record with the generated types, validates it, maps its
// action, scrubs it and scores a ranking. `tsc --strict` must accept it (and reject the calls in
// `rejectedByTheDeclarations`); package.test.mjs compiles it, runs it and
// checks what it prints.
import {
  TraceScrubber,
  computeMetrics,
  mapAction,
  mapRecord,
  parseJsonl,
  validateRecord,
} from 'mimic-wasm';
import type {
  DatasetExampleV1,
  LineVerdict,
  MapRequest,
  MappingStatus,
  MimicObservationV1,
  MimicTraceRecordV1,
  PredictionV1,
  RecordVerdict,
  RecordedMapping,
  Scores,
} from 'mimic-wasm';

// The program needs no Node.js types beyond printing.
declare const console: { log(message: string): void };

const observation: MimicObservationV1 = {
  candidates: [
    {
      id: 'go',
      source: 'chrome_dom',
      role: 'button',
      label: 'Go',
      bounds: { x: 10, y: 10, width: 80, height: 30 },
      enabled: true,
      visible: true,
    },
  ],
};

const request: MapRequest = { observation, action: { type: 'click', point: { x: 20, y: 20 } } };
const mapped: RecordedMapping = mapAction(request);
const status: MappingStatus = mapped.mapping.status;

const draft: MimicTraceRecordV1 = {
  schema: 'computer-use-mcp.mimic-trace.v1',
  traceId: 'session-1',
  stepId: 'step-1',
  createdAt: '2026-01-31T12:00:00Z',
  taskGoal: 'Press Go',
  currentSubgoal: 'Press Go',
  observation,
  previousActions: [],
  chosenAction: request.action,
  // mapRecord fills these from the geometry.
  mapping: { status: 'no_target' },
  source: { collector: 'manual', platform: 'macos' },
};
const record: MimicTraceRecordV1 = mapRecord(draft);
const scrubbed = new TraceScrubber().scrubAndValidate(record);

const verdict: RecordVerdict = validateRecord(JSON.stringify(scrubbed.record), true);
// The verdict is a discriminated union: only a valid one has a record.
const gold: string | undefined = verdict.valid ? verdict.record.chosenCandidateId : undefined;
const lines: LineVerdict[] = parseJsonl(`${JSON.stringify(record)}\n{"schema": 1}\n`);

// Offline evaluation: the step as a dataset example, and a ranking of it.
const example: DatasetExampleV1 = {
  schema: 'mimic.dataset-example.v1',
  exampleId: 'session-1/step-1',
  traceId: record.traceId,
  stepId: record.stepId,
  meta: { collector: 'manual', platform: 'macos' },
  input: {
    taskGoal: record.taskGoal,
    currentSubgoal: record.currentSubgoal,
    candidates: observation.candidates,
    previousActions: [],
  },
  label: {
    actionType: record.chosenAction.type,
    action: record.chosenAction,
    candidateId: record.chosenCandidateId,
    mappingStatus: record.mapping.status,
  },
  flags: {},
};
const ranking: PredictionV1 = { exampleId: example.exampleId, candidateIds: ['go'], actionType: 'click' };
const scores: Scores = computeMetrics({ test: [example] }, [ranking], { ks: [1] });
const top1: number | null = scores.overall.topK['1'].rate;

console.log(
  JSON.stringify({
    top1,
    status,
    reason: mapped.mapping.reason,
    gold,
    writable: scrubbed.valid,
    lines: lines.map((line) => ({ line: line.line, valid: line.valid, messages: line.messages })),
  }),
);

// Never called: each line must be a type error, or tsc reports the unused
// directive. This proves the declarations are not `any`.
export function rejectedByTheDeclarations(): void {
  // @ts-expect-error: `jump` is not a MimicActionType.
  mapAction({ observation, action: { type: 'jump' } });
  // @ts-expect-error: candidates need bounds.
  mapAction({ observation: { candidates: [{ id: 'x', source: 'ax' }] }, action: { type: 'wait' } });
  // @ts-expect-error: a record needs its schema tag.
  validateRecord({ ...draft, schema: 'v2' });
  // @ts-expect-error: an invalid verdict has no record.
  const missing = ((v: RecordVerdict) => (v.valid ? undefined : v.record))(verdict);
  // @ts-expect-error: mapping.status is a MappingStatus, not any string.
  const wrong: 'clicked' = mapped.mapping.status;
  // @ts-expect-error: a prediction ranks candidate ids, not candidates.
  computeMetrics({ test: [example] }, [{ ...ranking, candidateIds: observation.candidates }]);
  void missing;
  void wrong;
}
