// Compile-time proof that the generated declarations (GENERATED) match the
// sketch's interfaces (the globals of trace-schema.ts, a script). Every line
// below fails `tsc --noEmit --strict` when the two drift apart.
import type * as G from './GENERATED';

// True only when A and B are the same type, optional modifiers included.
type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
// Resolves named and inline object types alike, so only structure counts.
type Deep<T> = T extends readonly (infer U)[]
  ? Deep<U>[]
  : T extends object
    ? { [K in keyof T]: Deep<T[K]> }
    : T;
function assertTrue<T extends true>(): T | void {}

type SketchSource = MimicTraceRecordV1['source'];

// Every sketch field, with its optionality and type; the generated record
// adds only the optional `mimic` extension, and `platform` adds `linux`.
assertTrue<Equals<Deep<Omit<G.MimicTraceRecordV1, 'mimic' | 'source'>>, Deep<Omit<MimicTraceRecordV1, 'source'>>>>();
assertTrue<Equals<Deep<Omit<G.MimicSourceV1, 'platform'>>, Deep<Omit<SketchSource, 'platform'>>>>();
assertTrue<Equals<G.MimicSourceV1['platform'], SketchSource['platform'] | 'linux'>>();
assertTrue<Equals<{} extends Pick<G.MimicTraceRecordV1, 'mimic'> ? true : false, true>>();
assertTrue<Equals<{} extends Pick<G.MimicSourceV1, 'platform'> ? true : false, {} extends Pick<SketchSource, 'platform'> ? true : false>>();

// The sketch's named types, one by one.
assertTrue<Equals<Deep<G.MimicCandidateV1>, Deep<MimicCandidateV1>>>();
assertTrue<Equals<Deep<G.MimicActionV1>, Deep<MimicActionV1>>>();
assertTrue<Equals<G.MimicActionType, MimicActionType>>();

// Assignability both ways: a sketch record is a generated record, and a
// generated record without the extension, from macOS, is a sketch record.
declare const fromSketch: MimicTraceRecordV1;
export const asGenerated: G.MimicTraceRecordV1 = fromSketch;
declare const fromGenerated: Omit<G.MimicTraceRecordV1, 'mimic' | 'source'> & {
  source: Omit<G.MimicSourceV1, 'platform'> & { platform: 'macos' };
};
export const asSketch: MimicTraceRecordV1 = fromGenerated;
