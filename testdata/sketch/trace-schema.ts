// The v1 trace schema sketch, verbatim: the two TypeScript blocks of
// mimic-baseline-training-boundary.md, section "Trace Schema V1 Sketch".

interface MimicTraceRecordV1 {
  schema: 'computer-use-mcp.mimic-trace.v1'
  traceId: string
  stepId: string
  createdAt: string

  taskGoal: string
  currentSubgoal: string

  observation: {
    screenshotPath?: string
    screenshotSha256?: string
    url?: string
    title?: string
    app?: string
    windowTitle?: string
    candidates: MimicCandidateV1[]
  }

  previousActions: MimicActionV1[]
  chosenAction: MimicActionV1
  chosenCandidateId?: string
  mapping: {
    status: 'matched_candidate' | 'no_target' | 'ambiguous' | 'outside_observed_bounds'
    candidateId?: string
    distancePx?: number
    reason?: string
  }

  expectedEffect?: string
  verification?: {
    status: 'passed' | 'failed' | 'unknown'
    summary?: string
  }

  source: {
    collector: 'manual' | 'deterministic_demo' | 'human_replay'
    platform: 'macos'
    browser?: 'chrome'
  }
}

interface MimicCandidateV1 {
  id: string
  source: 'chrome_dom' | 'ax' | 'vision' | 'manual'
  role?: string
  label?: string
  text?: string
  bounds: { x: number, y: number, width: number, height: number }
  enabled?: boolean
  visible?: boolean
  metadata?: Record<string, unknown>
}

type MimicActionType = 'click' | 'type_text' | 'scroll' | 'press_key' | 'wait' | 'no_target'

interface MimicActionV1 {
  type: MimicActionType
  candidateId?: string
  point?: { x: number, y: number }
  text?: string
  direction?: 'up' | 'down' | 'left' | 'right'
  key?: string
}
